import { assign, setup } from "xstate";
import type { Activity, ClaimAnswer, ErrorInfo, RewardCentre } from "../src/contract";
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
  context: ({ input }) => ({ keyPrefix: input.keyPrefix, submissions: 0, unansweredClaims: {}, activities: [] }),
  initial: "loading",
  states: {
    loading: {
      on: { RELOAD: { target: "loading", reenter: true } },
      invoke: {
        id: "loadRewardCentre",
        src: "loadRewardCentre",
        onDone: { target: "ready", actions: assign({ activities: ({ event }) => event.output.activities }) },
        onError: { target: "failed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: { on: { RETRY: { target: "loading", actions: assign({ error: undefined }) }, RELOAD: { target: "loading", actions: assign({ error: undefined }) } } },
    ready: {
      on: {
        JOIN: { target: "joining", actions: assign({ working: ({ event }) => ({ promotionId: event.promotionId, action: "join" as const }), done: undefined, error: undefined }) },
        REQUEST: { target: "requesting", actions: assign({ working: ({ event }) => ({ promotionId: event.promotionId, action: "request" as const }), done: undefined, error: undefined }) },
        CLAIM: {
          target: "claiming",
          actions: assign({
            working: ({ event }) => ({ promotionId: event.promotionId, action: "claim" as const }),
            done: undefined,
            error: undefined,
            claimNumber: ({ context, event }) => claimNumberFor(context, event.promotionId),
            submissions: ({ context, event }) => Math.max(context.submissions, claimNumberFor(context, event.promotionId)),
          }),
        },
        DISMISS: { actions: assign({ done: undefined, error: undefined }) },
        RELOAD: { target: "loading", actions: assign({ error: undefined }) },
      },
    },
    joining: {
      invoke: {
        id: "joinPromotion",
        src: "joinPromotion",
        input: ({ context }) => ({ promotionId: promotionIdOf(context) }),
        onDone: { target: "ready", actions: assign({ activities: ({ context, event }) => replaced(context.activities, event.output), done: ({ context }) => ({ promotionId: promotionIdOf(context), action: "join" as const }), working: undefined }) },
        onError: { target: "ready", actions: assign({ error: ({ event }) => asErrorInfo(event.error), working: undefined }) },
      },
    },
    requesting: {
      invoke: {
        id: "requestReward",
        src: "requestReward",
        input: ({ context }) => ({ promotionId: promotionIdOf(context) }),
        onDone: { target: "ready", actions: assign({ activities: ({ context, event }) => replaced(context.activities, event.output), done: ({ context }) => ({ promotionId: promotionIdOf(context), action: "request" as const }), working: undefined }) },
        onError: { target: "ready", actions: assign({ error: ({ event }) => asErrorInfo(event.error), working: undefined }) },
      },
    },
    claiming: {
      invoke: {
        id: "claimReward",
        src: "claimReward",
        input: ({ context }) => ({ promotionId: promotionIdOf(context), key: submissionKey(context.keyPrefix, context.claimNumber ?? context.submissions) }),
        onDone: {
          target: "ready",
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
