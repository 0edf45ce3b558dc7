import { Box, Container, Group } from "@mantine/core";
import { LanguageSelect } from "../common/LanguageSelect";
import { useWideScreen } from "../common/use-wide-screen";
import { ConnectionChooser } from "../connection/ConnectionChooser";
import { Logo } from "../common/Logo";
import { CategoryNav } from "./CategoryNav";
import { Clock } from "./Clock";
import { MobileNav } from "./MobileNav";
import { SessionActions } from "./SessionActions";
import { useHeaderRoom } from "./use-header-room";
import classes from "./Header.module.css";

/** Desktop: a utility bar (clock, language), the main bar (logo, session) and the category bar. Phones: one row and a drawer. */
export function Header() {
  const wide = useWideScreen();
  const headerRoom = useHeaderRoom();
  return (
    <Box component="header" ref={headerRoom} className={classes.header}>
      {/* The connection check runs on phones too (its prompt opens by itself when the site is slow). */}
      <Box className={classes.utility} visibleFrom="sm">
        <Container size="xl">
          <Group justify="space-between" h={32} wrap="nowrap">
            {wide && <Clock />}
            <Group gap="xs" wrap="nowrap">
              <ConnectionChooser />
              {wide && <LanguageSelect />}
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="xl" className={classes.bar}>
        <Group justify="space-between" wrap="nowrap" mih={{ base: 56, sm: 64 }} py={4} gap="xs">
          <Group gap="xs" wrap="nowrap">
            <MobileNav />
            <Logo compact />
          </Group>
          <SessionActions />
        </Group>
      </Container>
      {wide && (
        <Box className={classes.nav} visibleFrom="sm">
          <Container size="xl">
            <CategoryNav />
          </Container>
        </Box>
      )}
    </Box>
  );
}
