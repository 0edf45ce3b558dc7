import * as z from "zod/mini";
import { call } from "./call";
import { pointsSchema } from "./red-envelope";

/**
 * Points mall, VIP and red envelopes. spec.md section 7 names the point calls but shows no payloads: the
 * shapes below are designed here. Points are whole numbers; money travels in major units (two decimals).
 */

/** spec.md section 3. */
export const POINT_TYPES = ["live", "lottery", "pvp", "rng", "sports", "redeem", "deposit"] as const;
export type PointType = (typeof POINT_TYPES)[number];

/** spec.md section 4: In Process, Rejected, Approved. */
export const REDEEM_STATUSES = ["inProcess", "rejected", "approved"] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

/** Error codes of these calls (the message comes from the server in the caller's language). */
export const PointsErrorCode = {
  pointsInsufficient: "POINTS_INSUFFICIENT",
  rewardOutOfStock: "REWARD_OUT_OF_STOCK",
  rewardNotFound: "REWARD_NOT_FOUND",
  pointsBelowMinimum: "POINTS_BELOW_MINIMUM",
  pointPasswordIncorrect: "POINT_PASSWORD_INCORRECT",
  /** Too many wrong passwords: locked until `value.until` (ISO time). */
  pointPasswordLocked: "POINT_PASSWORD_LOCKED",
  envelopeNotActive: "RED_ENVELOPE_NOT_ACTIVE",
  envelopeAlreadyGrabbed: "RED_ENVELOPE_ALREADY_GRABBED",
  envelopeEmpty: "RED_ENVELOPE_EMPTY",
} as const;


/** `GET /wps/relay/MCS2_getPointBalance` (member): the points held per type. */
export const pointBalanceSchema = z.object({ balances: z.array(z.object({ type: z.enum(POINT_TYPES), points: pointsSchema })) });
export type PointBalance = z.infer<typeof pointBalanceSchema>;

/**
 * `GET /wps/relay/MCS2_getPointConfig` (guest): how points are earned (`points` per `perAmount` of money bet or
 * deposited), what one point converts to (`moneyPerPoint` per type; types absent cannot be converted) and the least
 * points one conversion takes. Points never expire.
 */
export const pointConfigSchema = z.object({
  earnRules: z.array(z.object({ type: z.enum(POINT_TYPES), source: z.enum(["bet", "deposit"]), perAmount: z.number(), points: z.int() })),
  conversions: z.array(z.object({ type: z.enum(POINT_TYPES), moneyPerPoint: z.number() })),
  minConvertPoints: z.int(),
});
export type PointConfig = z.infer<typeof pointConfigSchema>;

/** `GET /wps/relay/MCS2_getPointReward` (guest): the rewards, their cost in points of `pointType`, and stock left. */
export const pointRewardSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  pointType: z.enum(POINT_TYPES),
  cost: z.int(),
  stock: pointsSchema,
});
export type PointReward = z.infer<typeof pointRewardSchema>;
export const pointRewardsSchema = z.object({ rewards: z.array(pointRewardSchema) });

/** `GET /wps/relay/MCS2_getRedeemPointList` (member): the member's redemptions, newest first. */
export const redeemRowSchema = z.object({
  id: z.string(),
  time: z.string(),
  rewardName: z.string(),
  pointType: z.enum(POINT_TYPES),
  points: z.int(),
  status: z.enum(REDEEM_STATUSES),
});
export type RedeemRow = z.infer<typeof redeemRowSchema>;
export const redeemListSchema = z.object({ content: z.array(redeemRowSchema) });

/** `GET /wps/relay/ODSFE2_MemTransDet` (member): every point movement, newest first (earned ones are positive). */
export const POINT_MOVEMENT_KINDS = ["opening", "bet", "deposit", "redeem", "redeemRefund", "convert"] as const;
export const pointMovementSchema = z.object({
  id: z.string(),
  time: z.string(),
  kind: z.enum(POINT_MOVEMENT_KINDS),
  type: z.enum(POINT_TYPES),
  points: z.int(),
});
export type PointMovement = z.infer<typeof pointMovementSchema>;
export const pointMovementsSchema = z.object({ content: z.array(pointMovementSchema) });

/** The member's login password, checked by the server (5 wrong ones lock the point calls for 15 minutes). */
const passwordSchema = z.string().check(z.minLength(1), z.maxLength(64));

/** `POST /wps/relay/passwordCheck/MCS2_redeemPointReward` (encrypted, idempotent): one unit of the reward. */
export const redeemRequestSchema = z.object({ rewardId: z.string().check(z.maxLength(64)), password: passwordSchema });
export type RedeemRequest = z.infer<typeof redeemRequestSchema>;
export const redeemAnswerSchema = z.object({ redeem: redeemRowSchema, pointsLeft: pointsSchema });
export type RedeemAnswer = z.infer<typeof redeemAnswerSchema>;

/** `POST /wps/relay/passwordCheck/MCS2_convertPoint` (encrypted, idempotent): points of one type into the main wallet. */
export const convertRequestSchema = z.object({
  pointType: z.enum(POINT_TYPES),
  points: z.int().check(z.positive(), z.maximum(100_000_000)),
  password: passwordSchema,
});
export type ConvertRequest = z.infer<typeof convertRequestSchema>;
export const convertAnswerSchema = z.object({ points: z.int(), amount: z.number(), pointsLeft: pointsSchema, balanceAfter: z.number() });
export type ConvertAnswer = z.infer<typeof convertAnswerSchema>;

/** One VIP level: the lifetime deposits and bets it takes, and its benefits (money in major units, rates in %). */
export const vipLevelSchema = z.object({
  level: z.int(),
  name: z.string(),
  depositRequired: z.number(),
  betRequired: z.number(),
  rebateRates: z.array(z.object({ category: z.enum(["live", "lottery", "pvp", "rng", "sports", "fish"]), percent: z.number() })),
  dailyWithdrawalLimit: z.number(),
  dailyWithdrawalCount: z.int(),
  birthdayBonus: z.number(),
  upgradeBonus: z.number(),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

/**
 * `GET /wps/relay/MCS2_getVipInfo` (guest: the levels; member: also `member`). Reading it lets the server promote a
 * member whose deposits and bets reached a higher level; each level's upgrade bonus is paid once, through the ledger.
 */
export const vipInfoSchema = z.object({
  levels: z.array(vipLevelSchema),
  member: z.nullable(
    z.object({
      vipRankLevel: z.int(),
      vipLabelName: z.string(),
      depositTotal: z.number(),
      betTotal: z.number(),
      /** Upgrade bonuses paid by this reading (levels reached since the last one). */
      promotedTo: z.array(z.object({ level: z.int(), bonus: z.number() })),
    }),
  ),
});
export type VipInfo = z.infer<typeof vipInfoSchema>;


/** `POST /wps/relay/MCS2_grabRedEnvelope` (idempotent, member, not trial): a random share of the pool, once per event. */
export const grabRequestSchema = z.object({ eventId: z.string().check(z.maxLength(64)) });
export const grabAnswerSchema = z.object({ eventId: z.string(), amount: z.number(), balanceAfter: z.number() });
export type GrabAnswer = z.infer<typeof grabAnswerSchema>;

export const pointsCalls = {
  pointBalance: call({ method: "GET", path: "/wps/relay/MCS2_getPointBalance", module: "MCS3", access: "member", value: pointBalanceSchema }),
  pointConfig: call({ method: "GET", path: "/wps/relay/MCS2_getPointConfig", module: "MCS3", access: "guest", value: pointConfigSchema }),
  pointRewards: call({ method: "GET", path: "/wps/relay/MCS2_getPointReward", module: "MCS3", access: "guest", value: pointRewardsSchema }),
  redeemList: call({ method: "GET", path: "/wps/relay/MCS2_getRedeemPointList", module: "MCS3", access: "member", value: redeemListSchema }),
  pointMovements: call({ method: "GET", path: "/wps/relay/ODSFE2_MemTransDet", module: "MCS3", access: "member", value: pointMovementsSchema }),
  redeemReward: call({ method: "POST", path: "/wps/relay/passwordCheck/MCS2_redeemPointReward", module: "MCS3", access: "member", encrypted: true, idempotent: true, body: redeemRequestSchema, value: redeemAnswerSchema }),
  convertPoints: call({ method: "POST", path: "/wps/relay/passwordCheck/MCS2_convertPoint", module: "MCS3", access: "member", encrypted: true, idempotent: true, body: convertRequestSchema, value: convertAnswerSchema }),
  vipInfo: call({ method: "GET", path: "/wps/relay/MCS2_getVipInfo", module: "MCS3", access: "guest", value: vipInfoSchema }),
  grabRedEnvelope: call({ method: "POST", path: "/wps/relay/MCS2_grabRedEnvelope", module: "MCS3", access: "member", idempotent: true, body: grabRequestSchema, value: grabAnswerSchema }),
} as const;
