import type { EventObject } from "xstate";
import type { Oracle, StepExpectation } from "../paths/oracle";

type Phase = "loading" | "ready" | "failed";

/**
 * The agent's downline list (team management): a search by username (trimmed, from page 1), paging from page 1
 * (spec section 9: default paging pageNo 1), a reload that asks again with the same search and page.
 */
export interface DownlineListFlow {
  phase: Phase;
  typed: string;
  query: { keyword: string; pageNo: number };
  page?: { total: number };
}

function follow(events: readonly EventObject[]): { flow: DownlineListFlow; expectation: StepExpectation } {
    let phase: Phase = "loading";
    let page: DownlineListFlow["page"];
    let typed = "";
    let query = { keyword: "", pageNo: 1 };
    const load = (): StepExpectation => {
      phase = "loading";
      return { requests: [{ id: "fetchDownlines", input: { ...query } }], context: { query: { ...query } } };
    };
    let expectation: StepExpectation = load();
    for (const e of events) {
      const event = e as EventObject & Record<string, unknown>;
      const need = (...phases: Phase[]) => {
        if (!phases.includes(phase)) throw new Error(`${event.type} cannot happen while the list is ${phase}`);
      };
      switch (event.type) {
        case "xstate.done.actor.fetchDownlines":
          need("loading");
          phase = "ready";
          page = event.output as DownlineListFlow["page"];
          expectation = { context: { page: event.output, error: undefined } };
          break;
        case "xstate.error.actor.fetchDownlines":
          need("loading");
          phase = "failed";
          expectation = { context: { error: event.error } };
          break;
        case "SEARCH.CHANGE":
          typed = event.text as string;
          expectation = { context: { keywordText: typed } };
          break;
        case "SEARCH.SUBMIT":
          need("ready");
          query = { keyword: typed.trim(), pageNo: 1 };
          expectation = load();
          break;
        case "SEARCH.CLEAR":
          need("ready");
          typed = "";
          query = { keyword: "", pageNo: 1 };
          expectation = load();
          expectation.context = { ...expectation.context, keywordText: "" };
          break;
        case "PAGE.SET":
          need("ready");
          query = { ...query, pageNo: Math.max(1, event.pageNo as number) };
          expectation = load();
          break;
        case "DOWNLINES.RELOAD":
          need("ready");
          expectation = load();
          break;
        case "DOWNLINES.RETRY":
          need("failed");
          expectation = load();
          break;
        default:
          throw new Error(`the downline-list oracle does not know ${event.type}`);
      }
    }
    return { flow: { phase, typed, query, page }, expectation };
}

/** The list after the path's events (the view tests draw the screen from it). */
export const followDownlineList = (events: readonly EventObject[]): DownlineListFlow => follow(events).flow;

export const downlineListOracle: Oracle = { step: (events) => follow(events).expectation };
