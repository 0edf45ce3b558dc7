import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Loader, NativeSelect, Pagination, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { addDays, type recordsMachine, type RecordsKind } from "../../../machines/records.machine";
import { TRANSACTION_KINDS, type BetRow, type BonusRow, type Profit, type TransactionRow } from "../../../contract";
import { TRANSACTION_KIND_LABELS } from "../../i18n/wallet-messages";
import { formatDateTime, formatDay } from "../common/format-date-time";
import { useLanguage } from "../common/use-language";
import { pickerCalendar } from "../common/picker-calendar";
import { useMoney } from "../common/use-money";
import { LoadFailed } from "./LoadFailed";
import { WalletSection } from "./WalletSection";
import { usePaginationLabels } from "../common/use-pagination-labels";

export type RecordsRef = ActorRefFrom<typeof recordsMachine>;

/** A record page: date range with previous/next 7 or 30 days, a filter, rows and paging (or the profit summary). */
export function Records({ flow, title }: { flow: RecordsRef; title: string }) {
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
      today: s.context.today,
      start: s.context.start,
      end: s.context.end,
      type: s.context.type,
      pageNo: s.context.pageNo,
      result: s.context.result,
      error: s.context.error,
    }),
    shallowEqual,
  );
  const calendarProps = pickerCalendar(language);
  const filters = filterOptions(view.kind, (kind) => i18n._(TRANSACTION_KIND_LABELS[kind as keyof typeof TRANSACTION_KIND_LABELS]));
  return (
    <WalletSection title={title}>
      {/* The days as numbers (day/month/year) and the calendar's headers in the page's language and its calendar. */}
      <DatePickerInput
        {...calendarProps}
        type="range"
        label={t`Date range`}
        value={[view.start, view.end]}
        presets={[
          { value: [addDays(view.today, -6), view.today], label: t`Previous 7 days` },
          { value: [addDays(view.today, -29), view.today], label: t`Previous 30 days` },
        ]}
        onChange={([start, end]) => {
          if (start && end) flow.send({ type: "RANGE.SET", start: String(start).slice(0, 10), end: String(end).slice(0, 10) });
        }}
      />
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={() => flow.send({ type: "RANGE.PRESET", days: -7 })}><Trans>Previous 7 days</Trans></Button>
        <Button size="xs" variant="light" onClick={() => flow.send({ type: "RANGE.PRESET", days: -30 })}><Trans>Previous 30 days</Trans></Button>
        <Button size="xs" variant="light" onClick={() => flow.send({ type: "RANGE.PRESET", days: 7 })}><Trans>Next 7 days</Trans></Button>
        <Button size="xs" variant="light" onClick={() => flow.send({ type: "RANGE.PRESET", days: 30 })}><Trans>Next 30 days</Trans></Button>
      </Group>
      {filters.length > 0 ? (
        <NativeSelect
          label={t`Filter`}
          data={[{ value: "", label: t`All` }, ...filters]}
          value={view.type ?? ""}
          onChange={(e) => flow.send({ type: "FILTER.SET", value: e.currentTarget.value })}
        />
      ) : null}
      <Text size="sm" c="dimmed" data-testid="records-range">{formatDay(view.start, language)} – {formatDay(view.end, language)}</Text>
      {view.loading ? <Loader aria-label={t`Loading`} /> : null}
      {view.failed ? <LoadFailed error={view.error} onRetry={() => flow.send({ type: "RECORDS.RETRY" })} /> : null}
      {!view.loading && !view.failed && view.result ? (
        view.kind === "profit" ? (
          <ProfitSummary profit={view.result as unknown as Profit} money={money} />
        ) : (
          <Stack>
            <RecordRows kind={view.kind} rows={view.result.content ?? []} money={money} time={(v) => formatDateTime(v, language)} label={(k) => i18n._(TRANSACTION_KIND_LABELS[k as keyof typeof TRANSACTION_KIND_LABELS])} />
            <Pagination total={view.result.totalPages ?? 1} value={view.pageNo} onChange={(pageNo) => flow.send({ type: "PAGE.SET", pageNo })} {...paginationLabels} />
          </Stack>
        )
      ) : null}
    </WalletSection>
  );
}

function filterOptions(kind: RecordsKind, label: (kind: string) => string) {
  if (kind === "transactions") return TRANSACTION_KINDS.filter((k) => k !== "opening").map((k) => ({ value: k, label: label(k) }));
  if (kind === "bonus") return (["bonus", "wage"] as const).map((k) => ({ value: k, label: label(k) }));
  if (kind === "bets") return [{ value: "DEMO", label: "DEMO" }];
  return [];
}

function ProfitSummary({ profit, money }: { profit: Profit; money: (n: number) => string }) {
  const { t } = useLingui();
  const items = [
    [t`Bets`, money(profit.betAmount)],
    [t`Wins`, money(profit.winAmount)],
    [t`Profit and loss`, money(profit.net)],
    [t`Deposits`, money(profit.depositAmount)],
    [t`Withdrawals`, money(profit.withdrawalAmount)],
    [t`Bonuses`, money(profit.bonusAmount)],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} aria-label={t`Profit and loss`} role="list">
      {items.map(([name, value]) => (
        <Stack key={name} gap={0} role="listitem">
          <Text size="sm" c="dimmed">{name}</Text>
          <Text fw={700}>{value}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function RecordRows({ kind, rows, money, time, label }: { kind: RecordsKind; rows: unknown[]; money: (n: number) => string; time: (v: string) => string; label: (k: string) => string }) {
  const { t } = useLingui();
  if (rows.length === 0) return <Text c="dimmed"><Trans>No records in this range.</Trans></Text>;
  if (kind === "bets") {
    return (
      <Table.ScrollContainer minWidth={0}>
        <Table aria-label={t`Records`} horizontalSpacing="xs" fz="sm">
          <Table.Thead><Table.Tr><Table.Th><Trans>Time</Trans></Table.Th><Table.Th><Trans>Game</Trans></Table.Th><Table.Th><Trans>Stake</Trans></Table.Th><Table.Th><Trans>Payout</Trans></Table.Th><Table.Th><Trans>Result</Trans></Table.Th></Table.Tr></Table.Thead>
          <Table.Tbody>
            {(rows as BetRow[]).map((r) => (
              <Table.Tr key={r.id}><Table.Td>{time(r.time)}</Table.Td><Table.Td style={BREAK_ANYWHERE}>{r.gameName ?? r.gameCode} ({r.vendor})</Table.Td><Table.Td>{money(r.stake)}</Table.Td><Table.Td>{money(r.payout)}</Table.Td><Table.Td>{money(r.net)}</Table.Td></Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table aria-label={t`Records`} horizontalSpacing="xs" fz="sm">
        <Table.Thead><Table.Tr><Table.Th><Trans>Time</Trans></Table.Th><Table.Th><Trans>Type</Trans></Table.Th><Table.Th><Trans>Amount</Trans></Table.Th><Table.Th><Trans>Note</Trans></Table.Th></Table.Tr></Table.Thead>
        <Table.Tbody>
          {(rows as (TransactionRow | BonusRow)[]).map((r) => (
            <Table.Tr key={r.id}><Table.Td>{time(r.time)}</Table.Td><Table.Td>{label(r.kind)}</Table.Td><Table.Td>{money(r.amount)}</Table.Td><Table.Td style={BREAK_ANYWHERE}>{r.memo ?? ""}</Table.Td></Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Codes and notes without spaces (PG/PG_0001 #12) break where they must instead of widening the page at 360 px. */
const BREAK_ANYWHERE = { overflowWrap: "anywhere" } as const;
