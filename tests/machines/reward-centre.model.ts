import type { Activity } from "../../contract";
import { rewardCentreMachine, type RewardCentreContext } from "../../machines/reward-centre.machine";
import type { PathModel, Snapshot } from "../paths/generate-paths";
import { errorOf } from "../fixtures/errors";
import { INPUT, rewardCentreOracle } from "./reward-centre.oracle";

type M = typeof rewardCentreMachine;
const ctx = (snapshot: Snapshot<M>) => snapshot.context as RewardCentreContext;

export const activity = (promotionId: string, over: Partial<Activity> = {}): Activity => ({
  promotionId, title: `Promotion ${promotionId}`, promotionType: "fish", action: "raffle", state: "claim", rewardAmount: 88, endsAt: null, updatedAt: null, note: null, ...over,
});
/** One to join (pJ), one joined whose reward may be requested (pR), one prize to claim (pC). */
export const ACTIVITIES = [activity("pJ", { action: "join", state: "join" }), activity("pR", { action: "join", state: "joined" }), activity("pC")];
/** The server's answer: the same activity in its next state. */
const answered = (promotionId: string, state: Activity["state"]): Activity => ({ ...(ACTIVITIES.find((a) => a.promotionId === promotionId) ?? activity(promotionId)), state });

export const rewardCentreModel: PathModel<M> = {
  name: "rewardCentre",
  machine: rewardCentreMachine,
  input: { keyPrefix: INPUT.keyPrefix },
  oracle: rewardCentreOracle,
  payloads: {
    "xstate.done.actor.loadRewardCentre": () => [{ type: "xstate.done.actor.loadRewardCentre", output: { activities: ACTIVITIES, unclaimed: 2 } }],
    "xstate.error.actor.loadRewardCentre": () => [{ type: "xstate.error.actor.loadRewardCentre", error: errorOf("system busy") }],
    JOIN: () => [{ type: "JOIN", promotionId: "pJ" }],
    REQUEST: () => [{ type: "REQUEST", promotionId: "pR" }],
    CLAIM: () => [{ type: "CLAIM", promotionId: "pC" }],
    "xstate.done.actor.joinPromotion": (s) => [{ type: "xstate.done.actor.joinPromotion", output: answered(ctx(s).working?.promotionId ?? "", "joined") }],
    "xstate.done.actor.requestReward": (s) => [{ type: "xstate.done.actor.requestReward", output: answered(ctx(s).working?.promotionId ?? "", "processing") }],
    "xstate.done.actor.claimReward": (s) => [{ type: "xstate.done.actor.claimReward", output: { activity: answered(ctx(s).working?.promotionId ?? "", "claimed"), amount: 88, transactionId: "promo-x" } }],
    "xstate.error.actor.joinPromotion": () => [{ type: "xstate.error.actor.joinPromotion", error: errorOf("PROMOTION_ALREADY_JOINED") }],
    "xstate.error.actor.requestReward": () => [{ type: "xstate.error.actor.requestReward", error: errorOf("REWARD_NOT_REQUESTABLE") }],
    "xstate.error.actor.claimReward": () => [{ type: "xstate.error.actor.claimReward", error: errorOf("REWARD_ALREADY_CLAIMED") }],
  },
  // What the page says (done or an error): each action's answer and an action after it are paths.
  contextKey: (c: RewardCentreContext) => [c.done?.action ?? null, Boolean(c.error)],
};
