import { Trans } from "@lingui/react/macro";
import { Badge, Table } from "@mantine/core";
import type { ReactNode } from "react";
import { formatDateTime } from "../common/format-date-time";
import { useLanguage } from "../common/use-language";
import { useMoney } from "../common/use-money";

const FULL_LABEL = { root: { overflow: "visible" }, label: { overflow: "visible" } } as const;

export type RequestRow = { id: number; createdAt: string; amount: number; status: { label: string; color: string }; action?: ReactNode };

/** The recent deposit or withdrawal requests: number, time, amount, status and an optional action. */
export function RequestTable({ label, rows, withAction = false }: { label: string; rows: RequestRow[]; withAction?: boolean }) {
  const language = useLanguage();
  const money = useMoney();
  return (
    <Table aria-label={label}>
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
            <Table.Td>{row.id}</Table.Td>
            <Table.Td>{formatDateTime(row.createdAt, language)}</Table.Td>
            <Table.Td>{money(row.amount)}</Table.Td>
            <Table.Td>
              {/* The status in full (a narrow table cut it to "อนุมั…"): the other columns wrap instead. */}
              <Badge color={row.status.color} styles={FULL_LABEL} data-testid="request-status">{row.status.label}</Badge>
            </Table.Td>
            {withAction ? <Table.Td>{row.action}</Table.Td> : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
