import { assign, setup } from "xstate";
import type { Activity, ClaimAnswer, ErrorInfo, RewardCentre } from "../contract";
import { submissionKey } from "./amount-input";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

export type RewardAction = "join" | "request" | "claim";

export interface RewardCentreContext {
  keyPrefix: string;
  /** Numbers the claims: each claim's Idempotency-Key is the prefix and its number. */
  submissions: number;
  /**
   * The number of each activity's claim whose answer did not come back paid (a lost answer, a server failure): claimed
   * again, the same request goes with the same key, so the server pays it at most once.
   */
  unansweredClaims: Record<string, number>;
  /** The number of the claim being sent. */
  claimNumber?: number;
  activities: Activity[];
  /** The activity being worked on and how. */
  working?: { promotionId: string; action: RewardAction };
  /** What the last action did (the page says it): joined, requested, or claimed with the amount. */
  done?: { promotionId: string; action: RewardAction; amount?: number };
  error?: ErrorInfo;
}

export type RewardCentreEvent =
  | { type: "RETRY" }
  /** The language changed: the titles come again from the server. */
  | { type: "RELOAD" }
  | { type: "JOIN"; promotionId: string }
  | { type: "REQUEST"; promotionId: string }
  | { type: "CLAIM"; promotionId: string }
  | { type: "DISMISS" };

const replaced = (activities: Activity[], activity: Activity) => activities.map((a) => (a.promotionId === activity.promotionId ? activity : a));
const promotionIdOf = (context: RewardCentreContext) => context.working?.promotionId ?? "";

/** A claim's number: its activity's unanswered claim's, or the next one. */
const claimNumberFor = (context: RewardCentreContext, promotionId: string) => context.unansweredClaims[promotionId] ?? context.submissions + 1;

const withoutClaimOf = (claims: Record<string, number>, promotionId: string) => Object.fromEntries(Object.entries(claims).filter(([id]) => id !== promotionId));

/**
 * The reward centre (/member/rewardCenter): the member's activities with their states; join
 * (MCSFE_signUpPromotionJoin), request the reward (MCSFE_signUpRequestReward) and claim a waiting reward or raffle
 * prize (MCS2_claimRafflePromotion, with an idempotency key: a claim sent again after no paid answer keeps its key, so
 * it is not paid twice). A claim refreshes
 * the balance. One action at a time.
 */
export const rewardCentreMachine = setup({
  types: {
    context: {} as RewardCentreContext,
    events: {} as RewardCentreEvent,
    input: {} as { keyPrefix: string },
  },
  actors: {
    loadRewardCentre: promiseNotProvided<RewardCentre>("loadRewardCentre"),
    joinPromotion: promiseNotProvided<Activity, { promotionId: string }>("joinPromotion"),
    requestReward: promiseNotProvided<Activity, { promotionId: string }>("requestReward"),
    claimReward: promiseNotProvided<ClaimAnswer, { promotionId: string; key: string }>("claimReward"),
  },
  actions: { balanceChanged: () => {} },
}).createMachine({
  id: "rewardCentre",
  description: "The reward centre: the member's activities and where each stands (join, joined, applying, rejected, claim, claimed and so on). The member joins an activity, asks for its reward, or claims a waiting reward or raffle prize; a claim sent again after no answer is never paid twice. One action at a time.",
  meta: { spec: ["2 Screens and routes › Member centre pages", "4 States and transitions", "7 Calls › Promotions and contracts"], screen: "Member centre: reward centre (rewardCenter)" },
  context: ({ input }) => ({ keyPrefix: input.keyPrefix, submissions: 0, unansweredClaims: {}, activities: [] }),
  initial: "loading",
  states: {
    loading: {
      description: "Fetching the member's activities.",
      on: { RELOAD: { target: "loading", reenter: true, description: "Asked to reload meanwhile: the fetch starts over." } },
      invoke: {
        id: "loadRewardCentre",
        src: "loadRewardCentre",
        onDone: { target: "ready", description: "The activities are listed.", actions: assign({ activities: ({ event }) => event.output.activities }) },
        onError: { target: "failed", description: "The activities could not be fetched.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: {
      description: "The reward centre could not be loaded; the member can retry.",
      on: {
        RETRY: { target: "loading", description: "The member tries again.", actions: assign({ error: undefined }) },
        RELOAD: { target: "loading", description: "The list is reloaded.", actions: assign({ error: undefined }) },
      },
    },
    ready: {
      description: "The activities are listed, each with the button its state allows.",
      on: {
        JOIN: { target: "joining", description: "The member joins an activity.", actions: assign({ working: ({ event }) => ({ promotionId: event.promotionId, action: "join" as const }), done: undefined, error: undefined }) },
        REQUEST: { target: "requesting", description: "The member asks for an activity's reward.", actions: assign({ working: ({ event }) => ({ promotionId: event.promotionId, action: "request" as const }), done: undefined, error: undefined }) },
        CLAIM: {
          target: "claiming",
          description: "The member claims a waiting reward or raffle prize.",
          actions: assign({
            working: ({ event }) => ({ promotionId: event.promotionId, action: "claim" as const }),
            done: undefined,
            error: undefined,
            claimNumber: ({ context, event }) => claimNumberFor(context, event.promotionId),
            submissions: ({ context, event }) => Math.max(context.submissions, claimNumberFor(context, event.promotionId)),
          }),
        },
        DISMISS: { description: "The member closes the success or error message.", actions: assign({ done: undefined, error: undefined }) },
        RELOAD: { target: "loading", description: "The list is reloaded.", actions: assign({ error: undefined }) },
      },
    },
    joining: {
      description: "Waiting for the server to sign the member up for the activity.",
      invoke: {
        id: "joinPromotion",
        src: "joinPromotion",
        input: ({ context }) => ({ promotionId: promotionIdOf(context) }),
        onDone: { target: "ready", description: "Joined: the activity shows its new state.", actions: assign({ activities: ({ context, event }) => replaced(context.activities, event.output), done: ({ context }) => ({ promotionId: promotionIdOf(context), action: "join" as const }), working: undefined }) },
        onError: { target: "ready", description: "Not joined: the reason is shown.", actions: assign({ error: ({ event }) => asErrorInfo(event.error), working: undefined }) },
      },
    },
    requesting: {
      description: "Waiting for the server to record the reward request.",
      invoke: {
        id: "requestReward",
        src: "requestReward",
        input: ({ context }) => ({ promotionId: promotionIdOf(context) }),
        onDone: { target: "ready", description: "Requested: the activity shows it is being applied for.", actions: assign({ activities: ({ context, event }) => replaced(context.activities, event.output), done: ({ context }) => ({ promotionId: promotionIdOf(context), action: "request" as const }), working: undefined }) },
        onError: { target: "ready", description: "Not requested: the reason is shown.", actions: assign({ error: ({ event }) => asErrorInfo(event.error), working: undefined }) },
      },
    },
    claiming: {
      description: "Waiting for the server to pay the reward.",
      invoke: {
        id: "claimReward",
        src: "claimReward",
        input: ({ context }) => ({ promotionId: promotionIdOf(context), key: submissionKey(context.keyPrefix, context.claimNumber ?? context.submissions) }),
        onDone: {
          target: "ready",
          description: "Paid: the amount is shown, the activity shows claimed and the header balance refreshes.",
          actions: [
            assign({
              activities: ({ context, event }) => replaced(context.activities, event.output.activity),
              done: ({ context, event }) => ({ promotionId: promotionIdOf(context), action: "claim" as const, amount: event.output.amount }),
              unansweredClaims: ({ context }) => withoutClaimOf(context.unansweredClaims, promotionIdOf(context)),
              working: undefined,
              claimNumber: undefined,
            }),
            "balanceChanged",
          ],
        },
        onError: {
          target: "ready",
          description: "Not paid (refused or no answer): the reason is shown; claiming again is safe, it can never pay twice.",
          actions: assign({
            error: ({ event }) => asErrorInfo(event.error),
            unansweredClaims: ({ context }) => ({ ...context.unansweredClaims, [promotionIdOf(context)]: context.claimNumber ?? context.submissions }),
            working: undefined,
            claimNumber: undefined,
          }),
        },
      },
    },
  },
});
