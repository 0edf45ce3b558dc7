import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Modal, Text } from "@mantine/core";
import { useAppActor, useAppSelector } from "../../app/app-context";

/** Asks before signing out; stays open with a loading button while the server is told. */
export function LogoutModal() {
  const { t } = useLingui();
  const app = useAppActor();
  const confirming = useAppSelector((s) => s.matches({ running: { session: { signedIn: { logout: "confirming" } } } }));
  const loggingOut = useAppSelector((s) => s.matches({ running: { session: "loggingOut" } }));
  return (
    <Modal
      opened={confirming || loggingOut}
      onClose={() => app.send({ type: "LOGOUT.CANCEL" })}
      title={t`Sign out?`}
      centered
      size="sm"
      withCloseButton={false}
    >
      <Text mb="lg">
        <Trans>You will need to log in again to play.</Trans>
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" disabled={loggingOut} onClick={() => app.send({ type: "LOGOUT.CANCEL" })} data-autofocus>
          <Trans>Cancel</Trans>
        </Button>
        <Button color="red" loading={loggingOut} onClick={() => app.send({ type: "LOGOUT.CONFIRM" })}>
          <Trans>Sign out</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
