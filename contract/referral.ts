import * as z from "zod/mini";
import { call } from "./call";

/**
 * Invite friends (member centre `referral`) and manual rebate (member centre `manualRebate`). The spec shows
 * no payloads for either: these are designed here.
 */

/** Invitees per page of the referral call. */
export const REFERRAL_PAGE_SIZE = 10;

/** A friend who registered with the member's invitation code: `active` once the friend has placed a bet. */
export const INVITEE_STATUSES = ["registered", "active"] as const;
export type InviteeStatus = (typeof INVITEE_STATUSES)[number];

export const inviteeSchema = z.object({
  /** Masked (first two and last characters): the member sees who, not the whole login name. */
  username: z.string(),
  /** ISO instant of the friend's registration. */
  regDate: z.string(),
  status: z.enum(INVITEE_STATUSES),
});
export type Invitee = z.infer<typeof inviteeSchema>;

/**
 * `GET /wps/relay/MCS_referral?pageNo=1`: the member's invitation code (made on first use, random, never changes),
 * counts, and one page of invitees, newest first. The link is `<site>/register?referralCode=<code>`.
 */
export const referralInfoSchema = z.object({
  code: z.string(),
  invitedCount: z.number(),
  activeCount: z.number(),
  invitees: z.object({ content: z.array(inviteeSchema), pageNum: z.number(), totalPages: z.number(), total: z.number() }),
});
export type ReferralInfo = z.infer<typeof referralInfoSchema>;
export const referralQuerySchema = z.object({ pageNo: z.optional(z.string().check(z.regex(/^[1-9]\d{0,4}$/))) });

/** Rebate categories in the spec's display order (section 9). */
export const REBATE_CATEGORIES = ["LOTT", "ELOTT", "PVP", "FISH", "RNG", "LIVE", "SPORTS", "ESPORTS"] as const;
export type RebateCategory = (typeof REBATE_CATEGORIES)[number];

/** Rebate per category in basis points of the valid bet (spec section 9: card games have none). */
export const REBATE_RATE_BP: Record<RebateCategory, number | null> = {
  LOTT: 100,
  ELOTT: 100,
  PVP: null,
  FISH: 100,
  RNG: 120,
  LIVE: 80,
  SPORTS: 100,
  ESPORTS: 100,
};

export const rebateCategorySchema = z.object({
  category: z.enum(REBATE_CATEGORIES),
  /** Percent (1.2 = 1.2 %), null when the category has no rebate ("-"). */
  rate: z.nullable(z.number()),
  /** Valid bets not yet rebated. */
  validBet: z.number(),
  /** What a claim would pay for them now (rounded down to the satang, per category). */
  rebate: z.number(),
});
export type RebateCategoryRow = z.infer<typeof rebateCategorySchema>;

export const rebateClaimRowSchema = z.object({ id: z.string(), time: z.string(), amount: z.number(), betCount: z.number() });
export type RebateClaimRow = z.infer<typeof rebateClaimRowSchema>;

/**
 * `GET /wps/relay/MCS_rebateInfo`: what is due per category, the total, the last 20 claims (newest first) and
 * `version` (how many claims the member has made: a claim names the version it was shown).
 */
export const rebateInfoSchema = z.object({
  categories: z.array(rebateCategorySchema),
  total: z.number(),
  version: z.number(),
  history: z.array(rebateClaimRowSchema),
});
export type RebateInfo = z.infer<typeof rebateInfoSchema>;

/**
 * `POST /wps/relay/MCS_claimRebate` with an Idempotency-Key: pays every unrebated valid bet once, as one bonus entry
 * on the main wallet. Refused with REBATE_ALREADY_CLAIMED when a claim was made since `version`, REBATE_NOTHING_DUE
 * when nothing is due.
 */
export const claimRebateRequestSchema = z.object({ version: z.int().check(z.nonnegative()) });
export const claimRebateAnswerSchema = z.object({ id: z.string(), amount: z.number(), betCount: z.number(), balanceAfter: z.number() });
export type ClaimRebateAnswer = z.infer<typeof claimRebateAnswerSchema>;

export const referralCalls = {
  referralInfo: call({ method: "GET", path: "/wps/relay/MCS_referral", module: "COMM3", access: "member", value: referralInfoSchema }),
  rebateInfo: call({ method: "GET", path: "/wps/relay/MCS_rebateInfo", module: "FUNDTRANS3", access: "member", value: rebateInfoSchema }),
  claimRebate: call({ method: "POST", path: "/wps/relay/MCS_claimRebate", module: "FUNDTRANS3", access: "member", idempotent: true, body: claimRebateRequestSchema, value: claimRebateAnswerSchema }),
} as const;
