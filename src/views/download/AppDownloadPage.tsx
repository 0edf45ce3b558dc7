import { Trans } from "@lingui/react/macro";
import { Container, SimpleGrid, Stack, Title } from "@mantine/core";
import { useActorRef, useSelector } from "@xstate/react";
import { appInstall, helpFlows } from "../../app/help-flows";
import { inspection } from "../../app/inspection";
import { AppDownload } from "./AppDownload";
import { InstallApp } from "./InstallApp";
import { AndroidGuide, IosGuide } from "./InstallGuides";

/** /down: the web app's Install button (when the browser offers it), app download buttons, the QR code, and the Android and iOS install guides. */
export function AppDownloadPage() {
  const flow = useActorRef(helpFlows().appDownload, inspection("appDownload"));
  const install = useActorRef(appInstall, inspection("appInstall"));
  const apk = useSelector(flow, (s) => Boolean(s.context.links?.androidUrl));
  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Title order={1} size="h2"><Trans>App download</Trans></Title>
        <InstallApp flow={install} />
        <AppDownload flow={flow} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <AndroidGuide apk={apk} />
          <IosGuide />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
