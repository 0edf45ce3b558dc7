import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Loader, Pagination, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { agentReportMachine } from "../../../machines/agent-report.machine";
import { formatDateTime, formatDay } from "../common/format-date-time";
import { STACKED_TABLE, StackedTableContainer } from "../common/StackedTable";
import { useLanguage } from "../common/use-language";
import { useMoney } from "../common/use-money";
import { LoadFailed } from "../wallet/LoadFailed";
import { WalletSection } from "../wallet/WalletSection";
import { OVERVIEW_FIGURES, REPORT_COLUMNS, type ReportFormat, type Row } from "./report-columns";
import { usePaginationLabels } from "../common/use-pagination-labels";

export type AgentReportRef = ActorRefFrom<typeof agentReportMachine>;

/** An agent-centre report: previous/next 7 or 30 days, the rows (or the team figures) and paging. */
export function AgentReport({ flow, title, headingOrder = 1 }: { flow: AgentReportRef; title: string; headingOrder?: 1 | 2 }) {
  const { t, i18n } = useLingui();
  const paginationLabels = usePaginationLabels();
  const language = useLanguage();
  const money = useMoney();
  const view = useSelector(
    flow,
    (s) => ({
      loading: s.matches("loading"),
      failed: s.matches("failed"),
      kind: s.context.kind,
      start: s.context.start,
      end: s.context.end,
      pageNo: s.context.pageNo,
      result: s.context.result,
      error: s.context.error,
    }),
    shallowEqual,
  );
  const format: ReportFormat = { money, time: (v) => formatDateTime(v, language), day: (v) => formatDay(v, language), label: (d) => i18n._(d) };
  const rows = (view.result?.content ?? []) as Row[];
  return (
    <WalletSection title={title} headingOrder={headingOrder}>
      {view.kind !== "announcements" ? (
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => flow.send({ type: "RANGE.PRESET", days: -7 })}><Trans>Previous 7 days</Trans></Button>
          <Button size="xs" variant="light" onClick={() => flow.send({ type: "RANGE.PRESET", days: -30 })}><Trans>Previous 30 days</Trans></Button>
          <Button size="xs" variant="light" onClick={() => flow.send({ type: "RANGE.PRESET", days: 7 })}><Trans>Next 7 days</Trans></Button>
          <Button size="xs" variant="light" onClick={() => flow.send({ type: "RANGE.PRESET", days: 30 })}><Trans>Next 30 days</Trans></Button>
          <Text size="sm" c="dimmed" data-testid="report-range">{formatDay(view.start, language)} – {formatDay(view.end, language)}</Text>
        </Group>
      ) : null}
      {view.loading ? <Loader aria-label={t`Loading`} /> : null}
      {view.failed ? <LoadFailed error={view.error} onRetry={() => flow.send({ type: "REPORT.RETRY" })} /> : null}
      {!view.loading && !view.failed && view.result ? (
        view.kind === "teamOverview" ? (
          <SimpleGrid cols={{ base: 2, sm: 3 }} role="list" aria-label={title}>
            {OVERVIEW_FIGURES.map((figure) => {
              const value = Number(view.result?.[figure.key] ?? 0);
              return (
                <Stack key={figure.key} gap={0} role="listitem">
                  <Text size="sm" c="dimmed">{i18n._(figure.label)}</Text>
                  <Text fw={700}>{figure.money ? format.money(value) : value.toLocaleString()}</Text>
                </Stack>
              );
            })}
          </SimpleGrid>
        ) : rows.length === 0 ? (
          <Text c="dimmed"><Trans>No records in this period.</Trans></Text>
        ) : (
          <Stack>
            <StackedTableContainer minWidth={560}>
              <Table aria-label={title} striped className={STACKED_TABLE}>
                <Table.Thead>
                  <Table.Tr>
                    {REPORT_COLUMNS[view.kind].map((c) => <Table.Th key={c.header.id}>{i18n._(c.header)}</Table.Th>)}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row, i) => (
                    <Table.Tr key={String(row.id ?? row.date ?? row.memberId ?? i)}>
                      {REPORT_COLUMNS[view.kind as Exclude<typeof view.kind, "teamOverview">].map((c) => <Table.Td key={c.header.id} data-label={i18n._(c.header)}>{c.cell(row, format)}</Table.Td>)}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </StackedTableContainer>
            {(view.result.totalPages ?? 1) > 1 ? (
              <Pagination total={view.result.totalPages ?? 1} value={view.pageNo} onChange={(pageNo) => flow.send({ type: "PAGE.SET", pageNo })} {...paginationLabels} />
            ) : null}
          </Stack>
        )
      ) : null}
    </WalletSection>
  );
}
