import { recordsMachine, type RecordsContext } from "../../machines/records.machine";
import type { PathModel } from "../paths/generate-paths";
import { networkError } from "../fixtures/errors";
import { transactionsPage } from "../fixtures/wallet";
import { INPUT, recordsOracle } from "./records.oracle";

export const recordsModel: PathModel<typeof recordsMachine> = {
  name: "records",
  machine: recordsMachine,
  input: INPUT,
  oracle: recordsOracle,
  payloads: {
    "xstate.done.actor.fetchRecords": () => [{ type: "xstate.done.actor.fetchRecords", output: transactionsPage() }],
    "xstate.error.actor.fetchRecords": () => [{ type: "xstate.error.actor.fetchRecords", error: networkError }],
    // Backwards, in order, and a single day.
    "RANGE.SET": () => [
      { type: "RANGE.SET", start: "2026-02-20", end: "2026-02-01" },
      { type: "RANGE.SET", start: "2026-01-05", end: "2026-01-31" },
      { type: "RANGE.SET", start: "2026-02-10", end: "2026-02-10" },
    ],
    "RANGE.PRESET": () => [-7, -30, 7, 30].map((days) => ({ type: "RANGE.PRESET", days })),
    "FILTER.SET": () => [
      { type: "FILTER.SET", value: "deposit" },
      { type: "FILTER.SET", value: "" },
    ],
    "PAGE.SET": () => [
      { type: "PAGE.SET", pageNo: 2 },
      { type: "PAGE.SET", pageNo: 0 },
    ],
  },
  // Bounded: whether the range still ends today (a "next" preset then counts from another end), paged, filtered.
  contextKey: (context: RecordsContext) => [context.end === context.today, context.pageNo > 1, context.type !== undefined],
};
