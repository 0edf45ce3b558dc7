import * as z from "zod/mini";
import { CONSOLIDATED_KEYS, CONTRACT_KINDS, type ContractKind } from "./agent-kinds";
import { amountTextSchema } from "./wallet";

/**
 * The agent programme: contracts between an upline and a direct downline, the consolidated contract
 * summary, and the agent centre's data. docs/features.md "Agent programme (reference server)" explains the rules.
 *
 * Who is paid: a contract is offered by an upline to its direct downline (the contract's *holder*, who accepts it).
 * The house (`house:bonus`) pays the contract's UPLINE, the agent who offered it, every period, `rate` percent of the
 * period's basis, as a ledger transaction of kind "wage" into the upline's main wallet (memo: contract and downline):
 * - salaries (real-time, hourly, daily): the valid bets (stakes) of the holder's team, i.e. the holder and everyone
 *   below them;
 * - dividend: the team's net loss (stakes minus payouts) when it is positive, else nothing.
 * So with agent > subagent (1.5 %) > subagent3 (1 %), a bet of a player below subagent3 pays subagent 1 % (contract
 * subagent > subagent3) and agent 1.5 % (contract agent > subagent). The holder is paid nothing by its own contract.
 */

export type ContractRule = {
  /** Rate bounds in percent, inclusive. */
  minRate: number;
  maxRate: number;
  /** Most decimals the rate may have ("1.25" has 2). */
  decimals: number;
  basis: "teamBets" | "teamNetLoss";
  /** Settlement period, in server time; day and week boundaries are Bangkok midnights (week starts Monday). */
  period: "5min" | "hour" | "day" | "week";
  /** Contracts of this kind may be offered to agents only (type 1, 2, 41, 42), or to any non-trial member. */
  agentsOnly: boolean;
  /** The whitelabel flag that switches the kind on (AGENTPROGRAM3's children). */
  flag: string;
};

/** The rules of each kind; the server refuses a rate outside them with RATE_OUT_OF_RANGE or RATE_TOO_MANY_DECIMALS. */
export const CONTRACT_RULES: Record<ContractKind, ContractRule> = {
  realtime: { minRate: 0.01, maxRate: 2, decimals: 2, basis: "teamBets", period: "5min", agentsOnly: false, flag: "REALTIMESAL3" },
  hourly: { minRate: 0.01, maxRate: 1.5, decimals: 2, basis: "teamBets", period: "hour", agentsOnly: false, flag: "HOURSAL3" },
  daily: { minRate: 0.01, maxRate: 3, decimals: 2, basis: "teamBets", period: "day", agentsOnly: false, flag: "DAILYSAL3" },
  dividend: { minRate: 1, maxRate: 50, decimals: 1, basis: "teamNetLoss", period: "week", agentsOnly: true, flag: "DIVIDEND3" },
};

/**
 * pending: offered, waiting for the downline; active: accepted, paid every period; terminationRequested: one side
 * asked to end it, waiting for the other side (still paid meanwhile). End states: rejected (downline said no),
 * withdrawn (upline took the offer back before an answer), terminated (ended by agreement), ended (by the
 * lower-rate rule or replaced by a newer contract of the same pair: see `endReason`).
 */
export const CONTRACT_STATUSES = ["pending", "active", "terminationRequested", "rejected", "withdrawn", "terminated", "ended"] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const OPEN_CONTRACT_STATUSES: readonly ContractStatus[] = ["pending", "active", "terminationRequested"];

/**
 * What the caller may do to a contract:
 * - accept / reject: the downline answers a pending offer; reject also declines the other side's termination request
 *   (the contract stays active);
 * - withdraw: the upline takes a pending offer back;
 * - requestTermination: either side, on an active contract;
 * - terminate: the other side agrees to a termination request and the contract ends.
 */
export const CONTRACT_ACTIONS = ["accept", "reject", "withdraw", "requestTermination", "terminate"] as const;
export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/** A rate as text in percent, e.g. "1.25": the server checks range and decimals per kind and says which is wrong. */
export const rateTextSchema = z.string().check(z.regex(/^\d{1,3}(\.\d{1,6})?$/));

export const contractSchema = z.object({
  id: z.number(),
  kind: z.enum(CONTRACT_KINDS),
  uplineId: z.number(),
  uplineName: z.string(),
  downlineId: z.number(),
  downlineName: z.string(),
  /** Percent. */
  rate: z.number(),
  status: z.enum(CONTRACT_STATUSES),
  /** Goes up by one on every change; actions name the version they saw (optimistic concurrency). */
  version: z.number(),
  createdAt: z.string(),
  acceptedAt: z.nullable(z.string()),
  endedAt: z.nullable(z.string()),
  /** Who asked to terminate, while status is terminationRequested. */
  terminationRequestedBy: z.nullable(z.enum(["upline", "downline"])),
  /** Why an ended contract ended: "lowerRate" (the holder's own rate fell below it) or "replaced" (a newer contract of the same pair). */
  endReason: z.nullable(z.enum(["lowerRate", "replaced"])),
  /** The caller's side of this contract. */
  role: z.enum(["upline", "downline"]),
  /** The contract waits for the caller's answer (counts towards the red badge). */
  awaitingMe: z.boolean(),
  /** The actions the caller may take now. */
  actions: z.array(z.enum(CONTRACT_ACTIONS)),
});
export type Contract = z.infer<typeof contractSchema>;

/**
 * The body of every contract call (`MCS2_processDividendReq`, `MCS2_processDailySalContract`,
 * `MCS2_processContractHourSalary`, `MCSFE_processRealTimeSalaryContract`); the call names the kind.
 * - list: the caller's contracts of the kind (open ones first, then the 20 latest closed ones);
 * - detail: one contract;
 * - preview: checks an offer (direct downline, rate) and answers what accepting it would end, writing nothing;
 * - offer: the upline's new request. When accepting it would end contracts (`ends` of preview is not empty) the
 *   server refuses with CONTRACT_CONFIRM_REQUIRED (value `{ ends }`) unless `confirmEnds` is true: the upline is told
 *   before confirming;
 * - accept, reject, withdraw, requestTermination, terminate: act on `contractId` as seen at `version`. A stale
 *   version answers CONTRACT_VERSION_CONFLICT, a contract already closed (withdrawn, rejected, ...) CONTRACT_CLOSED.
 */
export const contractRequestSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("list") }),
  z.object({ action: z.literal("detail"), contractId: z.int() }),
  z.object({ action: z.literal("preview"), downlineId: z.int(), rate: rateTextSchema }),
  z.object({ action: z.literal("offer"), downlineId: z.int(), rate: rateTextSchema, confirmEnds: z.optional(z.boolean()) }),
  z.object({ action: z.enum(CONTRACT_ACTIONS), contractId: z.int(), version: z.int() }),
]);
export type ContractRequest = z.infer<typeof contractRequestSchema>;

/**
 * - list: `contracts`; detail: `contract`;
 * - preview: `ends` (what accepting the offer would end), `contract` null;
 * - offer: `contract` (pending) and `ends` (what accepting it will end);
 * - an action: `contract` after it, `ends` the contracts it ended (accept: the lower-rate rule and the replaced one).
 */
export const contractAnswerSchema = z.object({
  contract: z.nullable(contractSchema),
  contracts: z.array(contractSchema),
  ends: z.array(contractSchema),
});
export type ContractAnswer = z.infer<typeof contractAnswerSchema>;
/** The `value` of a CONTRACT_CONFIRM_REQUIRED refusal. */
export const contractConfirmValueSchema = z.object({ ends: z.array(contractSchema) });

/** The caller's own contract of a kind as holder (the one their upline gave them), if open. */
export const ownContractSchema = z.object({ id: z.number(), status: z.enum(CONTRACT_STATUSES), rate: z.number(), version: z.number() });

/** The `...info` twin of each consolidated key: what drives which actions show. */
export const consolidatedInfoSchema = z.object({
  /** The kind's flag is on (the agent-centre page and the actions exist). */
  enabled: z.boolean(),
  /** The caller's own open contract of this kind (as holder), or null. */
  own: z.nullable(ownContractSchema),
  /** The caller may offer this kind: an agent with a direct downline, and (below the top) an active own contract. */
  canOffer: z.boolean(),
  /** Highest rate the caller may offer: the kind's maximum, or their own rate below the top. */
  maxOfferRate: z.number(),
});
export type ConsolidatedInfo = z.infer<typeof consolidatedInfoSchema>;

/**
 * `GET /wps/member/info/funds/consolidated`. Each `...req...` key is the number of contracts of its kind waiting for
 * the caller's answer (an offer to accept or reject, or the other side's termination request): a red badge when
 * above 0. Its twin `...info` says what to show. Any member may ask (a plain member sees zeros); the client asks
 * only for non-trial members when AGENTPOLICY3 is on.
 */
export const consolidatedSchema = z.object({
  dailysalreqtype: z.number(),
  divtypereq: z.number(),
  contracthoursalreq: z.number(),
  realtimesalreqtype: z.number(),
  dailysalinfo: consolidatedInfoSchema,
  divinfo: consolidatedInfoSchema,
  contracthoursalinfo: consolidatedInfoSchema,
  realtimesalinfo: consolidatedInfoSchema,
});
export type Consolidated = z.infer<typeof consolidatedSchema>;

/** A compile error if a kind's keys in CONSOLIDATED_KEYS (agent-kinds.ts) are not fields of the consolidated answer. */
type Fits<T extends Bound, Bound> = T;
export type ConsolidatedKeys = Fits<typeof CONSOLIDATED_KEYS, Record<ContractKind, { req: keyof Consolidated; info: keyof Consolidated }>>;

function page<T extends z.ZodMiniType>(row: T) {
  return z.object({ content: z.array(row), pageNum: z.number(), totalPages: z.number(), total: z.number() });
}

/**
 * Agent-centre GET calls take the record query (`recordsQuerySchema`: start, end, type, pageNo, pageSize) where they
 * have a range or pages; calls named below say what `type` filters. Non-agents are refused with AGENT_ONLY (403).
 */

/** `GET /wps/relay/AGENT_teamOverview?start&end`: the whole team (everyone below the agent); betting over the range. */
export const teamOverviewSchema = z.object({
  teamSize: z.number(),
  directCount: z.number(),
  agentCount: z.number(),
  memberCount: z.number(),
  /** Registered in the range. */
  newMembers: z.number(),
  /** Sum of the team's main wallets. */
  teamBalance: z.number(),
  betAmount: z.number(),
  winAmount: z.number(),
  betCount: z.number(),
  /** Team members with at least one bet in the range. */
  activeBettors: z.number(),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

export const contractBriefSchema = z.object({ id: z.number(), kind: z.enum(CONTRACT_KINDS), rate: z.number(), status: z.enum(CONTRACT_STATUSES) });
/**
 * `GET /wps/relay/AGENT_downlines?start&end&pageNo&pageSize&type=<username part>`: direct downlines, newest first;
 * betting over the range; `contracts` are the open ones between the agent and that downline.
 */
export const downlineRowSchema = z.object({
  id: z.number(),
  username: z.string(),
  nickname: z.nullable(z.string()),
  type: z.number(),
  isAgent: z.boolean(),
  regDate: z.string(),
  balance: z.number(),
  betAmount: z.number(),
  /** People below this downline. */
  teamSize: z.number(),
  contracts: z.array(contractBriefSchema),
});
export type DownlineRow = z.infer<typeof downlineRowSchema>;
export const downlinePageSchema = page(downlineRowSchema);

/**
 * `POST /wps/relay/AGENT_registerDownline` (encrypted): the agent registers a new member directly under themselves.
 * Username 4-16 letters and digits starting with a letter, password 6-20 with letters and digits; `isAgent` makes the
 * new member a sub-agent (type 2). The new member signs in with these credentials.
 */
export const registerDownlineRequestSchema = z.object({
  username: z.string().check(z.maxLength(32)),
  password: z.string().check(z.maxLength(64)),
  nickname: z.optional(z.string().check(z.maxLength(30))),
  isAgent: z.boolean(),
});
export type RegisterDownlineRequest = z.infer<typeof registerDownlineRequestSchema>;
export const registerDownlineAnswerSchema = z.object({ id: z.number(), username: z.string(), type: z.number() });
export type RegisterDownlineAnswer = z.infer<typeof registerDownlineAnswerSchema>;

/** `POST /wps/relay/AGENT_transferToDownline` (money call, Idempotency-Key): main wallet to a direct downline's main wallet. */
export const downlineTransferRequestSchema = z.object({ downlineId: z.int(), amount: amountTextSchema });
export type DownlineTransferRequest = z.infer<typeof downlineTransferRequestSchema>;
/** What the success message shows: the amount, the agent's balance after it, and the downline. */
export const downlineTransferAnswerSchema = z.object({ transactionId: z.string(), amount: z.number(), balanceAfter: z.number(), downlineId: z.number(), downlineName: z.string() });
export type DownlineTransferAnswer = z.infer<typeof downlineTransferAnswerSchema>;

/** `GET /wps/relay/AGENT_announcements`: notices for agents in the caller's language, newest first. */
export const agentAnnouncementSchema = z.object({ id: z.number(), title: z.string(), content: z.string(), time: z.string() });
export const agentAnnouncementsSchema = z.object({ content: z.array(agentAnnouncementSchema) });
export type AgentAnnouncement = z.infer<typeof agentAnnouncementSchema>;

/**
 * `GET /wps/relay/AGENT_profitStatements?start&end&pageNo&pageSize` (palStatementsAgentCopy): one row for the agent
 * ("self") then one per direct downline covering their whole team; `total` sums the rows.
 */
export const profitStatementRowSchema = z.object({
  memberId: z.number(),
  username: z.string(),
  scope: z.enum(["self", "team"]),
  betAmount: z.number(),
  winAmount: z.number(),
  /** Payouts minus stakes, the players' view. */
  net: z.number(),
  depositAmount: z.number(),
  withdrawalAmount: z.number(),
  bonusAmount: z.number(),
});
export type ProfitStatementRow = z.infer<typeof profitStatementRowSchema>;
export const profitStatementsSchema = z.object({
  content: z.array(profitStatementRowSchema),
  pageNum: z.number(),
  totalPages: z.number(),
  total: z.number(),
  sum: z.omit(profitStatementRowSchema, { memberId: true, username: true, scope: true }),
});

/**
 * `GET /wps/relay/AGENT_revenueReport?start&end` (agentRevenueReport, "my income"): contract income per Bangkok day,
 * newest first, both sides: `earned` (wages paid to the caller as the holder of contracts, on their own team's
 * betting), `paidOut` (what the caller paid its own holders out of that) and per kind and `total` the net (earned -
 * paid out, the differential).
 */
export const revenueRowSchema = z.object({
  date: z.string(),
  earned: z.number(),
  paidOut: z.number(),
  dividend: z.number(),
  daily: z.number(),
  hourly: z.number(),
  realtime: z.number(),
  total: z.number(),
});
export const revenueReportSchema = z.object({ content: z.array(revenueRowSchema), sum: z.omit(revenueRowSchema, { date: true }) });
export type RevenueReport = z.infer<typeof revenueReportSchema>;

export const TEAM_TRANSACTION_KINDS = ["deposit", "withdrawal", "transfer", "bet", "win", "bonus", "wage", "uplineTransfer", "downlineTransfer"] as const;
/**
 * `GET /wps/relay/AGENT_downlineTransactions?start&end&pageNo&pageSize&type=<kind>` (agentDownlineTransactionDetailsCopy,
 * team transaction): main-wallet movements of everyone below the agent, newest first.
 */
export const teamTransactionRowSchema = z.object({ id: z.string(), time: z.string(), memberId: z.number(), username: z.string(), kind: z.string(), amount: z.number(), memo: z.nullable(z.string()) });
export const teamTransactionPageSchema = page(teamTransactionRowSchema);

/** `GET /wps/relay/AGENT_teamBets?start&end&pageNo&pageSize&type=<username>` (team betting): bets of everyone below the agent. */
export const teamBetRowSchema = z.object({ id: z.number(), time: z.string(), memberId: z.number(), username: z.string(), gameCode: z.string(), gameName: z.optional(z.string()), vendor: z.string(), stake: z.number(), payout: z.number() });
export const teamBetPageSchema = page(teamBetRowSchema);

/**
 * `GET /wps/relay/AGENT_contractPayments?start&end&pageNo&pageSize&type=<kind>` (agentDividendRecordCopy2,
 * agentDailyWages2, agentHourSalary, agentRealtimeSalary): settlements of contracts where the caller is the holder
 * (`role` "received": the wage, earned by the betting of the caller's team, was paid into the caller's wallet) or the
 * upline (`role` "paid": the caller's holder was paid; `fromUpline` of it came out of the caller's own wage, the house
 * paid `fromHouse`). `holderId`/`holderName` always name the downline holding the contract.
 * Agents and any non-trial member (a member may hold a salary contract) may call it.
 * `type` is a contract kind; without it all kinds.
 */
export const contractPaymentRowSchema = z.object({
  id: z.number(),
  time: z.string(),
  kind: z.enum(CONTRACT_KINDS),
  contractId: z.number(),
  /** The downline holding the contract (whose team's betting is the basis). */
  holderId: z.number(),
  holderName: z.string(),
  /** "received": paid to the caller (the contract's holder); "paid": the caller is the contract's upline and paid it. */
  role: z.enum(["received", "paid"]),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The team's valid bets (salaries) or net loss (dividend) in the period. */
  basis: z.number(),
  rate: z.number(),
  /** The wage paid to the holder: fromUpline + fromHouse. */
  amount: z.number(),
  /** What the contract's upline paid out of its own wage of the period (the differential rule). */
  fromUpline: z.number(),
  /** What the house paid (all of it when the upline is the top, who has no wage of its own). */
  fromHouse: z.number(),
});
export type ContractPaymentRow = z.infer<typeof contractPaymentRowSchema>;
export const contractPaymentPageSchema = page(contractPaymentRowSchema);
