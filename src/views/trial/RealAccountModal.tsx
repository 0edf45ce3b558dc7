import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Modal, Text } from "@mantine/core";
import { useAppActor } from "../../app/app-context";
import { useOpenedOnceMounted } from "../common/MountWhenNeeded";

/** A trial account tried an account feature: register a real account (REAL_ACCOUNT.REGISTER) or close. (Loaded by SignInDialogs.) */
export function RealAccountModal({ shown }: { shown: boolean }) {
  const { t } = useLingui();
  const app = useAppActor();
  const opened = useOpenedOnceMounted(shown);
  const close = () => app.send({ type: "REAL_ACCOUNT.CLOSE" });
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`A real account is needed`}
      centered
      size="sm"
      closeButtonProps={{ "aria-label": t`Close dialog` }}
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
    </Modal>
  );
}
