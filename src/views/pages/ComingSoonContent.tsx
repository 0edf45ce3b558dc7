import { Trans, useLingui } from "@lingui/react/macro";
import { Center, Stack, Text, Title } from "@mantine/core";
import { useMatches } from "@tanstack/react-router";
import { BackHomeButton } from "../common/BackHomeButton";

/** The page's own title (given, else the route's), a note and a way home. */
export function ComingSoonContent({ title: own }: { title?: string } = {}) {
  const { i18n, t } = useLingui();
  const routeTitle = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.title });
  return (
    <Center component="section" mih="60dvh" p="md">
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {own ?? (routeTitle ? i18n._(routeTitle) : t`Coming soon`)}
        </Title>
        <Text c="dark.1">
          <Trans>This page is coming soon.</Trans>
        </Text>
        <BackHomeButton />
      </Stack>
    </Center>
  );
}
