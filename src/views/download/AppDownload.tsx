import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Card, Group, Loader, Stack, Text } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import { QRCodeSVG } from "qrcode.react";
import type { ActorRefFrom } from "xstate";
import type { appDownloadMachine } from "../../../machines/app-download.machine";
import { LoadFailed } from "../wallet/LoadFailed";
import { stateView } from "../common/state-view";

export type AppDownloadRef = ActorRefFrom<typeof appDownloadMachine>;

/** The download buttons and the QR code of the download page, once the links are loaded (no Android button without an APK link). */
export function AppDownload({ flow }: { flow: AppDownloadRef }) {
  const { t } = useLingui();
  const view = useSelector(flow, (s) => ({ state: stateView(s, { loading: "loading", failed: "failed", ready: "ready" }), links: s.context.links, error: s.context.error }), shallowEqual);
  if (view.state === "loading") return <Loader aria-label={t`Loading`} />;
  if (view.state === "failed" || !view.links) return <LoadFailed error={view.error} onRetry={() => flow.send({ type: "RETRY" })} />;
  const links = view.links;
  return (
    <Card withBorder>
      <Group justify="space-between" align="center" gap="lg">
        <Stack gap="sm" style={{ flex: "1 1 220px" }}>
          <Text><Trans>Play on your phone with the Royal Play app.</Trans></Text>
          {links.androidUrl ? (
            <Button component="a" href={links.androidUrl} download size="md">
              <Trans>Download for Android</Trans>
            </Button>
          ) : null}
          <Button component="a" href={links.iosUrl} download size="md" variant="light">
            <Trans>Download for iOS</Trans>
          </Button>
        </Stack>
        <Stack align="center" gap={6}>
          <div style={{ background: "white", padding: 8, borderRadius: 8, lineHeight: 0 }}>
            <QRCodeSVG value={links.pageUrl} size={148} role="img" aria-label={t`QR code of the download page`} />
          </div>
          <Text size="xs" c="dimmed"><Trans>Scan to download on your phone</Trans></Text>
        </Stack>
      </Group>
    </Card>
  );
}
