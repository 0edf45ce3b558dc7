import { Trans } from "@lingui/react/macro";
import { Center, Stack, Text, Title } from "@mantine/core";
import { BackHomeButton } from "../common/BackHomeButton";

export function NotFoundPage() {
  return (
    <Center component="section" mih="60dvh" p="md">
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={700} c="gold.5" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          <Trans>Page not found</Trans>
        </Title>
        <BackHomeButton />
      </Stack>
    </Center>
  );
}
