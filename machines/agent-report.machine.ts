import { assign, setup } from "xstate";
import type { ErrorInfo } from "../contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";
import { addDays, presetRange } from "./records.machine";

/** The agent centre's read-only pages, each one agent call (contract/agent.ts). */
export type AgentReportKind =
  | "announcements"
  | "teamOverview"
  | "profitStatements"
  | "revenue"
  | "teamTransactions"
  | "teamBets"
  | "contractPayments"
  | "bets";

export type AgentReportInput = { kind: AgentReportKind; start: string; end: string; type?: string; pageNo: number; pageSize: number };
/** The call's answer; the views know its shape by kind. */
export type AgentReportResult = { content?: unknown[]; pageNum?: number; totalPages?: number; total?: number } & Record<string, unknown>;

export interface AgentReportContext {
  kind: AgentReportKind;
  today: string;
  start: string;
  end: string;
  type?: string;
  pageNo: number;
  pageSize: number;
  result?: AgentReportResult;
  error?: ErrorInfo;
}

export type AgentReportEvent =
  | { type: "RANGE.SET"; start: string; end: string }
  | { type: "RANGE.PRESET"; days: -30 | -7 | 7 | 30 }
  | { type: "FILTER.SET"; value?: string }
  | { type: "PAGE.SET"; pageNo: number }
  | { type: "REPORT.RETRY" };

/** One agent-centre report (team overview, team betting, transactions, income, payments...): range, filter, paging. */
export const agentReportMachine = setup({
  types: {
    context: {} as AgentReportContext,
    events: {} as AgentReportEvent,
    input: {} as { kind: AgentReportKind; today: string; type?: string; pageSize?: number },
  },
  actors: { fetchAgentReport: promiseNotProvided<AgentReportResult, AgentReportInput>("fetchAgentReport") },
}).createMachine({
  id: "agentReport",
  description: "One of the agent centre's read-only reports (team overview, team betting, team transactions, income, payments and so on) for a date range (the last 7 days at first), with a filter and paging.",
  meta: { spec: ["2 Screens and routes › Agent centre pages", "6 Roles and permissions"], screen: "Agent centre: report page" },
  context: ({ input }) => ({
    kind: input.kind,
    today: input.today,
    start: addDays(input.today, -6),
    end: input.today,
    type: input.type,
    pageNo: 1,
    pageSize: input.pageSize ?? 20,
  }),
  initial: "loading",
  on: {
    "RANGE.SET": {
      target: ".loading",
      description: "The agent picks start and end dates; back to page 1.",
      actions: assign(({ event }) => ({ start: event.start <= event.end ? event.start : event.end, end: event.start <= event.end ? event.end : event.start, pageNo: 1 })),
    },
    "RANGE.PRESET": { target: ".loading", description: "The agent picks a shortcut: previous or next 7 or 30 days.", actions: assign(({ context, event }) => ({ ...presetRange(event.days, context.today, context.end), pageNo: 1 })) },
    "FILTER.SET": { target: ".loading", description: "The agent picks a filter (or all).", actions: assign({ type: ({ event }) => event.value || undefined, pageNo: 1 }) },
  },
  states: {
    loading: {
      description: "Fetching the report for the chosen dates, filter and page.",
      invoke: {
        id: "fetchAgentReport",
        src: "fetchAgentReport",
        input: ({ context }) => ({ kind: context.kind, start: context.start, end: context.end, type: context.type, pageNo: context.pageNo, pageSize: context.pageSize }),
        onDone: { target: "ready", description: "The report is shown.", actions: assign({ result: ({ event }) => event.output, error: undefined }) },
        onError: { target: "failed", description: "The report could not be fetched.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    ready: { description: "The report is shown.", on: { "PAGE.SET": { target: "loading", description: "The agent goes to another page.", actions: assign({ pageNo: ({ event }) => Math.max(1, event.pageNo) }) } } },
    failed: { description: "The report could not be loaded; the agent can retry.", on: { "REPORT.RETRY": { target: "loading", description: "The agent tries again." } } },
  },
});
