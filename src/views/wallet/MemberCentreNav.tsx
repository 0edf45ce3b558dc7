import { useLingui } from "@lingui/react/macro";
import { Box, NativeSelect, NavLink, Stack } from "@mantine/core";
import { Link, useNavigate } from "@tanstack/react-router";
import { MEMBER_PAGE_LABELS } from "../../i18n/member-pages";
import { MEMBER_PAGES } from "../../routes/route-table";
import { CountBadge } from "../shell/CountBadge";

/** The member centre's menu: a side list on wider screens, a page picker on phones; red counts by page (spec section 2). */
export function MemberCentreNav({ current, counts = {} }: { current: string; counts?: Partial<Record<string, number>> }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  return (
    <>
      <Box hiddenFrom="sm" px="md" pt="md">
        <NativeSelect
          label={t`Member centre`}
          value={current}
          data={MEMBER_PAGES.map((page) => ({ value: page, label: withCount(i18n._(MEMBER_PAGE_LABELS[page]), counts[page]) }))}
          onChange={(e) => void navigate({ to: `/member/${e.currentTarget.value}` })}
        />
      </Box>
      <Stack component="nav" aria-label={t`Member centre`} visibleFrom="sm" gap={2} w={220} p="md">
        {MEMBER_PAGES.map((page) => (
          <NavLink
            key={page}
            component={Link}
            to={`/member/${page}`}
            label={i18n._(MEMBER_PAGE_LABELS[page])}
            active={page === current}
            aria-current={page === current ? "page" : undefined}
            rightSection={<CountBadge count={counts[page] ?? 0} />}
          />
        ))}
      </Stack>
    </>
  );
}

/** The phone picker's option text with the red count in brackets (options cannot hold a badge). */
const withCount = (label: string, count: number | undefined) => (count && count > 0 ? `${label} (${count > 99 ? "99+" : count})` : label);
