import * as z from "zod/mini";
import { ACTIVITY_COMMENT_MAX, IMAGE_MAX_BYTES, IMAGE_MAX_COUNT } from "./rules/limits";
import { proofImageSchema } from "./wallet";

/** Promotion types of spec.md section 3 (the list's filters; "all" is no filter and is not a type). */
export const PROMOTION_TYPES = [
  "others", "sports", "live", "slots", "cards", "fish", "lotto", "rebate", "pointsMall", "ranking", "deposit", "appDownload", "newbie", "game",
] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** Badges of spec.md section 3. */
export const PROMOTION_BADGES = ["newbie", "limited", "specialOffer", "daily", "highRebate", "vip"] as const;
export type PromotionBadge = (typeof PROMOTION_BADGES)[number];

/** Pay periods of spec.md section 3. */
export const PAY_PERIODS = ["daily", "weekly", "semimonthly", "monthly"] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

/**
 * Activity states of spec.md section 4, as this server uses them (designed here, the spec names them only):
 * - comingSoon: not started yet; closed: ended (nothing more to do);
 * - join: the member may join (a sign-up promotion) or apply (an application promotion);
 * - joined: joined a sign-up promotion, the reward may be requested; processing: the reward was requested;
 * - applying: an application waits for the operator; rejected: the operator refused it;
 * - claim: a reward (or a raffle prize) waits for the member to claim it; claimed: claimed, the money moved;
 * - issued: the operator paid the reward directly; signed: signed up to a promotion that pays by itself.
 */
export const ACTIVITY_STATES = ["comingSoon", "join", "joined", "applying", "rejected", "issued", "claimed", "closed", "claim", "processing", "signed"] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

/** How a member takes part: not at all (information), join (sign-up), apply (form), signIn (enrol), raffle (claim a prize). */
export const PROMOTION_ACTIONS = ["none", "join", "apply", "signIn", "raffle"] as const;
export type PromotionAction = (typeof PROMOTION_ACTIONS)[number];

/** Activity comment and images (spec.md sections 5 and 9): 140 characters; png or jpg, 5 MB each, at most 3. */
export { ACTIVITY_COMMENT_MAX };
export const ACTIVITY_IMAGE_MAX_BYTES = IMAGE_MAX_BYTES;
export const ACTIVITY_IMAGE_MAX_COUNT = IMAGE_MAX_COUNT;

/** Promotion refusals (the server's message, in the request's language, is the text to show). */
export const PromotionErrorCode = {
  notFound: "PROMOTION_NOT_FOUND",
  notOpen: "PROMOTION_NOT_OPEN",
  closed: "PROMOTION_CLOSED",
  alreadyJoined: "PROMOTION_ALREADY_JOINED",
  alreadyApplied: "PROMOTION_ALREADY_APPLIED",
  notJoinable: "PROMOTION_NOT_JOINABLE",
  commentTooLong: "ACTIVITY_COMMENT_TOO_LONG",
  commentInvalid: "ACTIVITY_COMMENT_INVALID",
  imagesTooMany: "ACTIVITY_IMAGES_TOO_MANY",
  imageTooBig: "ACTIVITY_IMAGE_TOO_BIG",
  imageNotAllowed: "ACTIVITY_IMAGE_NOT_ALLOWED",
  nothingToRequest: "REWARD_NOT_REQUESTABLE",
  nothingToClaim: "REWARD_NOT_CLAIMABLE",
  alreadyClaimed: "REWARD_ALREADY_CLAIMED",
} as const;

/**
 * One promotion of `MCSFE_getListAnnouncements` (`promotion[]`). `id` is opaque. `state` is the caller's activity state
 * (a visitor gets join, comingSoon or closed). Times are ISO instants; `rewardAmount` in major units.
 */
export const promotionSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** One line for the list. */
  summary: z.string(),
  /** HTML (the client sanitises it). */
  content: z.string(),
  promotionType: z.enum(PROMOTION_TYPES),
  execution: z.optional(z.nullable(z.enum(["A", "B", "F"]))),
  badges: z.array(z.enum(PROMOTION_BADGES)),
  payPeriod: z.nullable(z.enum(PAY_PERIODS)),
  action: z.enum(PROMOTION_ACTIONS),
  state: z.enum(ACTIVITY_STATES),
  startsAt: z.string(),
  endsAt: z.nullable(z.string()),
  rewardAmount: z.nullable(z.number()),
  /** Shown on /join (the sign-up promotion for visitors and new members). */
  signUp: z.boolean(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** One activity of the reward centre: the promotion and the member's part in it. */
export const activitySchema = z.object({
  promotionId: z.string(),
  title: z.string(),
  promotionType: z.enum(PROMOTION_TYPES),
  action: z.enum(PROMOTION_ACTIONS),
  state: z.enum(ACTIVITY_STATES),
  rewardAmount: z.nullable(z.number()),
  endsAt: z.nullable(z.string()),
  /** When the member's state last changed (joined, applied, decided, claimed); null before taking part. */
  updatedAt: z.nullable(z.string()),
  /** The operator's reason for a rejection: their own words, or a rule's code (`VIP_LEVEL_REQUIRED:<level>`) the client translates. */
  note: z.nullable(z.string()),
});
export type Activity = z.infer<typeof activitySchema>;

const promotionIdSchema = z.string().check(z.minLength(1), z.maxLength(64));
export const promotionRefSchema = z.object({ promotionId: promotionIdSchema });
export type PromotionRef = z.infer<typeof promotionRefSchema>;

/** The application form: the server checks the comment's length and the images by content (the schema only bounds the body). */
export const applyPromotionRequestSchema = z.object({
  promotionId: promotionIdSchema,
  comment: z.string().check(z.maxLength(2000)),
  images: z.array(proofImageSchema).check(z.maxLength(10)),
});
export type ApplyPromotionRequest = z.infer<typeof applyPromotionRequestSchema>;

/** A claimed reward: the activity afterwards and the ledger transaction that paid it. */
export const claimAnswerSchema = z.object({ activity: activitySchema, amount: z.number(), transactionId: z.string() });
export type ClaimAnswer = z.infer<typeof claimAnswerSchema>;

export const rewardCentreSchema = z.object({ activities: z.array(activitySchema), unclaimed: z.number() });
export type RewardCentre = z.infer<typeof rewardCentreSchema>;

