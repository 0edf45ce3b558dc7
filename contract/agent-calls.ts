import { call } from "./call";
import {
  agentAnnouncementsSchema,
  consolidatedSchema,
  contractAnswerSchema,
  contractPaymentPageSchema,
  contractRequestSchema,
  downlinePageSchema,
  downlineTransferAnswerSchema,
  downlineTransferRequestSchema,
  profitStatementsSchema,
  registerDownlineAnswerSchema,
  registerDownlineRequestSchema,
  revenueReportSchema,
  teamBetPageSchema,
  teamOverviewSchema,
  teamTransactionPageSchema,
} from "./agent";
import type { ContractKind } from "./agent-kinds";

/**
 * The agent programme's calls. The four contract calls share one body (`contractRequestSchema`, an
 * `action` per request) and one answer. Agent-centre calls (module AGENT3) answer AGENT_ONLY (403) to non-agents;
 * personal history of the agent centre (personalHistoryCopy) is the wallet's `bettingRecords` call.
 */
export const agentCalls = {
  consolidated: call({ method: "GET", path: "/wps/member/info/funds/consolidated", module: "COMM3", access: "member", value: consolidatedSchema }),
  dividendContract: call({ method: "POST", path: "/wps/relay/MCS2_processDividendReq", module: "AGENT3", access: "member", body: contractRequestSchema, value: contractAnswerSchema }),
  dailyContract: call({ method: "POST", path: "/wps/relay/MCS2_processDailySalContract", module: "AGENT3", access: "member", body: contractRequestSchema, value: contractAnswerSchema }),
  hourlyContract: call({ method: "POST", path: "/wps/relay/MCS2_processContractHourSalary", module: "AGENT3", access: "member", body: contractRequestSchema, value: contractAnswerSchema }),
  realtimeContract: call({ method: "POST", path: "/wps/relay/MCSFE_processRealTimeSalaryContract", module: "AGENT3", access: "member", body: contractRequestSchema, value: contractAnswerSchema }),
  teamOverview: call({ method: "GET", path: "/wps/relay/AGENT_teamOverview", module: "AGENT3", access: "member", value: teamOverviewSchema }),
  downlines: call({ method: "GET", path: "/wps/relay/AGENT_downlines", module: "AGENT3", access: "member", value: downlinePageSchema }),
  registerDownline: call({ method: "POST", path: "/wps/relay/AGENT_registerDownline", module: "AGENT3", access: "member", encrypted: true, body: registerDownlineRequestSchema, value: registerDownlineAnswerSchema }),
  transferToDownline: call({ method: "POST", path: "/wps/relay/AGENT_transferToDownline", module: "AGENT3", access: "member", idempotent: true, body: downlineTransferRequestSchema, value: downlineTransferAnswerSchema }),
  agentAnnouncements: call({ method: "GET", path: "/wps/relay/AGENT_announcements", module: "AGENT3", access: "member", value: agentAnnouncementsSchema }),
  profitStatements: call({ method: "GET", path: "/wps/relay/AGENT_profitStatements", module: "AGENT3", access: "member", value: profitStatementsSchema }),
  revenueReport: call({ method: "GET", path: "/wps/relay/AGENT_revenueReport", module: "AGENT3", access: "member", value: revenueReportSchema }),
  downlineTransactions: call({ method: "GET", path: "/wps/relay/AGENT_downlineTransactions", module: "AGENT3", access: "member", value: teamTransactionPageSchema }),
  teamBets: call({ method: "GET", path: "/wps/relay/AGENT_teamBets", module: "AGENT3", access: "member", value: teamBetPageSchema }),
  contractPayments: call({ method: "GET", path: "/wps/relay/AGENT_contractPayments", module: "AGENT3", access: "member", value: contractPaymentPageSchema }),
} as const;

/** The contract call of each kind. */
export const CONTRACT_CALL = {
  dividend: "dividendContract",
  daily: "dailyContract",
  hourly: "hourlyContract",
  realtime: "realtimeContract",
} as const satisfies Record<ContractKind, keyof typeof agentCalls>;
