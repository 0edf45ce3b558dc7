import { Trans } from "@lingui/react/macro";
import { Button, Group, Stack } from "@mantine/core";
import { useSelector } from "@xstate/react";
import { ErrorAlert } from "../common/ErrorAlert";
import type { RegisterRef } from "./use-register-ref";

const noDismiss = () => {};

/** The form's settings could not load: why, and "Retry" (REGISTER.RETRY). */
export function RegisterSettingsFailed({ register }: { register: RegisterRef }) {
  const error = useSelector(register, (snapshot) => snapshot.context.error);
  return (
    <Stack gap="sm">
      <ErrorAlert error={error} onClose={noDismiss} withCloseButton={false} />
      <Group justify="flex-end">
        <Button type="button" onClick={() => register.send({ type: "REGISTER.RETRY" })} data-autofocus>
          <Trans>Retry</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
