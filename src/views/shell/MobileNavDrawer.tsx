import { useLingui } from "@lingui/react/macro";
import { Divider, Drawer, Group, SimpleGrid, Stack } from "@mantine/core";
import { useAppSelector } from "../../app/app-context";
import { LanguageSelect } from "../common/LanguageSelect";
import { Logo } from "../common/Logo";
import { CategoryNav } from "./CategoryNav";
import { Clock } from "./Clock";
import { InboxLinks } from "./InboxLinks";
import { MoneyShortcuts } from "./MoneyShortcuts";
import { sessionView } from "./session-view";
import { DrawerServices } from "./DrawerServices";
import { DrawerSiteLinks } from "./SiteLinks";
import { useOpenedOnceMounted } from "../common/MountWhenNeeded";

/** The phones' drawer: member shortcuts, categories, site pages, services (wheel, chat rooms, customer service), language and clock (its own chunk: loaded when first opened). */
export function MobileNavDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const signedIn = useAppSelector((snapshot) => sessionView(snapshot) === "signedIn");
  const shown = useOpenedOnceMounted(opened);
  return (
    <Drawer opened={shown} onClose={onClose} title={<Logo linked={false} />} size="80%" hiddenFrom="sm" closeButtonProps={{ "aria-label": t`Close menu` }}>
      <Stack gap="md">
        {signedIn && (
          <>
            <SimpleGrid cols={2} spacing="xs">
              <MoneyShortcuts onNavigate={onClose} fullWidth />
            </SimpleGrid>
            <Group gap="xs" onClick={onClose}>
              <InboxLinks />
            </Group>
            <Divider />
          </>
        )}
        <CategoryNav orientation="vertical" onNavigate={onClose} />
        <Divider />
        <DrawerSiteLinks onNavigate={onClose} />
        <Divider />
        <DrawerServices onNavigate={onClose} />
        <Divider />
        <Group justify="space-between">
          <LanguageSelect size="sm" />
          <Clock />
        </Group>
      </Stack>
    </Drawer>
  );
}
