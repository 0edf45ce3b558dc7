import type { EventObject } from "xstate";
import type { Activity, ClaimAnswer, RewardCentre } from "../../contract";
import type { Oracle, StepExpectation } from "../paths/oracle";

/** The model's input (reward-centre.model.ts). */
export const INPUT = { keyPrefix: "k" };

type Phase = "loading" | "failed" | "ready" | "joining" | "requesting" | "claiming";
type Action = "join" | "request" | "claim";

export interface Centre {
  phase: Phase;
  activities: Activity[];
  working?: { promotionId: string; action: Action };
  done?: { promotionId: string; action: Action; amount?: number };
  error?: unknown;
  claims: number;
  /** Per activity, the number of its claim that got no paid answer. */
  unanswered: Record<string, number>;
  /** The number of the claim on its way. */
  claiming?: number;
}

/** The actions: join (MCSFE_signUpPromotionJoin), request (MCSFE_signUpRequestReward), claim (MCS2_claimRafflePromotion). */
const ACTIONS: Record<string, { action: Action; phase: Phase; actor: string }> = {
  JOIN: { action: "join", phase: "joining", actor: "joinPromotion" },
  REQUEST: { action: "request", phase: "requesting", actor: "requestReward" },
  CLAIM: { action: "claim", phase: "claiming", actor: "claimReward" },
};
const replaced = (c: Centre, activity: Activity) => {
  c.activities = c.activities.map((a) => (a.promotionId === activity.promotionId ? activity : a));
};

function apply(c: Centre, event: EventObject & Record<string, unknown>): StepExpectation {
  const started = ACTIONS[event.type];
  if (started) {
    const promotionId = event.promotionId as string;
    c.phase = started.phase;
    c.working = { promotionId, action: started.action };
    c.done = undefined;
    c.error = undefined;
    if (started.action !== "claim") return { requests: [{ id: started.actor, input: { promotionId } }] };
    // A claim carries an Idempotency-Key: prefix and the claim's number. Claiming an activity again after its claim got
    // no paid answer (lost, or refused) is the same request: same number, so the server pays it at most once.
    const again = c.unanswered[promotionId];
    if (again === undefined) c.claims += 1;
    c.claiming = again ?? c.claims;
    return { requests: [{ id: "claimReward", input: { promotionId, key: `${INPUT.keyPrefix}-${c.claiming}` } }] };
  }
  switch (event.type) {
    case "xstate.done.actor.loadRewardCentre":
      c.activities = (event.output as RewardCentre).activities;
      c.phase = "ready";
      return {};
    case "xstate.error.actor.loadRewardCentre":
      c.phase = "failed";
      c.error = event.error;
      return { context: { error: event.error } };
    case "RETRY":
    case "RELOAD":
      c.phase = "loading";
      c.error = undefined;
      return { requests: [{ id: "loadRewardCentre" }] };
    case "DISMISS":
      c.done = undefined;
      c.error = undefined;
      return {};
    case "xstate.done.actor.joinPromotion":
    case "xstate.done.actor.requestReward":
      replaced(c, event.output as Activity);
      c.done = { promotionId: c.working!.promotionId, action: c.working!.action };
      c.working = undefined;
      c.phase = "ready";
      return {};
    case "xstate.done.actor.claimReward": {
      const answer = event.output as ClaimAnswer;
      replaced(c, answer.activity);
      delete c.unanswered[c.working!.promotionId];
      c.done = { promotionId: c.working!.promotionId, action: "claim", amount: answer.amount };
      c.working = undefined;
      c.phase = "ready";
      // The claimed money is in the wallet: the header balance refreshes.
      return { effects: ["balanceChanged"] };
    }
    case "xstate.error.actor.joinPromotion":
    case "xstate.error.actor.requestReward":
    case "xstate.error.actor.claimReward":
      if (event.type === "xstate.error.actor.claimReward") c.unanswered[c.working!.promotionId] = c.claiming!;
      c.error = event.error;
      c.working = undefined;
      c.phase = "ready";
      return { context: { error: event.error } };
  }
  return {};
}

/** The centre after the path's events (for the view tests' expected screens). */
export function centreAfter(events: readonly EventObject[]): Centre {
  const c: Centre = { phase: "loading", activities: [], claims: 0, unanswered: {} };
  for (const event of events) apply(c, event as EventObject & Record<string, unknown>);
  return c;
}

export const rewardCentreOracle: Oracle = {
  step(events) {
    const c: Centre = { phase: "loading", activities: [], claims: 0, unanswered: {} };
    let expectation: StepExpectation = { requests: [{ id: "loadRewardCentre" }] };
    for (const event of events) expectation = apply(c, event as EventObject & Record<string, unknown>);
    return {
      ...expectation,
      context: { ...expectation.context, activities: c.activities, working: c.working, done: c.done, ...(c.error === undefined ? { error: undefined } : {}) },
    };
  },
};
