import { useLingui } from "@lingui/react/macro";
import { Burger, Divider, Drawer, Group, SimpleGrid, Stack } from "@mantine/core";
import { useState } from "react";
import { useAppSelector } from "../../app/app-context";
import { LanguageSelect } from "../common/LanguageSelect";
import { Logo } from "../common/Logo";
import { CategoryNav } from "./CategoryNav";
import { Clock } from "./Clock";
import { InboxLinks } from "./InboxLinks";
import { MoneyShortcuts } from "./MoneyShortcuts";
import { sessionView } from "./session-view";

/** Phones: a burger opening a drawer with the categories, member shortcuts, language and clock. */
export function MobileNav() {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const signedIn = useAppSelector((snapshot) => sessionView(snapshot) === "signedIn");
  const close = () => setOpened(false);
  return (
    <>
      <Burger
        opened={opened}
        onClick={() => setOpened((open) => !open)}
        size="sm"
        aria-label={opened ? t`Close menu` : t`Open menu`}
        aria-expanded={opened}
        hiddenFrom="sm"
      />
      <Drawer opened={opened} onClose={close} title={<Logo linked={false} />} size="80%" hiddenFrom="sm" closeButtonProps={{ "aria-label": t`Close menu` }}>
        <Stack gap="md">
          {signedIn && (
            <>
              <SimpleGrid cols={2} spacing="xs">
                <MoneyShortcuts onNavigate={close} fullWidth />
              </SimpleGrid>
              <Group gap="xs" onClick={close}>
                <InboxLinks />
              </Group>
              <Divider />
            </>
          )}
          <CategoryNav orientation="vertical" onNavigate={close} />
          <Divider />
          <Group justify="space-between">
            <LanguageSelect size="sm" />
            <Clock />
          </Group>
        </Stack>
      </Drawer>
    </>
  );
}
