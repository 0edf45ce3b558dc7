import { useLingui } from "@lingui/react/macro";
import { Box, Flex, NativeSelect, NavLink, Paper, Stack, Text } from "@mantine/core";
import { Link, useNavigate } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { AgentPage } from "../../routes/route-table";
import { CountBadge } from "../shell/CountBadge";
import type { ContractKind } from "../../../contract";
import type { AgentPageInfo } from "./agent-pages";

interface AgentCentreLayoutProps {
  pages: readonly AgentPageInfo[];
  current: AgentPage | undefined;
  badges: Partial<Record<ContractKind, number>>;
  children: ReactNode;
}

/** The agent centre: the side menu of its pages (a page picker on phones) beside the page. */
export function AgentCentreLayout({ pages, current, badges, children }: AgentCentreLayoutProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const countOf = (info: AgentPageInfo) => (info.contract ? (badges[info.contract] ?? 0) : 0);
  return (
    <Flex direction={{ base: "column", md: "row" }} gap="md" p="md" maw={1200} mx="auto" w="100%">
      <Box hiddenFrom="md">
        <NativeSelect
          label={t`Agent centre`}
          value={current ?? ""}
          data={pages.map((info) => ({ value: info.page, label: countOf(info) > 0 ? `${i18n._(info.title)} (${countOf(info)})` : i18n._(info.title) }))}
          onChange={(e) => void navigate({ to: "/agent/$page", params: { page: e.currentTarget.value } })}
        />
      </Box>
      <Paper component="nav" aria-label={t`Agent centre`} visibleFrom="md" w={250} p="xs" withBorder radius="md" style={{ flexShrink: 0, alignSelf: "flex-start" }}>
        <Text fw={700} px="sm" py="xs">
          {t`Agent centre`}
        </Text>
        <Stack gap={2}>
          {pages.map((info) => (
            <NavLink
              key={info.page}
              component={Link}
              to={`/agent/${info.page}`}
              label={i18n._(info.title)}
              active={info.page === current}
              aria-current={info.page === current ? "page" : undefined}
              rightSection={<CountBadge count={countOf(info)} />}
            />
          ))}
        </Stack>
      </Paper>
      <Box style={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Flex>
  );
}
