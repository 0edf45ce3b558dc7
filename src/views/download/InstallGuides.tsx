import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { DownloadArrow, HomeScreenIcon, PhoneDrawing, Row, ScreenButton, SwitchOn } from "./PhoneDrawing";

function Step({ drawing, children }: { drawing: ReactNode; children: ReactNode }) {
  return (
    <List.Item>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <PhoneDrawing>{drawing}</PhoneDrawing>
        <Text size="sm">{children}</Text>
      </Group>
    </List.Item>
  );
}

/**
 * Android: with an APK from the operator, download it, allow installs from this source and install; without one, the
 * web app is what Android installs (Chrome's "Install app").
 */
export function AndroidGuide({ apk }: { apk: boolean }) {
  if (!apk) return <AndroidWebAppGuide />;
  return (
    <Card withBorder component="section" aria-labelledby="guide-android">
      <Stack>
        <Title order={2} size="h4" id="guide-android"><Trans>Install on Android</Trans></Title>
        <List type="ordered" spacing="md">
          <Step drawing={<><DownloadArrow /><ScreenButton /></>}>
            <Trans>Press “Download for Android” on your phone, or scan the QR code with the phone's camera.</Trans>
          </Step>
          <Step drawing={<><Row y={34} /><Row y={58} accent /><SwitchOn y={58} /><Row y={82} /></>}>
            <Trans>Open the downloaded file. If Android says installs from this source are blocked, tap Settings and turn on “Allow from this source” (Settings › Apps › Special app access › Install unknown apps › your browser).</Trans>
          </Step>
          <Step drawing={<><Row y={34} /><ScreenButton /></>}>
            <Trans>Go back and tap Install. When it is done, tap Open.</Trans>
          </Step>
          <Step drawing={<HomeScreenIcon />}>
            <Trans>The app is on your home screen from now on.</Trans>
          </Step>
        </List>
      </Stack>
    </Card>
  );
}

/** Android without an APK: Chrome installs the web app from this page. */
function AndroidWebAppGuide() {
  return (
    <Card withBorder component="section" aria-labelledby="guide-android">
      <Stack>
        <Title order={2} size="h4" id="guide-android"><Trans>Install on Android</Trans></Title>
        <List type="ordered" spacing="md">
          <Step drawing={<><Row y={34} /><ScreenButton /></>}>
            <Trans>Open this page in Chrome on your phone, or scan the QR code with the phone's camera.</Trans>
          </Step>
          <Step drawing={<><DownloadArrow /><ScreenButton /></>}>
            <Trans>Press “Install the app” on this page, or open Chrome's menu (⋮) and tap “Install app” (on some phones “Add to Home screen”).</Trans>
          </Step>
          <Step drawing={<HomeScreenIcon />}>
            <Trans>The app is on your home screen from now on.</Trans>
          </Step>
        </List>
      </Stack>
    </Card>
  );
}

/** iOS, with the manual configuration-profile install that iOS 17 and later need. */
export function IosGuide() {
  const { t } = useLingui();
  return (
    <Card withBorder component="section" aria-labelledby="guide-ios">
      <Stack>
        <Title order={2} size="h4" id="guide-ios"><Trans>Install on iPhone and iPad</Trans></Title>
        <Alert color="yellow" variant="light" title={t`iOS 17 and later`}>
          <Trans>iOS 17 and later do not install the profile by themselves: after downloading, install it by hand in Settings as shown in steps 2 and 3.</Trans>
        </Alert>
        <List type="ordered" spacing="md">
          <Step drawing={<><DownloadArrow /><ScreenButton /></>}>
            <Trans>Open this page in Safari and press “Download for iOS”. When Safari asks to download a configuration profile, tap Allow, then Close.</Trans>
          </Step>
          <Step drawing={<><Row y={34} /><Row y={58} accent /><Row y={82} /><Row y={106} /></>}>
            <Trans>Open Settings and tap “Profile Downloaded” near the top (or Settings › General › VPN & Device Management), then choose the Royal Play profile.</Trans>
          </Step>
          <Step drawing={<><Row y={34} /><Row y={58} /><ScreenButton y={30} /></>}>
            <Trans>Tap Install at the top right, enter your passcode, tap Install again, then Done.</Trans>
          </Step>
          <Step drawing={<HomeScreenIcon />}>
            <Trans>The Royal Play icon is on your home screen: open the site from there.</Trans>
          </Step>
        </List>
      </Stack>
    </Card>
  );
}
