import { useLingui } from "@lingui/react/macro";
import { Box, Text, Title, VisuallyHidden } from "@mantine/core";
import { useSearch } from "@tanstack/react-router";

/** A seamless game inside the site: the game URL from the launch, in a frame of the whole page. */
export function SeamlessPage() {
  const { t } = useLingui();
  const search = useSearch({ strict: false }) as { url?: string };
  const url = typeof search.url === "string" && /^https?:\/\//.test(search.url) ? search.url : undefined;
  // The page's heading, for screen readers and the focus after a route change (the frame fills the page).
  const heading = (
    <VisuallyHidden>
      <Title order={1}>{t`Game`}</Title>
    </VisuallyHidden>
  );
  if (!url)
    return (
      <>
        {heading}
        <Text p="xl">{t`No game is open.`}</Text>
      </>
    );
  return (
    <Box h="calc(100vh - 120px)">
      {heading}
      <iframe title={t`Game`} src={url} style={{ width: "100%", height: "100%", border: 0 }} allow="fullscreen" />
    </Box>
  );
}
