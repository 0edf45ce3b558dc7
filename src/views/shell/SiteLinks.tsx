import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Group, Stack, UnstyledButton } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import classes from "./CategoryNav.module.css";

/** The site's pages beside the games (spec.md section 2: promotions, join, points mall; the VIP page and safer play). */
export const SITE_PAGES: readonly { to: string; label: ReactNode }[] = [
  { to: "/promotions", label: <Trans>Promotions</Trans> },
  { to: "/join", label: <Trans>Join</Trans> },
  { to: "/pointMall", label: <Trans>Points mall</Trans> },
  { to: "/vip", label: <Trans>VIP</Trans> },
  // The member's own limits; a visitor is asked to log in first, a trial account for a real one.
  { to: "/member/responsibleGaming", label: <Trans>Safer play</Trans> },
];

/** The footer's row of site pages. */
export function FooterSiteLinks() {
  const { t } = useLingui();
  return (
    <Group component="nav" aria-label={t`Site`} gap="lg" justify="center">
      {SITE_PAGES.map((page) => (
        <Anchor key={page.to} component={Link} to={page.to} size="sm" c="dark.0">
          {page.label}
        </Anchor>
      ))}
    </Group>
  );
}

/** The phones' drawer: the site pages under the categories. */
export function DrawerSiteLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Site`}>
      <Stack gap={4} className={classes.list} data-orientation="vertical">
        {SITE_PAGES.map((page) => (
          <UnstyledButton key={page.to} component={Link} to={page.to} className={classes.link} activeProps={{ "data-active": true, "aria-current": "page" }} onClick={onNavigate}>
            {page.label}
          </UnstyledButton>
        ))}
      </Stack>
    </nav>
  );
}
