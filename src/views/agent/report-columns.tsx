import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { AgentReportKind } from "../../../machines/agent-report.machine";
import { CONTRACT_KIND_LABELS } from "../../i18n/agent-messages";
import { TRANSACTION_KIND_LABELS } from "../../i18n/wallet-messages";
import type { ContractKind, TransactionKind } from "../../../contract";

export type Row = Record<string, unknown>;

export interface ReportFormat {
  money: (n: number) => string;
  time: (value: string) => string;
  /** A calendar day ("YYYY-MM-DD") as a date in the page's language. */
  day: (value: string) => string;
  label: (descriptor: MessageDescriptor) => string;
}

export interface Column {
  header: MessageDescriptor;
  cell: (row: Row, f: ReportFormat) => string;
}

const num = (row: Row, key: string) => Number(row[key] ?? 0);
const str = (row: Row, key: string) => String(row[key] ?? "");
const money = (key: string) => (row: Row, f: ReportFormat) => f.money(num(row, key));

function kindLabel(kind: string, f: ReportFormat): string {
  const contract = CONTRACT_KIND_LABELS[kind as ContractKind];
  if (contract) return f.label(contract);
  const transaction = TRANSACTION_KIND_LABELS[kind as TransactionKind];
  if (transaction) return f.label(transaction);
  return kind === "downlineTransfer" ? f.label(msg`Transfer to downline`) : kind;
}

/** The table columns of each report that is a list of rows (team overview is a summary, not a table). */
export const REPORT_COLUMNS: Record<Exclude<AgentReportKind, "teamOverview">, Column[]> = {
  announcements: [
    { header: msg`Time`, cell: (r, f) => f.time(str(r, "time")) },
    { header: msg`Title`, cell: (r) => str(r, "title") },
    { header: msg`Content`, cell: (r) => str(r, "content") },
  ],
  bets: [
    { header: msg`Time`, cell: (r, f) => f.time(str(r, "time")) },
    { header: msg`Game`, cell: (r) => `${str(r, "gameName") || str(r, "gameCode")} (${str(r, "vendor")})` },
    { header: msg`Stake`, cell: money("stake") },
    { header: msg`Payout`, cell: money("payout") },
  ],
  profitStatements: [
    { header: msg`Member`, cell: (r, f) => (r.scope === "self" ? `${str(r, "username")} (${f.label(msg`you`)})` : str(r, "username")) },
    { header: msg`Bets`, cell: money("betAmount") },
    { header: msg`Wins`, cell: money("winAmount") },
    { header: msg`Profit and loss`, cell: money("net") },
    { header: msg`Deposits`, cell: money("depositAmount") },
    { header: msg`Withdrawals`, cell: money("withdrawalAmount") },
  ],
  // Both sides of the differential: what the caller earned as a holder, what it paid its own holders, the net per kind.
  revenue: [
    { header: msg`Date`, cell: (r, f) => f.day(str(r, "date")) },
    { header: msg`Earned`, cell: money("earned") },
    { header: msg`Paid to your holders`, cell: money("paidOut") },
    { header: msg`Dividend`, cell: money("dividend") },
    { header: msg`Daily salary`, cell: money("daily") },
    { header: msg`Hourly salary`, cell: money("hourly") },
    { header: msg`Real-time salary`, cell: money("realtime") },
    { header: msg`Net income`, cell: money("total") },
  ],
  teamTransactions: [
    { header: msg`Time`, cell: (r, f) => f.time(str(r, "time")) },
    { header: msg`Member`, cell: (r) => str(r, "username") },
    { header: msg`Type`, cell: (r, f) => kindLabel(str(r, "kind"), f) },
    { header: msg`Amount`, cell: money("amount") },
  ],
  teamBets: [
    { header: msg`Time`, cell: (r, f) => f.time(str(r, "time")) },
    { header: msg`Member`, cell: (r) => str(r, "username") },
    { header: msg`Game`, cell: (r) => `${str(r, "gameName") || str(r, "gameCode")} (${str(r, "vendor")})` },
    { header: msg`Stake`, cell: money("stake") },
    { header: msg`Payout`, cell: money("payout") },
  ],
  contractPayments: [
    { header: msg`Time`, cell: (r, f) => f.time(str(r, "time")) },
    { header: msg`Type`, cell: (r, f) => kindLabel(str(r, "kind"), f) },
    { header: msg`Holder`, cell: (r) => str(r, "holderName") },
    { header: msg`Direction`, cell: (r, f) => f.label(r.role === "paid" ? msg`Paid to your holder` : msg`Paid to you`) },
    { header: msg`Basis`, cell: money("basis") },
    { header: msg`Rate`, cell: (r) => `${num(r, "rate")}%` },
    { header: msg`Amount`, cell: money("amount") },
    { header: msg`Out of the upline's wage`, cell: money("fromUpline") },
  ],
};

/** Team overview: label and value of each figure. */
export const OVERVIEW_FIGURES: { label: MessageDescriptor; key: string; money?: boolean }[] = [
  { label: msg`Team size`, key: "teamSize" },
  { label: msg`Direct downlines`, key: "directCount" },
  { label: msg`Agents`, key: "agentCount" },
  { label: msg`Members`, key: "memberCount" },
  { label: msg`New members`, key: "newMembers" },
  { label: msg`Active bettors`, key: "activeBettors" },
  { label: msg`Bets placed`, key: "betCount" },
  { label: msg`Bets`, key: "betAmount", money: true },
  { label: msg`Wins`, key: "winAmount", money: true },
  { label: msg`Team balance`, key: "teamBalance", money: true },
];
