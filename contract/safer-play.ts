import * as z from "zod/mini";
import { call } from "./call";
import { amountTextSchema } from "./wallet";

/**
 * Safer play (the member centre's "Safer play" page, `/member/responsibleGaming`): limits a member sets on their own
 * play. Designed here, since the platform's spec has no such page; the rules follow what licensed operators must offer
 * (docs/player-protection.md). Every call needs a real member's token; trial accounts get TRIAL_NOT_ALLOWED.
 *
 * - Three limits, each optional and each per day, per week and per month: `deposit` (the sum of deposits requested in
 *   the period, whatever was withdrawn), `loss` (stakes minus wins in the period, over every game) and `wager` (the sum
 *   of stakes in the period).
 * - Periods are the site's calendar (Asia/Bangkok, UTC+7): a day from midnight, a week from Monday midnight, a month
 *   from the first's midnight.
 * - A new or lower limit takes effect at once. A higher limit or a removal waits `LIMIT_COOL_OFF_HOURS` (shown as
 *   pending with its time); the member may cancel a pending change meanwhile. A change sent while one is pending
 *   replaces it (a lower one takes effect at once and drops the pending one).
 * - The server enforces every limit in the call that moves the money or takes the stake, inside the same serialized
 *   transaction as the ledger: a deposit that would pass a deposit limit is refused before any money moves
 *   (DEPOSIT_LIMIT_REACHED), a stake at a loss or wager limit is refused (LOSS_LIMIT_REACHED, WAGER_LIMIT_REACHED).
 */

export const LIMIT_KINDS = ["deposit", "loss", "wager"] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ["day", "week", "month"] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** A raise or a removal takes effect this many hours after it was asked for. */
export const LIMIT_COOL_OFF_HOURS = 24;
/** The largest limit a member may type (THB); the smallest is 1. */
export const LIMIT_MAX_AMOUNT = 10_000_000;
export const LIMIT_MIN_AMOUNT = 1;

export const limitKindSchema = z.enum(LIMIT_KINDS);
export const limitPeriodSchema = z.enum(LIMIT_PERIODS);

/** A change waiting for its cooling-off: the new amount (null: the limit goes) and when it takes effect (ISO). */
export const pendingLimitSchema = z.object({ amount: z.nullable(z.number()), effectiveAt: z.string() });
export type PendingLimit = z.infer<typeof pendingLimitSchema>;

/** One limit as it stands now: the amount in force (null: none), what is used of it in the current period, when that resets. */
export const limitStateSchema = z.object({
  kind: limitKindSchema,
  period: limitPeriodSchema,
  amount: z.nullable(z.number()),
  /** Deposits requested, stakes minus wins (never below 0), or stakes, in the current period. */
  used: z.number(),
  /** The start of the next period (ISO). */
  resetsAt: z.string(),
  pending: z.nullable(pendingLimitSchema),
});
export type LimitState = z.infer<typeof limitStateSchema>;

/** What a change did: applied at once, waiting for its cooling-off, cancelled by the member, or replaced by a later change. */
export const LIMIT_CHANGE_STATUSES = ["applied", "pending", "cancelled", "replaced"] as const;
export type LimitChangeStatus = (typeof LIMIT_CHANGE_STATUSES)[number];

/** One line of the member's history of changes, newest first. */
export const limitChangeSchema = z.object({
  id: z.number(),
  kind: limitKindSchema,
  period: limitPeriodSchema,
  /** The limit before the change and the one asked for (null: none). */
  from: z.nullable(z.number()),
  to: z.nullable(z.number()),
  requestedAt: z.string(),
  effectiveAt: z.string(),
  status: z.enum(LIMIT_CHANGE_STATUSES),
});
export type LimitChange = z.infer<typeof limitChangeSchema>;

/**
 * Breaks from play: a time-out (ends by itself) or a self-exclusion (cannot be shortened or lifted from the site).
 * Either takes effect at once: every session of the account ends, and until it ends a sign-in opens a withdraw-only
 * session (withdrawals, records, member info and this page; every other call answers ACCOUNT_ON_BREAK).
 */
export const BREAK_KINDS = ["timeOut", "selfExclusion"] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];
/** A time-out lasts 24 hours, 7 days or 30 days. */
export const TIME_OUT_DURATIONS = ["24h", "7d", "30d"] as const;
export type TimeOutDuration = (typeof TIME_OUT_DURATIONS)[number];
/** A self-exclusion lasts 6 months, 1 year or 5 years (calendar months on the site's clock), or for good. */
export const SELF_EXCLUSION_DURATIONS = ["6m", "1y", "5y", "permanent"] as const;
export type SelfExclusionDuration = (typeof SELF_EXCLUSION_DURATIONS)[number];
export type BreakDuration = TimeOutDuration | SelfExclusionDuration;

/** The break in force: its kind and when it ends (ISO; null: a permanent self-exclusion). */
export const breakSchema = z.object({ kind: z.enum(BREAK_KINDS), until: z.nullable(z.string()) });
export type Break = z.infer<typeof breakSchema>;

/** The login password, asked again (counted and locked with every other re-authentication in a session). */
const loginPassword = z.optional(z.string().check(z.maxLength(64)));

/**
 * `POST /wps/relay/RG_takeBreak`: a time-out or a self-exclusion from now. Needs the login password (missing:
 * LOGIN_PASSWORD_REQUIRED, wrong: LOGIN_PASSWORD_INCORRECT, locked: LOGIN_PASSWORD_LOCKED). A break never shortens
 * the one in force (BREAK_CANNOT_SHORTEN). On success every session of the account has ended, the caller's too; the
 * answer is the break taken.
 */
export const takeBreakRequestSchema = z.union([
  z.object({ kind: z.literal("timeOut"), duration: z.enum(TIME_OUT_DURATIONS), loginPassword }),
  z.object({ kind: z.literal("selfExclusion"), duration: z.enum(SELF_EXCLUSION_DURATIONS), loginPassword }),
]);
export type TakeBreakRequest = z.infer<typeof takeBreakRequestSchema>;

/** `GET /wps/relay/RG_saferPlay`: every kind and period (9 rows, in LIMIT_KINDS then LIMIT_PERIODS order), and the history. */
export const saferPlaySchema = z.object({
  limits: z.array(limitStateSchema),
  history: z.array(limitChangeSchema),
  /** The time-out or self-exclusion in force, or null. */
  onBreak: z.nullable(breakSchema),
  /** The server's clock when it answered (ISO): the page counts down pending changes and resets from it. */
  now: z.string(),
});
export type SaferPlay = z.infer<typeof saferPlaySchema>;

/** `POST /wps/relay/RG_setLimit`: a new amount (plain amount text, 1 to LIMIT_MAX_AMOUNT, whole or 2 decimals) or null to remove it. */
export const setLimitRequestSchema = z.object({ kind: limitKindSchema, period: limitPeriodSchema, amount: z.nullable(amountTextSchema) });
export type SetLimitRequest = z.infer<typeof setLimitRequestSchema>;

/** `POST /wps/relay/RG_cancelLimitChange`: drops the pending change of one limit; the limit in force stays. */
export const cancelLimitChangeRequestSchema = z.object({ kind: limitKindSchema, period: limitPeriodSchema });
export type CancelLimitChangeRequest = z.infer<typeof cancelLimitChangeRequestSchema>;

/**
 * The `value` of a refusal at a limit (DEPOSIT_LIMIT_REACHED, LOSS_LIMIT_REACHED, WAGER_LIMIT_REACHED): the tightest
 * limit that refused, what is left of it in its period (0 at a loss or wager limit) and when that period resets (ISO).
 */
export const limitReachedSchema = z.object({ kind: limitKindSchema, period: limitPeriodSchema, amount: z.number(), left: z.number(), resetsAt: z.string() });
export type LimitReached = z.infer<typeof limitReachedSchema>;

/** The error codes of safer play. */
export const SaferPlayErrorCode = {
  depositLimitReached: "DEPOSIT_LIMIT_REACHED",
  lossLimitReached: "LOSS_LIMIT_REACHED",
  wagerLimitReached: "WAGER_LIMIT_REACHED",
  /** RG_cancelLimitChange with nothing pending (already in effect, or cancelled). */
  noPendingChange: "NO_PENDING_LIMIT_CHANGE",
  /** An amount below LIMIT_MIN_AMOUNT or above LIMIT_MAX_AMOUNT. */
  limitOutOfRange: "LIMIT_OUT_OF_RANGE",
  /**
   * Any call but the withdraw-only ones while a time-out or self-exclusion is in force: every stake, deposit, claim
   * (promotion, red envelope, lucky wheel, mission) and page call. HTTP 200, `value` the break (breakSchema).
   */
  accountOnBreak: "ACCOUNT_ON_BREAK",
  /** RG_takeBreak asking for a break that would end before the one in force. `value` the break in force. */
  breakCannotShorten: "BREAK_CANNOT_SHORTEN",
} as const;

export const saferPlayCalls = {
  saferPlay: call({ method: "GET", path: "/wps/relay/RG_saferPlay", module: "MCS3", access: "member", value: saferPlaySchema }),
  setLimit: call({ method: "POST", path: "/wps/relay/RG_setLimit", module: "MCS3", access: "member", body: setLimitRequestSchema, value: saferPlaySchema }),
  cancelLimitChange: call({ method: "POST", path: "/wps/relay/RG_cancelLimitChange", module: "MCS3", access: "member", body: cancelLimitChangeRequestSchema, value: saferPlaySchema }),
  takeBreak: call({ method: "POST", path: "/wps/relay/RG_takeBreak", module: "MCS3", access: "member", body: takeBreakRequestSchema, value: breakSchema }),
} as const;
