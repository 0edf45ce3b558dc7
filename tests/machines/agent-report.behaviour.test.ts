import { agentReportMachine } from "../../machines/agent-report.machine";
import { networkError } from "../fixtures/errors";
import { answer, describeWalks, failure } from "./walks";

// An agent-centre report: the last 7 days by default, a range (read the right way round), the date shortcuts
// (previous or next 7 or 30 days), a filter, paging; a report that could not be read is tried again.
const PAGE = { content: [{ id: "t1", time: "2026-11-22T10:00:00Z", memberId: 11, username: "player1", kind: "wage", amount: 12.5, memo: null }], pageNum: 1, totalPages: 2, total: 21 };
const model = { name: "agentReport", machine: agentReportMachine, input: { kind: "teamTransactions" as const, today: "2026-11-22" } };
const read = answer("fetchAgentReport", PAGE);
const range = (start: string, end: string) => ({ type: "RANGE.SET", start, end });
const preset = (days: number) => ({ type: "RANGE.PRESET", days });
const filter = (value: string) => ({ type: "FILTER.SET", value });
const page = (pageNo: number) => ({ type: "PAGE.SET", pageNo });

describeWalks(model, [
  { name: "the report first reads the last 7 days, page 1, 20 rows", steps: [], state: "loading", requests: { fetchAgentReport: 1 }, context: { start: "2026-11-16", end: "2026-11-22", pageNo: 1, pageSize: 20 } },
  { name: "the rows read are shown", steps: [read], state: "ready", context: { result: PAGE } },
  {
    name: "a range given backwards is read the right way round, from page 1",
    steps: [read, page(2), read, range("2026-11-20", "2026-11-01")],
    state: "loading",
    requests: { fetchAgentReport: 3 },
    context: { start: "2026-11-01", end: "2026-11-20", pageNo: 1 },
  },
  {
    name: "a range given forwards is kept as given",
    steps: [read, range("2026-11-02", "2026-11-19")],
    state: "loading",
    requests: { fetchAgentReport: 2 },
    context: { start: "2026-11-02", end: "2026-11-19" },
  },
  {
    name: "previous 30 days: the 30 days ending today",
    steps: [read, preset(-30)],
    state: "loading",
    requests: { fetchAgentReport: 2 },
    context: { start: "2026-10-24", end: "2026-11-22", pageNo: 1 },
  },
  {
    name: "next 7 days: the 7 days after the current end",
    steps: [read, preset(7)],
    state: "loading",
    requests: { fetchAgentReport: 2 },
    context: { start: "2026-11-23", end: "2026-11-29", pageNo: 1 },
  },
  {
    name: "a filter reads the report again from page 1",
    steps: [read, page(2), read, filter("wage")],
    state: "loading",
    requests: { fetchAgentReport: 3 },
    context: { type: "wage", pageNo: 1 },
  },
  { name: "clearing the filter reads every kind", steps: [read, filter("wage"), read, filter("")], state: "loading", context: { type: undefined } },
  { name: "another page is read", steps: [read, page(2)], state: "loading", requests: { fetchAgentReport: 2 }, context: { pageNo: 2 } },
  { name: "a page below 1 reads page 1", steps: [read, page(2), read, page(0)], state: "loading", requests: { fetchAgentReport: 3 }, context: { pageNo: 1 } },
  { name: "a report that could not be read shows the error", steps: [failure("fetchAgentReport", networkError)], state: "failed", context: { error: networkError } },
  { name: "a report that could not be read is tried again", steps: [failure("fetchAgentReport", networkError), { type: "REPORT.RETRY" }], state: "loading", requests: { fetchAgentReport: 2 } },
  { name: "a range can be chosen after a failed read", steps: [failure("fetchAgentReport", networkError), range("2026-11-02", "2026-11-19")], state: "loading", requests: { fetchAgentReport: 2 } },
]);
