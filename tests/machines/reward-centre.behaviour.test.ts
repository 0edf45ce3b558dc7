import { describe, expect, it } from "vitest";
import { rewardCentreMachine } from "../../machines/reward-centre.machine";
import type { Activity } from "../../contract";
import { errorOf, networkError } from "../fixtures/errors";
import { createTestActor, deliver } from "../paths/replay-actor";
import { answer, describeWalks, failure } from "./walks";

// Reward centre: the member's activities with their states; join, request the reward, claim a prize (with
// an idempotency key per claim); a claim refreshes the balance. One action at a time.
const activity = (promotionId: string, over: Partial<Activity>): Activity => ({
  promotionId,
  title: `Promotion ${promotionId}`,
  promotionType: "fish",
  action: "raffle",
  state: "claim",
  rewardAmount: 88,
  endsAt: null,
  updatedAt: null,
  note: null,
  ...over,
});
const toJoin = activity("pJ", { action: "join", state: "join" });
const joined = activity("pR", { action: "join", state: "joined" });
const prize = activity("pC", {});
const loaded = answer("loadRewardCentre", { activities: [toJoin, joined, prize], unclaimed: 2 });
const model = { name: "rewardCentre", machine: rewardCentreMachine, input: { keyPrefix: "k" } };

describeWalks(model, [
  { name: "shows the member's activities", steps: [loaded], state: "ready", context: { activities: [toJoin, joined, prize] } },
  { name: "a page that did not load is loaded again on retry", steps: [failure("loadRewardCentre", networkError), { type: "RETRY" }], state: "loading", requests: { loadRewardCentre: 2 }, context: { error: undefined } },
  { name: "a page that did not load is loaded again in a new language", steps: [failure("loadRewardCentre", networkError), { type: "RELOAD" }], state: "loading", requests: { loadRewardCentre: 2 }, context: { error: undefined } },
  { name: "a language change while loading asks again", steps: [{ type: "RELOAD" }], state: "loading", requests: { loadRewardCentre: 2 } },
  { name: "a language change loads the titles again", steps: [loaded, { type: "RELOAD" }], state: "loading", requests: { loadRewardCentre: 2 } },
  {
    name: "joining shows the activity joined and says so",
    steps: [loaded, { type: "JOIN", promotionId: "pJ" }, answer("joinPromotion", { ...toJoin, state: "joined" })],
    state: "ready",
    requests: { joinPromotion: 1 },
    context: { activities: [{ ...toJoin, state: "joined" }, joined, prize], done: { promotionId: "pJ", action: "join" }, working: undefined },
  },
  {
    name: "a refused join shows the refusal and leaves the list",
    steps: [loaded, { type: "JOIN", promotionId: "pJ" }, failure("joinPromotion", errorOf("PROMOTION_ALREADY_JOINED"))],
    state: "ready",
    context: { activities: [toJoin, joined, prize], error: { errorCode: "PROMOTION_ALREADY_JOINED" }, working: undefined, done: undefined },
  },
  {
    name: "requesting the reward shows it processing and says so",
    steps: [loaded, { type: "REQUEST", promotionId: "pR" }, answer("requestReward", { ...joined, state: "processing" })],
    state: "ready",
    requests: { requestReward: 1 },
    context: { activities: [toJoin, { ...joined, state: "processing" }, prize], done: { promotionId: "pR", action: "request" }, working: undefined },
  },
  {
    name: "a refused request shows the refusal",
    steps: [loaded, { type: "REQUEST", promotionId: "pR" }, failure("requestReward", errorOf("REWARD_NOT_REQUESTABLE"))],
    state: "ready",
    context: { error: { errorCode: "REWARD_NOT_REQUESTABLE" }, working: undefined },
  },
  {
    name: "a claim shows the prize claimed with its amount",
    steps: [loaded, { type: "CLAIM", promotionId: "pC" }, answer("claimReward", { activity: { ...prize, state: "claimed" }, amount: 88, transactionId: "promo-1" })],
    state: "ready",
    requests: { claimReward: 1 },
    context: { activities: [toJoin, joined, { ...prize, state: "claimed" }], done: { promotionId: "pC", action: "claim", amount: 88 }, working: undefined },
  },
  {
    name: "a refused claim shows the refusal",
    steps: [loaded, { type: "CLAIM", promotionId: "pC" }, failure("claimReward", errorOf("REWARD_ALREADY_CLAIMED"))],
    state: "ready",
    context: { error: { errorCode: "REWARD_ALREADY_CLAIMED" }, working: undefined },
  },
  {
    name: "a new action clears the last one's message",
    steps: [loaded, { type: "CLAIM", promotionId: "pC" }, failure("claimReward", errorOf("REWARD_ALREADY_CLAIMED")), { type: "JOIN", promotionId: "pJ" }],
    state: "joining",
    context: { error: undefined, working: { promotionId: "pJ", action: "join" } },
  },
  {
    name: "the message after an action can be dismissed",
    steps: [loaded, { type: "JOIN", promotionId: "pJ" }, answer("joinPromotion", { ...toJoin, state: "joined" }), { type: "DISMISS" }],
    state: "ready",
    context: { done: undefined, error: undefined },
  },
  {
    name: "a refusal's message can be dismissed",
    steps: [loaded, { type: "REQUEST", promotionId: "pR" }, failure("requestReward", errorOf("REWARD_NOT_REQUESTABLE")), { type: "DISMISS" }],
    state: "ready",
    context: { error: undefined },
  },
  { name: "one action at a time: a claim while joining is not sent", steps: [loaded, { type: "JOIN", promotionId: "pJ" }, { type: "CLAIM", promotionId: "pC" }], state: "joining", requests: { claimReward: 0 } },
]);

describe("reward centre requests", () => {
  it("each action names its activity; a claim carries a key; a paid claim refreshes the balance", async () => {
    const test = createTestActor({ ...model, payloads: {} });
    test.actor.start();
    const steps = [
      loaded,
      { type: "JOIN", promotionId: "pJ" },
      answer("joinPromotion", { ...toJoin, state: "joined" }),
      { type: "REQUEST", promotionId: "pR" },
      answer("requestReward", { ...joined, state: "processing" }),
      { type: "CLAIM", promotionId: "pC" },
      failure("claimReward", networkError),
    ];
    for (const step of steps) await deliver(test, step);
    expect(test.actions.map((a) => a.type)).toEqual([]);
    for (const step of [{ type: "CLAIM", promotionId: "pC" }, answer("claimReward", { activity: { ...prize, state: "claimed" }, amount: 88, transactionId: "promo-1" })]) await deliver(test, step);
    expect(test.fakes.inputs.filter((r) => r.id !== "loadRewardCentre")).toEqual([
      { id: "joinPromotion", input: { promotionId: "pJ" } },
      { id: "requestReward", input: { promotionId: "pR" } },
      { id: "claimReward", input: { promotionId: "pC", key: "k-1" } },
      // Pressed again after a lost answer: the same request with the same key, so the server pays it at most once.
      { id: "claimReward", input: { promotionId: "pC", key: "k-1" } },
    ]);
    expect(test.actions.map((a) => a.type)).toEqual(["balanceChanged"]);
  });

  it("a claim retried after others keeps its key; a claim after a paid one, or of another activity, gets a new key", async () => {
    const test = createTestActor({ ...model, payloads: {} });
    test.actor.start();
    const steps = [
      loaded,
      { type: "CLAIM", promotionId: "pC" },
      failure("claimReward", networkError),
      { type: "CLAIM", promotionId: "pX" },
      failure("claimReward", networkError),
      { type: "CLAIM", promotionId: "pC" },
      answer("claimReward", { activity: { ...prize, state: "claimed" }, amount: 88, transactionId: "promo-1" }),
      { type: "CLAIM", promotionId: "pX" },
      answer("claimReward", { activity: { ...prize, promotionId: "pX", state: "claimed" }, amount: 5, transactionId: "promo-2" }),
      { type: "CLAIM", promotionId: "pC" },
    ];
    for (const step of steps) await deliver(test, step);
    expect(test.fakes.inputs.filter((r) => r.id === "claimReward").map((r) => r.input)).toEqual([
      { promotionId: "pC", key: "k-1" },
      { promotionId: "pX", key: "k-2" },
      { promotionId: "pC", key: "k-1" },
      { promotionId: "pX", key: "k-2" },
      { promotionId: "pC", key: "k-3" },
    ]);
  });
});
