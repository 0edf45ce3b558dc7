import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Text } from "@mantine/core";
import { useAppActor } from "../../app/app-context";
import { FirstUseModal } from "../common/FirstUseModal";

/** A trial account tried an account feature: register a real account (REAL_ACCOUNT.REGISTER) or close. (Loaded by SignInDialogs.) */
export function RealAccountModal({ shown }: { shown: boolean }) {
  const { t } = useLingui();
  const app = useAppActor();
  const close = () => app.send({ type: "REAL_ACCOUNT.CLOSE" });
  return (
    <FirstUseModal
      opened={shown}
      onClose={close}
      title={t`A real account is needed`}
      centered
      size="sm"
    >
      <Text mb="lg">
        <Trans>Register a real account to use this feature.</Trans>
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={close}>
          <Trans>Close</Trans>
        </Button>
        <Button onClick={() => app.send({ type: "REAL_ACCOUNT.REGISTER" })} data-autofocus>
          <Trans>Register</Trans>
        </Button>
      </Group>
    </FirstUseModal>
  );
}
