import { describe, expect, it } from "vitest";
import { createTestActor, deliver } from "../paths/replay-actor";
import { MEMBER_DATA } from "./point-mall.model";
import { pointMallModel, pointMallGuestModel } from "./point-mall.model";
import { redEnvelopeModel } from "./red-envelope.model";

// The points mall's, VIP's and red envelope's rules as plain stories; the figures are the test's own (MEMBER_DATA: 20 live, 150 redeem, minimum 10).
const requests = (test: { fakes: { inputs: { id: string; input?: unknown }[] } }, id: string) => test.fakes.inputs.filter((r) => r.id === id);

async function loadedMall(model = pointMallModel) {
  const test = createTestActor(model);
  test.actor.start();
  await deliver(test, { type: "xstate.done.actor.loadMall", output: model === pointMallModel ? MEMBER_DATA : { config: MEMBER_DATA.config, rewards: MEMBER_DATA.rewards } } as never);
  return test;
}

describe("pointMall machine", () => {
  it("converts exactly the held points and not one more, only with the password, with one key per edit", async () => {
    const test = await loadedMall();
    test.actor.send({ type: "CONVERT.OPEN" });
    test.actor.send({ type: "POINTS.CHANGE", text: "21" });
    test.actor.send({ type: "PASSWORD.CHANGE", text: "Demo1234" });
    test.actor.send({ type: "CONVERT.SUBMIT" });
    expect(test.actor.getSnapshot().context.problem).toBe("pointsInsufficient");
    test.actor.send({ type: "POINTS.CHANGE", text: "20" });
    test.actor.send({ type: "PASSWORD.CHANGE", text: "" });
    test.actor.send({ type: "CONVERT.SUBMIT" });
    expect(test.actor.getSnapshot().context.problem).toBe("passwordEmpty");
    test.actor.send({ type: "PASSWORD.CHANGE", text: "Demo1234" });
    test.actor.send({ type: "CONVERT.SUBMIT" });
    test.actor.send({ type: "CONVERT.SUBMIT" });
    // Opening (1), 21, password, 20, cleared, password again: the sixth edit's key, sent once.
    expect(requests(test, "convertPoints")).toEqual([{ id: "convertPoints", input: { pointType: "live", points: 20, password: "Demo1234", key: "k-6" } }]);
  });

  it("takes 10 points (the minimum) and refuses 9", async () => {
    const test = await loadedMall();
    test.actor.send({ type: "CONVERT.OPEN" });
    test.actor.send({ type: "PASSWORD.CHANGE", text: "x" });
    test.actor.send({ type: "POINTS.CHANGE", text: "9" });
    test.actor.send({ type: "CONVERT.SUBMIT" });
    expect(test.actor.getSnapshot().context.problem).toBe("pointsBelowMinimum");
    test.actor.send({ type: "POINTS.CHANGE", text: "10" });
    test.actor.send({ type: "CONVERT.SUBMIT" });
    expect(test.actor.getSnapshot().matches({ convert: "submitting" })).toBe(true);
  });

  it("redeems a reward costing exactly the points held, never one out of stock", async () => {
    const test = await loadedMall();
    test.actor.send({ type: "REDEEM.OPEN", rewardId: "earbuds" });
    test.actor.send({ type: "PASSWORD.CHANGE", text: "Demo1234" });
    test.actor.send({ type: "REDEEM.SUBMIT" });
    expect(test.actor.getSnapshot().context.problem).toBe("outOfStock");
    test.actor.send({ type: "DIALOG.CLOSE" });
    test.actor.send({ type: "REDEEM.OPEN", rewardId: "voucher" });
    test.actor.send({ type: "PASSWORD.CHANGE", text: "Demo1234" });
    test.actor.send({ type: "REDEEM.SUBMIT" });
    expect(requests(test, "redeemReward").map((r) => r.input)).toEqual([{ rewardId: "voucher", password: "Demo1234", key: "k-4" }]);
  });

  it("asks a visitor to log in and sends nothing", async () => {
    const test = await loadedMall(pointMallGuestModel);
    test.actor.send({ type: "REDEEM.OPEN", rewardId: "voucher" });
    test.actor.send({ type: "CONVERT.OPEN" });
    expect(test.actions.map((a) => a.type)).toEqual(["askLogin", "askLogin"]);
    expect(test.actor.getSnapshot().value).toBe("ready");
  });
});

describe("redEnvelope machine", () => {
  it("checks again a minute after, and grabs with a new key each time it is opened", async () => {
    const test = createTestActor(redEnvelopeModel);
    test.actor.start();
    await deliver(test, { type: "xstate.done.actor.loadEnvelope", output: { event: null, grabbed: null } } as never);
    test.clock.increment(59_999);
    expect(requests(test, "loadEnvelope")).toHaveLength(1);
    test.clock.increment(1);
    expect(requests(test, "loadEnvelope")).toHaveLength(2);
    await deliver(test, { type: "xstate.done.actor.loadEnvelope", output: { event: { id: "re_1", title: "t", endsAt: "2027-01-01T00:00:00Z", sharesLeft: 1 }, grabbed: null } } as never);
    test.actor.send({ type: "ENVELOPE.OPEN" });
    test.actor.send({ type: "ENVELOPE.OPEN" });
    expect(requests(test, "grabEnvelope").map((r) => r.input)).toEqual([{ eventId: "re_1", key: "k-1" }]);
  });
});
