import { Trans } from "@lingui/react/macro";
import { Button, Group, Text } from "@mantine/core";
import type { ForgotPasswordRef } from "./use-forgot-password-ref";

/** After the reset mail went out: the confirmation and "Close" (RECOVERY.CLOSE). */
export function RecoveryEmailSent({ forgotPassword }: { forgotPassword: ForgotPasswordRef }) {
  return (
    <>
      <Text mb="lg" role="status">
        <Trans>We have sent a reset link to your e-mail. It works once, within 30 minutes.</Trans>
      </Text>
      <Group justify="flex-end">
        <Button onClick={() => forgotPassword.send({ type: "RECOVERY.CLOSE" })} data-autofocus>
          <Trans>Close</Trans>
        </Button>
      </Group>
    </>
  );
}
