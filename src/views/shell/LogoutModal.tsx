import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Text } from "@mantine/core";
import { useAppActor } from "../../app/app-context";
import { FirstUseModal } from "../common/FirstUseModal";

/** Asks before signing out; stays open with a loading button while the server is told. (Loaded by LogoutDialog.) */
export function LogoutModal({ confirming, loggingOut }: { confirming: boolean; loggingOut: boolean }) {
  const { t } = useLingui();
  const app = useAppActor();
  return (
    <FirstUseModal
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
    </FirstUseModal>
  );
}
