import { Trans } from "@lingui/react/macro";
import { Alert, Button, Card, Stack, Text } from "@mantine/core";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { appInstallMachine } from "../../../machines/app-install.machine";

export type AppInstallRef = ActorRefFrom<typeof appInstallMachine>;

/** Installing the web app: the browser's install dialog behind a button, or a note that it is installed already. */
export function InstallApp({ flow }: { flow: AppInstallRef }) {
  const state = useSelector(flow, (s) => (s.matches("installed") ? "installed" : s.matches("available") || s.matches("prompting") ? "offered" : "none"));
  const prompting = useSelector(flow, (s) => s.matches("prompting"));
  if (state === "none") return null;
  if (state === "installed")
    return (
      <Alert color="green" variant="light" title={<Trans>The app is already installed</Trans>}>
        <Trans>Open Royal Play from your home screen or app list.</Trans>
      </Alert>
    );
  return (
    <Card withBorder>
      <Stack gap="sm" align="flex-start">
        <Text><Trans>Install Royal Play on this device: it opens from your home screen like an app, without the browser's bars.</Trans></Text>
        <Button size="md" onClick={() => flow.send({ type: "INSTALL" })} loading={prompting}>
          <Trans>Install the app</Trans>
        </Button>
      </Stack>
    </Card>
  );
}
