import { Center, Group, Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { LanguageSelect } from "../common/LanguageSelect";
import { Logo } from "../common/Logo";

interface SystemPageLayoutProps {
  title: ReactNode;
  children?: ReactNode;
  /** The page's buttons. */
  actions: ReactNode;
}

/** A full page shown instead of the site (maintenance, region block, boot failure): logo, language, title, text, actions. */
export function SystemPageLayout({ title, children, actions }: SystemPageLayoutProps) {
  return (
    <Center component="main" mih="100dvh" p="md">
      <Paper withBorder radius="lg" p={{ base: "lg", sm: "xl" }} w="100%" maw={520} bg="dark.6">
        <Stack gap="lg">
          <Group justify="space-between" wrap="nowrap">
            <Logo linked={false} />
            <LanguageSelect />
          </Group>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
          {children}
          <Group gap="sm">{actions}</Group>
        </Stack>
      </Paper>
    </Center>
  );
}
