import { agentReportMachine } from "../../machines/agent-report.machine";
import type { PathModel } from "../paths/generate-paths";
import { networkError } from "../fixtures/errors";
import { agentReportOracle } from "./agent-report.oracle";

export const agentReportModel: PathModel<typeof agentReportMachine> = {
  name: "agentReport",
  machine: agentReportMachine,
  input: { kind: "teamTransactions", today: "2026-11-22" },
  oracle: agentReportOracle,
  payloads: {
    "xstate.done.actor.fetchAgentReport": () => [
      {
        type: "xstate.done.actor.fetchAgentReport",
        output: { content: [{ id: "t1", time: "2026-11-22T10:00:00Z", memberId: 11, username: "player1", kind: "wage", amount: 12.5, memo: null }], pageNum: 1, totalPages: 2, total: 21 },
      },
    ],
    "xstate.error.actor.fetchAgentReport": () => [{ type: "xstate.error.actor.fetchAgentReport", error: networkError }],
    // Backwards (read the right way round), forwards, and a single day.
    "RANGE.SET": () => [
      { type: "RANGE.SET", start: "2026-11-20", end: "2026-11-01" },
      { type: "RANGE.SET", start: "2026-11-02", end: "2026-11-19" },
      { type: "RANGE.SET", start: "2026-11-05", end: "2026-11-05" },
    ],
    "RANGE.PRESET": () => [{ type: "RANGE.PRESET", days: -30 }, { type: "RANGE.PRESET", days: 7 }],
    "FILTER.SET": () => [
      { type: "FILTER.SET", value: "wage" },
      { type: "FILTER.SET", value: "" },
    ],
    "PAGE.SET": () => [
      { type: "PAGE.SET", pageNo: 2 },
      { type: "PAGE.SET", pageNo: 0 },
    ],
  },
};
