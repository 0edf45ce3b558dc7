import { useLingui } from "@lingui/react/macro";
import { Box, Text } from "@mantine/core";
import { useSearch } from "@tanstack/react-router";

/** A seamless game inside the site: the game URL from the launch, in a frame of the whole page. */
export function SeamlessPage() {
  const { t } = useLingui();
  const search = useSearch({ strict: false }) as { url?: string };
  const url = typeof search.url === "string" && /^https?:\/\//.test(search.url) ? search.url : undefined;
  if (!url) return <Text p="xl">{t`No game is open.`}</Text>;
  return (
    <Box h="calc(100vh - 120px)">
      <iframe title={t`Game`} src={url} style={{ width: "100%", height: "100%", border: 0 }} allow="fullscreen" />
    </Box>
  );
}
