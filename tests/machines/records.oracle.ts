import type { EventObject } from "xstate";
import type { Oracle, StepExpectation } from "../paths/oracle";

/** The model's input: transaction history, today (Bangkok) 2026-03-02, so ranges cross a month end. */
export const INPUT = { kind: "transactions", today: "2026-03-02" } as const;

/** Calendar days after `date` (negative: before), written here apart from the machine's own arithmetic. */
function plusDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** The query a record page holds, from the path's events (docs/features.md records calls: start, end, type, pageNo). */
export interface RecordsQuery {
  phase: "loading" | "ready" | "failed";
  start: string;
  end: string;
  type?: string;
  pageNo: number;
}

function apply(q: RecordsQuery, event: EventObject & Record<string, unknown>): StepExpectation {
  const fetch = () => {
    q.phase = "loading";
    return { requests: [{ id: "fetchRecords", input: { kind: INPUT.kind, start: q.start, end: q.end, type: q.type, pageNo: q.pageNo } }] };
  };
  switch (event.type) {
    case "RANGE.SET": {
      // A range picked backwards is read the right way round; a new range starts at page 1.
      const [start, end] = [event.start as string, event.end as string].sort();
      Object.assign(q, { start, end, pageNo: 1 });
      return fetch();
    }
    case "RANGE.PRESET": {
      const days = event.days as number;
      // Previous N days: the N days ending today. Next N days: the N days after the current end.
      if (days < 0) Object.assign(q, { start: plusDays(INPUT.today, days + 1), end: INPUT.today });
      else Object.assign(q, { start: plusDays(q.end, 1), end: plusDays(q.end, days) });
      q.pageNo = 1;
      return fetch();
    }
    case "FILTER.SET":
      q.type = (event.value as string | undefined) || undefined;
      q.pageNo = 1;
      return fetch();
    case "PAGE.SET":
      q.pageNo = Math.max(1, event.pageNo as number);
      return fetch();
    case "RECORDS.RETRY":
      return fetch();
    case "xstate.done.actor.fetchRecords":
      q.phase = "ready";
      return { context: { result: event.output, error: undefined } };
    case "xstate.error.actor.fetchRecords":
      q.phase = "failed";
      return { context: { error: event.error } };
  }
  return {};
}

function run(events: readonly EventObject[]) {
  // Default: the last 7 days, today included.
  const query: RecordsQuery = { phase: "loading", start: "2026-02-24", end: INPUT.today, pageNo: 1 };
  let expectation: StepExpectation = { requests: [{ id: "fetchRecords", input: { kind: INPUT.kind, start: query.start, end: query.end, type: undefined, pageNo: 1 } }] };
  for (const event of events) expectation = apply(query, event as EventObject & Record<string, unknown>);
  return { query, expectation };
}

export function queryAfter(events: readonly EventObject[]): RecordsQuery {
  return run(events).query;
}

export const recordsOracle: Oracle = {
  step(events) {
    const { query: q, expectation } = run(events);
    return { ...expectation, context: { ...expectation.context, start: q.start, end: q.end, type: q.type, pageNo: q.pageNo } };
  },
};
