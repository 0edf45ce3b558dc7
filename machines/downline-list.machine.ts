import { assign, setup } from "xstate";
import type { DownlineRow, ErrorInfo } from "../contract";
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
  description: "An agent's list of downlines (team management), searchable by username and paged; it reloads after a transfer or a contract change.",
  meta: { spec: ["2 Screens and routes › Agent centre pages", "6 Roles and permissions"], screen: "Agent centre: downline management" },
  context: { keywordText: "", query: { keyword: "", pageNo: 1 } },
  initial: "loading",
  on: {
    "SEARCH.CHANGE": { description: "The agent types a username to search for.", actions: assign({ keywordText: ({ event }) => event.text }) },
  },
  states: {
    loading: {
      description: "Fetching a page of downlines.",
      invoke: {
        id: "fetchDownlines",
        src: "fetchDownlines",
        input: ({ context }) => context.query,
        onDone: { target: "ready", description: "The page of downlines is shown.", actions: assign({ page: ({ event }) => event.output, error: undefined }) },
        onError: { target: "failed", description: "The list could not be fetched.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    ready: {
      description: "A page of downlines is shown.",
      on: {
        "SEARCH.SUBMIT": { target: "loading", description: "The agent searches: the first page of matches is fetched.", actions: assign({ query: ({ context }) => ({ keyword: context.keywordText.trim(), pageNo: 1 }) }) },
        "SEARCH.CLEAR": { target: "loading", description: "The agent clears the search: all downlines again.", actions: assign({ keywordText: "", query: { keyword: "", pageNo: 1 } }) },
        "PAGE.SET": { target: "loading", description: "The agent goes to another page.", actions: assign({ query: ({ context, event }) => ({ ...context.query, pageNo: Math.max(1, event.pageNo) }) }) },
        "DOWNLINES.RELOAD": { target: "loading", description: "Something changed (a transfer or a contract): the list is fetched again." },
      },
    },
    failed: { description: "The list could not be loaded; the agent can retry.", on: { "DOWNLINES.RETRY": { target: "loading", description: "The agent tries again." } } },
  },
});
