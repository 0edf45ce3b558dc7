import { recordsMachine } from "../../machines/records.machine";
import type { PathModel } from "../paths/generate-paths";
import { networkError } from "../fixtures/errors";
import { transactionsPage } from "../fixtures/wallet";

export const recordsModel: PathModel<typeof recordsMachine> = {
  name: "records",
  machine: recordsMachine,
  input: { kind: "transactions", today: "2026-11-22" },
  payloads: {
    "xstate.done.actor.fetchRecords": () => [{ type: "xstate.done.actor.fetchRecords", output: transactionsPage() }],
    "xstate.error.actor.fetchRecords": () => [{ type: "xstate.error.actor.fetchRecords", error: networkError }],
    "RANGE.SET": () => [{ type: "RANGE.SET", start: "2026-11-20", end: "2026-11-01" }],
    "RANGE.PRESET": () => [{ type: "RANGE.PRESET", days: -30 }, { type: "RANGE.PRESET", days: 7 }],
    "FILTER.SET": () => [{ type: "FILTER.SET", value: "deposit" }],
    "PAGE.SET": () => [{ type: "PAGE.SET", pageNo: 2 }],
  },
};
