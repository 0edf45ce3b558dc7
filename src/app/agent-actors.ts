import { fromPromise } from "xstate";
import { CONTRACT_CALL } from "../../contract/agent-calls";
import { CONSOLIDATED_KEYS, type AffiliateApplicationAnswer, type Consolidated, type ContractAnswer, type DownlineTransferAnswer, type RegisterDownlineAnswer, type RegisterDownlineRequest } from "../../contract";
import { consolidatedSchema } from "../../contract/agent";
import type { ApiClient } from "../api/http-client";
import type { ContractCallInput, ContractPageData } from "../../machines/contract.machine";
import type { DownlinePage, DownlineQuery } from "../../machines/downline-list.machine";
import type { AgentReportInput, AgentReportResult } from "../../machines/agent-report.machine";
import type { AffiliateApplicationSend } from "../../machines/affiliate-application.machine";
import { sessionCache } from "./storage";

export const DOWNLINE_PAGE_SIZE = 10;
/** The offer form lists this many direct downlines (the newest first). */
const OFFER_DOWNLINES = 99;

const REPORT_CALLS = {
  announcements: "agentAnnouncements",
  teamOverview: "teamOverview",
  profitStatements: "profitStatements",
  revenue: "revenueReport",
  teamTransactions: "downlineTransactions",
  teamBets: "teamBets",
  contractPayments: "contractPayments",
  bets: "bettingRecords",
} as const;

/** The agent centre's actors on the API client. */
export function createAgentActors(api: ApiClient) {
  const freshConsolidated = async (signal?: AbortSignal): Promise<Consolidated> => {
    const value = await api.request("consolidated", { signal });
    sessionCache.write("consolidated", value);
    return value;
  };
  return {
    /** Cached in session storage under `consolidated` (spec.md section 4); `fresh` after a contract changed. */
    loadConsolidated: fromPromise<Consolidated, { fresh: boolean }>(({ input, signal }) =>
      input.fresh ? freshConsolidated(signal) : sessionCache.through("consolidated", consolidatedSchema, () => freshConsolidated(signal)),
    ),
    fetchDownlines: fromPromise<DownlinePage, DownlineQuery>(({ input, signal }) =>
      api.request("downlines", { query: { pageNo: input.pageNo, pageSize: DOWNLINE_PAGE_SIZE, type: input.keyword || undefined }, signal }),
    ),
    registerDownline: fromPromise<RegisterDownlineAnswer, RegisterDownlineRequest>(({ input, signal }) => api.request("registerDownline", { body: input, signal })),
    submitApplication: fromPromise<AffiliateApplicationAnswer, AffiliateApplicationSend>(({ input, signal }) =>
      api.request("affiliateApply", { body: input.request, idempotencyKey: input.key, signal }),
    ),
    transferToDownline: fromPromise<DownlineTransferAnswer, { downlineId: number; amount: string; key: string }>(({ input, signal }) =>
      api.request("transferToDownline", { body: { downlineId: input.downlineId, amount: input.amount }, idempotencyKey: input.key, signal }),
    ),
    loadContracts: fromPromise<ContractPageData, { kind: ContractCallInput["kind"]; agent: boolean }>(async ({ input, signal }) => {
      const [list, downlines, consolidated] = await Promise.all([
        api.request(CONTRACT_CALL[input.kind], { body: { action: "list" }, signal }),
        // A plain member (a contract holder, not an agent) has no downlines to offer to: the agent call is not made.
        input.agent ? api.request("downlines", { query: { pageNo: 1, pageSize: OFFER_DOWNLINES }, signal }) : { content: [] },
        freshConsolidated(signal),
      ]);
      return {
        contracts: list.contracts,
        downlines: downlines.content.map((d) => ({ id: d.id, username: d.username })),
        info: consolidated[CONSOLIDATED_KEYS[input.kind].info],
      };
    }),
    contractCall: fromPromise<ContractAnswer, ContractCallInput>(({ input, signal }) => api.request(CONTRACT_CALL[input.kind], { body: input.request, signal })),
    fetchAgentReport: fromPromise<AgentReportResult, AgentReportInput>(async ({ input, signal }) => {
      const query = { start: input.start, end: input.end, type: input.type, pageNo: input.pageNo, pageSize: input.pageSize };
      return (await api.request(REPORT_CALLS[input.kind], { query, signal })) as AgentReportResult;
    }),
  };
}
