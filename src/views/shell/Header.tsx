import { Box, Container, Group } from "@mantine/core";
import { LanguageSelect } from "../common/LanguageSelect";
import { ConnectionChooser } from "../connection/ConnectionChooser";
import { Logo } from "../common/Logo";
import { CategoryNav } from "./CategoryNav";
import { Clock } from "./Clock";
import { MobileNav } from "./MobileNav";
import { SessionActions } from "./SessionActions";
import classes from "./Header.module.css";

/** Desktop: a utility bar (clock, language), the main bar (logo, session) and the category bar. Phones: one row and a drawer. */
export function Header() {
  return (
    <Box component="header" className={classes.header}>
      <Box className={classes.utility} visibleFrom="sm">
        <Container size="xl">
          <Group justify="space-between" h={32} wrap="nowrap">
            <Clock />
            <Group gap="xs" wrap="nowrap">
              <ConnectionChooser />
              <LanguageSelect />
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="xl">
        <Group justify="space-between" wrap="nowrap" mih={{ base: 56, sm: 64 }} py={4} gap="xs">
          <Group gap="xs" wrap="nowrap">
            <MobileNav />
            <Logo compact />
          </Group>
          <SessionActions />
        </Group>
      </Container>
      <Box className={classes.nav} visibleFrom="sm">
        <Container size="xl">
          <CategoryNav />
        </Container>
      </Box>
    </Box>
  );
}
