import { assign, setup } from "xstate";
import type { DownlineRow, ErrorInfo } from "../src/contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

export type DownlineQuery = { keyword: string; pageNo: number };
export type DownlinePage = { content: DownlineRow[]; pageNum: number; totalPages: number; total: number };

export interface DownlineListContext {
  /** What the search box holds; `query` is what the shown page was asked with. */
  keywordText: string;
  query: DownlineQuery;
  page?: DownlinePage;
  error?: ErrorInfo;
}

export type DownlineListEvent =
  | { type: "SEARCH.CHANGE"; text: string }
  | { type: "SEARCH.SUBMIT" }
  | { type: "SEARCH.CLEAR" }
  | { type: "PAGE.SET"; pageNo: number }
  | { type: "DOWNLINES.RELOAD" }
  | { type: "DOWNLINES.RETRY" };

/** The agent's downlines: a search by username and paging; a reload after a transfer or a contract change. */
export const downlineListMachine = setup({
  types: { context: {} as DownlineListContext, events: {} as DownlineListEvent },
  actors: { fetchDownlines: promiseNotProvided<DownlinePage, DownlineQuery>("fetchDownlines") },
}).createMachine({
  id: "downlineList",
  context: { keywordText: "", query: { keyword: "", pageNo: 1 } },
  initial: "loading",
  on: {
    "SEARCH.CHANGE": { actions: assign({ keywordText: ({ event }) => event.text }) },
  },
  states: {
    loading: {
      invoke: {
        id: "fetchDownlines",
        src: "fetchDownlines",
        input: ({ context }) => context.query,
        onDone: { target: "ready", actions: assign({ page: ({ event }) => event.output, error: undefined }) },
        onError: { target: "failed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    ready: {
      on: {
        "SEARCH.SUBMIT": { target: "loading", actions: assign({ query: ({ context }) => ({ keyword: context.keywordText.trim(), pageNo: 1 }) }) },
        "SEARCH.CLEAR": { target: "loading", actions: assign({ keywordText: "", query: { keyword: "", pageNo: 1 } }) },
        "PAGE.SET": { target: "loading", actions: assign({ query: ({ context, event }) => ({ ...context.query, pageNo: Math.max(1, event.pageNo) }) }) },
        "DOWNLINES.RELOAD": "loading",
      },
    },
    failed: { on: { "DOWNLINES.RETRY": "loading" } },
  },
});
