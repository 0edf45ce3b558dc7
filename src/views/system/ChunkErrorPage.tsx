import { Trans } from "@lingui/react/macro";
import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";

/** A page chunk that failed to load (network, deploy, 120000 ms timeout) is retried by reloading the page. */
function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === "ChunkLoadTimeout" ||
    /dynamically imported module|module script failed|Importing a module script|error loading dynamically/i.test(error.message)
  );
}

/** Route error boundary: "Something went wrong" with a retry. */
export function ChunkErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => {
    if (isChunkLoadError(error)) {
      window.location.reload();
      return;
    }
    reset();
    void router.invalidate();
  };
  return (
    <Center component="section" mih="60dvh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          <Trans>Something went wrong</Trans>
        </Title>
        <Text c="dark.1">
          <Trans>Part of the page could not be loaded.</Trans>
        </Text>
        <Button onClick={retry}>
          <Trans>Retry</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
