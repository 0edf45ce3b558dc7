import { Trans } from "@lingui/react/macro";
import { Container, SimpleGrid, Stack, Title } from "@mantine/core";
import { useActorRef } from "@xstate/react";
import { helpFlows } from "../../app/help-flows";
import { inspection } from "../../app/inspection";
import { AppDownload } from "./AppDownload";
import { AndroidGuide, IosGuide } from "./InstallGuides";

/** /down: app download buttons, the QR code, and the Android and iOS install guides. */
export function AppDownloadPage() {
  const flow = useActorRef(helpFlows().appDownload, inspection("appDownload"));
  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Title order={1} size="h2"><Trans>App download</Trans></Title>
        <AppDownload flow={flow} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <AndroidGuide />
          <IosGuide />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
