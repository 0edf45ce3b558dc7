import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Table } from "@mantine/core";
import type { ReactNode } from "react";
import { formatDateTime } from "../common/format-date-time";
import { useLanguage } from "../common/use-language";
import { useMoney } from "../common/use-money";
import { STACKED_TABLE } from "../common/StackedTable";

const FULL_LABEL = { root: { overflow: "visible" }, label: { overflow: "visible" } } as const;

export type RequestRow = { id: number; createdAt: string; amount: number; status: { label: string; color: string }; action?: ReactNode };

/**
 * The recent deposit or withdrawal requests: number, time, amount, status and an optional action (on phones each
 * request is a card, its action a full line: the receipt confirmation stays on screen at 360 px).
 */
export function RequestTable({ label, rows, withAction = false }: { label: string; rows: RequestRow[]; withAction?: boolean }) {
  const { t } = useLingui();
  const language = useLanguage();
  const money = useMoney();
  return (
    <Table aria-label={label} className={STACKED_TABLE}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>#</Table.Th>
          <Table.Th><Trans>Time</Trans></Table.Th>
          <Table.Th><Trans>Amount</Trans></Table.Th>
          <Table.Th><Trans>Status</Trans></Table.Th>
          {withAction ? <Table.Th /> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td data-label="#">{row.id}</Table.Td>
            <Table.Td data-label={t`Time`}>{formatDateTime(row.createdAt, language)}</Table.Td>
            <Table.Td data-label={t`Amount`}>{money(row.amount)}</Table.Td>
            <Table.Td data-label={t`Status`}>
              {/* The status in full (a narrow table cut it to "อนุมั…"): the other columns wrap instead. */}
              <Badge color={row.status.color} styles={FULL_LABEL} data-testid="request-status">{row.status.label}</Badge>
            </Table.Td>
            {withAction ? <Table.Td data-label="">{row.action}</Table.Td> : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
