import * as z from "zod/mini";
import { call } from "./call";

/**
 * Messages (member centre "messageV2") and missions ("missionLeaderboard"). spec.md names only CSP_unreadCount,
 * MCSFE_getMissionSummaryDetails and MCSFE_getMissionLeaderboard and shows no payloads: the shapes below are ours.
 */

/** Messages per inbox page. */
export const MESSAGE_PAGE_SIZE = 10;
/** Leaderboard rows shown (the winner board's limit, spec.md section 9). */
export const MISSION_LEADERBOARD_LIMIT = 20;

/** Refusals of these calls; the client shows its catalogue text for each. */
export const InboxErrorCode = {
  /** The message does not exist, was deleted, or belongs to another member (never told apart). */
  messageNotFound: "MESSAGE_NOT_FOUND",
  missionNotFound: "MISSION_NOT_FOUND",
  /** The mission's target is not reached yet. */
  missionNotDone: "MISSION_NOT_DONE",
  missionClaimed: "MISSION_ALREADY_CLAIMED",
  /** The period the claim names has ended (the clock closed it). */
  missionClosed: "MISSION_CLOSED",
} as const;

/** An opaque message id handed out by the server. */
export const messageIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

export const messageSummarySchema = z.object({
  id: messageIdSchema,
  title: z.string(),
  /** `YYYY-MM-DD HH:mm:ss`, site time. */
  createdAt: z.string(),
  read: z.boolean(),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;

/** `GET /wps/relay/CSP_messageList?pageNo=1`: unread first, then newest first; `unread` counts the whole inbox. */
export const messagePageSchema = z.object({
  content: z.array(messageSummarySchema),
  pageNum: z.number(),
  totalPages: z.number(),
  total: z.number(),
  unread: z.number(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const messageRequestSchema = z.object({ id: messageIdSchema });
export type MessageRequest = z.infer<typeof messageRequestSchema>;

/** `POST /wps/relay/CSP_readMessage { id }`: the whole message; opening it marks it read. */
export const messageDetailSchema = z.object({ id: messageIdSchema, title: z.string(), body: z.string(), createdAt: z.string(), read: z.boolean() });
export type MessageDetail = z.infer<typeof messageDetailSchema>;

/** `POST /wps/relay/CSP_readAllMessages`: how many were marked. */
export const readAllAnswerSchema = z.object({ marked: z.number() });

export const MISSION_PERIODS = ["daily", "weekly"] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];
/** What a mission counts: bet amount, deposit amount (both in the currency) or days logged in. */
export const MISSION_KINDS = ["bet", "deposit", "login"] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];
export const MISSION_STATUSES = ["inProgress", "done", "claimed"] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

export const missionSchema = z.object({
  id: z.string(),
  period: z.enum(MISSION_PERIODS),
  kind: z.enum(MISSION_KINDS),
  /** Amount (major units) or days, whichever the kind counts; progress is capped at the target. */
  progress: z.number(),
  target: z.number(),
  /** The bonus paid on claim, major units. */
  reward: z.number(),
  status: z.enum(MISSION_STATUSES),
});
export type Mission = z.infer<typeof missionSchema>;

export const missionPeriodSchema = z.object({
  /** Start and end of the current period, ms since the epoch (days and weeks begin at Bangkok midnight, weeks on Monday). */
  periodStart: z.number(),
  periodEnd: z.number(),
  missions: z.array(missionSchema),
});

/** `GET /wps/relay/MCSFE_getMissionSummaryDetails`: the current daily and weekly missions with the member's progress. */
export const missionSummarySchema = z.object({ daily: missionPeriodSchema, weekly: missionPeriodSchema });
export type MissionSummary = z.infer<typeof missionSummarySchema>;

/** `POST /wps/relay/MCSFE_claimMissionReward { missionId, periodStart }` with an Idempotency-Key: pays the reward once. */
export const missionClaimRequestSchema = z.object({ missionId: z.string().check(z.maxLength(64)), periodStart: z.number() });
export type MissionClaimRequest = z.infer<typeof missionClaimRequestSchema>;
export const missionClaimAnswerSchema = z.object({ missionId: z.string(), reward: z.number(), transactionId: z.string() });
export type MissionClaimAnswer = z.infer<typeof missionClaimAnswerSchema>;

export const leaderboardEntrySchema = z.object({
  rank: z.number(),
  /** Masked account name (first and last two characters). */
  name: z.string(),
  /** Missions claimed. */
  completed: z.number(),
  /** Rewards claimed, major units. */
  reward: z.number(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** `GET /wps/relay/MCSFE_getMissionLeaderboard`: the top members by missions claimed (all time), and the caller's row. */
export const missionLeaderboardSchema = z.object({ entries: z.array(leaderboardEntrySchema), me: z.nullable(leaderboardEntrySchema) });
export type MissionLeaderboard = z.infer<typeof missionLeaderboardSchema>;

const nothing = z.optional(z.nullable(z.unknown()));

export const messageCalls = {
  messageList: call({ method: "GET", path: "/wps/relay/CSP_messageList", module: "INBOX3", access: "member", value: messagePageSchema }),
  messageRead: call({ method: "POST", path: "/wps/relay/CSP_readMessage", module: "INBOX3", access: "member", body: messageRequestSchema, value: messageDetailSchema }),
  messageDelete: call({ method: "DELETE", path: "/wps/relay/CSP_deleteMessage", module: "INBOX3", access: "member", body: messageRequestSchema, value: nothing }),
  messageReadAll: call({ method: "POST", path: "/wps/relay/CSP_readAllMessages", module: "INBOX3", access: "member", value: readAllAnswerSchema }),
  missionSummary: call({ method: "GET", path: "/wps/relay/MCSFE_getMissionSummaryDetails", module: "GAMELO3", access: "member", value: missionSummarySchema }),
  missionLeaderboard: call({ method: "GET", path: "/wps/relay/MCSFE_getMissionLeaderboard", module: "GAMELO3", access: "member", value: missionLeaderboardSchema }),
  missionClaim: call({ method: "POST", path: "/wps/relay/MCSFE_claimMissionReward", module: "GAMELO3", access: "member", idempotent: true, body: missionClaimRequestSchema, value: missionClaimAnswerSchema }),
} as const;
