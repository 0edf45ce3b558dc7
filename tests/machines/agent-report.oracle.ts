import type { EventObject } from "xstate";
import type { Oracle, StepExpectation } from "../paths/oracle";

/** The model's input (agent-report.model.ts): team transactions, today 2026-11-22, the default page size 20. */
const KIND = "teamTransactions";
const TODAY = "2026-11-22";
const PAGE_SIZE = 20;

/** A calendar day `days` after `date` (yyyy-MM-dd). */
function shift(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

type Phase = "loading" | "ready" | "failed";

export interface AgentReportFlow {
  phase: Phase;
  start: string;
  end: string;
  type?: string;
  pageNo: number;
}

/**
 * The report's range starts as the 7 days ending today; "Previous N days" is the N days ending today, "Next N days"
 * the N days after the shown end; a range typed backwards is read the right way round. Every change of range or
 * filter starts again from page 1 (spec section 9: default paging pageNo 1).
 */
function follow(events: readonly EventObject[]): { flow: AgentReportFlow; expectation: StepExpectation } {
  const flow: AgentReportFlow = { phase: "loading", start: shift(TODAY, -6), end: TODAY, pageNo: 1 };
  const load = (): StepExpectation => {
    flow.phase = "loading";
    return { requests: [{ id: "fetchAgentReport", input: { kind: KIND, start: flow.start, end: flow.end, type: flow.type, pageNo: flow.pageNo, pageSize: PAGE_SIZE } }] };
  };
  let expectation = load();
  for (const e of events) {
    const event = e as EventObject & Record<string, unknown>;
    const need = (phase: Phase) => {
      if (flow.phase !== phase) throw new Error(`${event.type} cannot happen while the report is ${flow.phase}`);
    };
    switch (event.type) {
      case "xstate.done.actor.fetchAgentReport":
        need("loading");
        flow.phase = "ready";
        expectation = { context: { result: event.output, error: undefined } };
        break;
      case "xstate.error.actor.fetchAgentReport":
        need("loading");
        flow.phase = "failed";
        expectation = { context: { error: event.error } };
        break;
      case "RANGE.SET": {
        const [a, b] = [event.start as string, event.end as string];
        Object.assign(flow, { start: a <= b ? a : b, end: a <= b ? b : a, pageNo: 1 });
        expectation = load();
        break;
      }
      case "RANGE.PRESET": {
        const days = event.days as number;
        if (days < 0) Object.assign(flow, { start: shift(TODAY, days + 1), end: TODAY, pageNo: 1 });
        else Object.assign(flow, { start: shift(flow.end, 1), end: shift(flow.end, days), pageNo: 1 });
        expectation = load();
        break;
      }
      case "FILTER.SET":
        // "All" is no filter.
        Object.assign(flow, { type: (event.value as string | undefined) || undefined, pageNo: 1 });
        expectation = load();
        break;
      case "PAGE.SET":
        need("ready");
        flow.pageNo = Math.max(1, event.pageNo as number);
        expectation = load();
        break;
      case "REPORT.RETRY":
        need("failed");
        expectation = load();
        break;
      default:
        throw new Error(`the agent-report oracle does not know ${event.type}`);
    }
    expectation.context = { ...expectation.context, start: flow.start, end: flow.end, pageNo: flow.pageNo };
  }
  return { flow, expectation };
}

/** The report after the path's events (the view tests draw the screen from it). */
export const followAgentReport = (events: readonly EventObject[]): AgentReportFlow => follow(events).flow;

export const agentReportOracle: Oracle = { step: (events) => follow(events).expectation };
