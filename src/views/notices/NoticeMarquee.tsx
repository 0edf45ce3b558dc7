import { useLingui } from "@lingui/react/macro";
import { Box, CloseButton, Group, UnstyledButton } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { shallowEqual, useSelector } from "@xstate/react";
import { useState } from "react";
import { IconMail } from "@tabler/icons-react";
import classes from "./NoticeMarquee.module.css";
import type { NoticesRef } from "./use-notices-ref";

const NO_TITLES: readonly string[] = [];

/** The scrolling line of player notices; clicking one opens it; the X hides the line. */
export function NoticeMarquee({ notices }: { notices: NoticesRef }) {
  const { t } = useLingui();
  const [hidden, setHidden] = useState(false);
  const viewport = useElementSize();
  const content = useElementSize();
  const titles = useSelector(notices, (snapshot) => snapshot.context.announcements?.player.map((notice) => notice.title) ?? NO_TITLES, shallowEqual);
  const loading = useSelector(notices, (snapshot) => snapshot.matches("loading"));
  // Holds the bar's room while the notices first load, so the page below does not move when they arrive.
  if (loading && !hidden && titles.length === 0) return <Box className={classes.bar} aria-hidden />;
  if (hidden || titles.length === 0) return null;
  const seconds = Math.max(20, Math.round(titles.join(" ").length / 4));
  // Scrolls only when the titles do not fit.
  const scrolling = content.width > viewport.width + 1;
  return (
    <Group component="section" aria-label={t`Notices`} gap="xs" wrap="nowrap" className={classes.bar}>
      <Box c="gold.5" className={classes.icon}>
        <IconMail size={18} aria-hidden />
      </Box>
      <Box ref={viewport.ref} className={classes.viewport}>
        <Box className={classes.track} data-scrolling={scrolling || undefined} style={{ animationDuration: `${seconds}s` }}>
          <Box component="ul" ref={content.ref} className={classes.list}>
            {titles.map((title, index) => (
              <li key={index}>
                <UnstyledButton className={classes.item} onClick={() => notices.send({ type: "NOTICES.OPEN", index })}>
                  {title}
                </UnstyledButton>
              </li>
            ))}
          </Box>
        </Box>
      </Box>
      <CloseButton size="md" aria-label={t`Hide notices`} onClick={() => setHidden(true)} />
    </Group>
  );
}
