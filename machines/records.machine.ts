import { assign, setup } from "xstate";
import type { ErrorInfo } from "../contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

export type RecordsKind = "transactions" | "bets" | "profit" | "bonus";
export type RecordsQueryInput = { kind: RecordsKind; start: string; end: string; type?: string; pageNo: number };
/** A page of rows, or the profit summary (the views know which by kind). */
export type RecordsResult = { content?: unknown[]; pageNum?: number; totalPages?: number; total?: number } & Record<string, unknown>;

export interface RecordsContext {
  kind: RecordsKind;
  today: string;
  start: string;
  end: string;
  type?: string;
  pageNo: number;
  result?: RecordsResult;
  error?: ErrorInfo;
}

export type RecordsEvent =
  | { type: "RANGE.SET"; start: string; end: string }
  | { type: "RANGE.PRESET"; days: -30 | -7 | 7 | 30 }
  | { type: "FILTER.SET"; value?: string }
  | { type: "PAGE.SET"; pageNo: number }
  | { type: "RECORDS.RETRY" };

/** `YYYY-MM-DD` plus `days` (pure calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Previous N days: the N days ending today. Next N days: the N days after the current end. */
export function presetRange(days: number, today: string, end: string): { start: string; end: string } {
  if (days < 0) return { start: addDays(today, days + 1), end: today };
  return { start: addDays(end, 1), end: addDays(end, days) };
}

/** One record page (transaction history, betting records, profit and loss, bonus details): range, filter, paging. */
export const recordsMachine = setup({
  types: { context: {} as RecordsContext, events: {} as RecordsEvent, input: {} as { kind: RecordsKind; today: string } },
  actors: { fetchRecords: promiseNotProvided<RecordsResult, RecordsQueryInput>("fetchRecords") },
}).createMachine({
  id: "records",
  description: "One record page — transaction history, betting records, profit and loss, or bonus details — for a date range (the last 7 days at first), with a type filter and paging.",
  meta: { spec: ["2 Screens and routes › Member centre pages", "9 Business constants and limits"], screen: "Member centre: records page" },
  context: ({ input }) => ({ kind: input.kind, today: input.today, start: addDays(input.today, -6), end: input.today, pageNo: 1 }),
  initial: "loading",
  on: {
    "RANGE.SET": {
      target: ".loading",
      description: "The player picks start and end dates (swapped if given the wrong way round); back to page 1.",
      actions: assign(({ event }) => ({ start: event.start <= event.end ? event.start : event.end, end: event.start <= event.end ? event.end : event.start, pageNo: 1 })),
    },
    "RANGE.PRESET": {
      target: ".loading",
      description: "The player picks a shortcut: previous or next 7 or 30 days.",
      actions: assign(({ context, event }) => ({ ...presetRange(event.days, context.today, context.end), pageNo: 1 })),
    },
    "FILTER.SET": { target: ".loading", description: "The player picks a record type to filter by (or all).", actions: assign({ type: ({ event }) => event.value || undefined, pageNo: 1 }) },
  },
  states: {
    loading: {
      description: "Fetching the records for the chosen dates, filter and page.",
      invoke: {
        id: "fetchRecords",
        src: "fetchRecords",
        input: ({ context }) => ({ kind: context.kind, start: context.start, end: context.end, type: context.type, pageNo: context.pageNo }),
        onDone: { target: "ready", description: "The records are shown.", actions: assign({ result: ({ event }) => event.output, error: undefined }) },
        onError: { target: "failed", description: "The records could not be fetched.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    ready: {
      description: "The records are shown.",
      on: { "PAGE.SET": { target: "loading", description: "The player goes to another page.", actions: assign({ pageNo: ({ event }) => Math.max(1, event.pageNo) }) } },
    },
    failed: { description: "The records could not be loaded; the player can retry.", on: { "RECORDS.RETRY": { target: "loading", description: "The player tries again." } } },
  },
});
