import { useLingui } from "@lingui/react/macro";
import { Box, NativeSelect, NavLink, Stack } from "@mantine/core";
import { Link, useNavigate } from "@tanstack/react-router";
import { MEMBER_PAGE_LABELS } from "../../i18n/member-pages";
import { MEMBER_PAGES, type MemberPage } from "../../routes/route-table";
import { CountBadge } from "../shell/CountBadge";

interface MemberCentreNavProps {
  current: string;
  /** Red counts by page (use-member-centre-badges.ts); a page without one shows none. */
  badges?: Partial<Record<MemberPage, number>>;
}

/** The member centre's menu: each page under its own title (MEMBER_PAGE_LABELS), a side list on wider screens, a page picker on phones. */
export function MemberCentreNav({ current, badges = {} }: MemberCentreNavProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const title = (page: MemberPage) => i18n._(MEMBER_PAGE_LABELS[page]);
  return (
    <>
      <Box hiddenFrom="sm" px="md" pt="md">
        <NativeSelect
          label={t`Member centre`}
          value={current}
          data={MEMBER_PAGES.map((page) => {
            const count = badges[page] ?? 0;
            return { value: page, label: count > 0 ? `${title(page)} (${count > 99 ? "99+" : count})` : title(page) };
          })}
          onChange={(e) => void navigate({ to: `/member/${e.currentTarget.value}` })}
        />
      </Box>
      <Stack component="nav" aria-label={t`Member centre`} visibleFrom="sm" gap={2} w={220} p="md">
        {MEMBER_PAGES.map((page) => (
          <NavLink
            key={page}
            component={Link}
            to={`/member/${page}`}
            label={title(page)}
            rightSection={<CountBadge count={badges[page] ?? 0} />}
            active={page === current}
            aria-current={page === current ? "page" : undefined}
          />
        ))}
      </Stack>
    </>
  );
}
