import { describe, expect, it } from "vitest";
import type { AnyStateNode } from "xstate";
import { saferPlayMachine } from "../../machines/safer-play.machine";
import { errorOf, networkError } from "../fixtures/errors";
import { answerToCancel, answerToChange, saferPlayData } from "../fixtures/safer-play";
import { createTestActor, deliver } from "../paths/replay-actor";
import { BOUNDS } from "./safer-play.oracle";

/** Short walks written from the contract's rules: what the generated paths cannot see when a transition is missing. */
async function ready() {
  const test = createTestActor({ name: "saferPlay", machine: saferPlayMachine, input: BOUNDS });
  test.actor.start();
  await deliver(test, { type: "xstate.done.actor.loadSaferPlay", output: saferPlayData() } as never);
  return test;
}
type Test = Awaited<ReturnType<typeof ready>>;
const requests = (test: Test, id: string) => test.fakes.inputs.filter((i) => i.id === id).map((i) => i.input);
const state = (test: Test) => test.actor.getSnapshot().value;
const type = (test: Test, value: string) => test.actor.send({ type: "SAFER.CHANGE", kind: "deposit", period: "day", value });

describe("safer play", () => {
  it("a lower limit is sent at once; the page then shows the limits as the server has them", async () => {
    const test = await ready();
    type(test, "500");
    test.actor.send({ type: "SAFER.SET", kind: "deposit", period: "day" });
    expect(state(test)).toBe("saving");
    expect(requests(test, "setLimit")).toEqual([{ kind: "deposit", period: "day", amount: "500" }]);
    await deliver(test, { type: "xstate.done.actor.setLimit", output: answerToChange("deposit", "day", "500") } as never);
    expect(state(test)).toBe("ready");
    expect(test.actor.getSnapshot().context.drafts).toEqual({});
    expect(test.actor.getSnapshot().context.notice).toEqual({ type: "saved", kind: "deposit", period: "day" });
  });

  it("a higher limit waits for the member's confirmation of the cooling-off; going back sends nothing and keeps the amount", async () => {
    const test = await ready();
    type(test, "5000");
    test.actor.send({ type: "SAFER.SET", kind: "deposit", period: "day" });
    expect(state(test)).toBe("confirming");
    expect(requests(test, "setLimit")).toEqual([]);
    test.actor.send({ type: "SAFER.BACK" });
    expect(state(test)).toBe("ready");
    expect(test.actor.getSnapshot().context.drafts).toEqual({ "deposit.day": "5000" });
    test.actor.send({ type: "SAFER.SET", kind: "deposit", period: "day" });
    test.actor.send({ type: "SAFER.CONFIRM" });
    expect(requests(test, "setLimit")).toEqual([{ kind: "deposit", period: "day", amount: "5000" }]);
  });

  it("a first limit (none in force) applies at once, however high", async () => {
    const test = await ready();
    test.actor.send({ type: "SAFER.CHANGE", kind: "wager", period: "month", value: "10000000" });
    test.actor.send({ type: "SAFER.SET", kind: "wager", period: "month" });
    expect(requests(test, "setLimit")).toEqual([{ kind: "wager", period: "month", amount: "10000000" }]);
  });

  it("a removal is confirmed first; a limit not set cannot be removed", async () => {
    const test = await ready();
    test.actor.send({ type: "SAFER.REMOVE", kind: "wager", period: "day" });
    expect(state(test)).toBe("ready");
    test.actor.send({ type: "SAFER.REMOVE", kind: "deposit", period: "day" });
    expect(state(test)).toBe("confirming");
    test.actor.send({ type: "SAFER.CONFIRM" });
    expect(requests(test, "setLimit")).toEqual([{ kind: "deposit", period: "day", amount: null }]);
  });

  it("amounts outside the rules are not sent and say why under their field; typing again clears it", async () => {
    const test = await ready();
    for (const [typed, problem] of [["", "empty"], ["0.99", "belowMin"], ["10000000.01", "aboveMax"], ["1.234", "decimals"], ["1e3", "scientific"], ["-5", "negative"]] as const) {
      type(test, typed);
      test.actor.send({ type: "SAFER.SET", kind: "deposit", period: "day" });
      expect(test.actor.getSnapshot().context.problems, typed).toEqual({ "deposit.day": problem });
    }
    type(test, "1");
    expect(test.actor.getSnapshot().context.problems).toEqual({});
    expect(requests(test, "setLimit")).toEqual([]);
  });

  it("a failed change keeps what was typed, says why, and can be sent again", async () => {
    const test = await ready();
    type(test, "500");
    test.actor.send({ type: "SAFER.SET", kind: "deposit", period: "day" });
    await deliver(test, { type: "xstate.error.actor.setLimit", error: networkError } as never);
    expect(state(test)).toBe("ready");
    expect(test.actor.getSnapshot().context.drafts).toEqual({ "deposit.day": "500" });
    expect(test.actor.getSnapshot().context.changeError).toMatchObject({ kind: "network" });
    test.actor.send({ type: "SAFER.SET", kind: "deposit", period: "day" });
    expect(requests(test, "setLimit")).toHaveLength(2);
    expect(test.actor.getSnapshot().context.changeError).toBeUndefined();
  });

  it("nothing can be typed or sent while a change is on its way", async () => {
    const test = await ready();
    type(test, "500");
    test.actor.send({ type: "SAFER.SET", kind: "deposit", period: "day" });
    type(test, "600");
    test.actor.send({ type: "SAFER.SET", kind: "deposit", period: "day" });
    test.actor.send({ type: "SAFER.CANCEL_CHANGE", kind: "loss", period: "week" });
    expect(requests(test, "setLimit")).toHaveLength(1);
    expect(requests(test, "cancelLimitChange")).toEqual([]);
    expect(test.actor.getSnapshot().context.drafts).toEqual({ "deposit.day": "500" });
  });

  it("a pending change can be cancelled; one already gone reloads the page with the message", async () => {
    const test = await ready();
    test.actor.send({ type: "SAFER.CANCEL_CHANGE", kind: "deposit", period: "day" });
    expect(requests(test, "cancelLimitChange")).toEqual([]);
    test.actor.send({ type: "SAFER.CANCEL_CHANGE", kind: "loss", period: "week" });
    expect(requests(test, "cancelLimitChange")).toEqual([{ kind: "loss", period: "week" }]);
    await deliver(test, { type: "xstate.done.actor.cancelLimitChange", output: answerToCancel("loss", "week") } as never);
    expect(test.actor.getSnapshot().context.notice).toEqual({ type: "cancelled", kind: "loss", period: "week" });

    const again = await ready();
    again.actor.send({ type: "SAFER.CANCEL_CHANGE", kind: "loss", period: "week" });
    await deliver(again, { type: "xstate.error.actor.cancelLimitChange", error: errorOf("NO_PENDING_LIMIT_CHANGE") } as never);
    expect(state(again)).toBe("loading");
    expect(requests(again, "loadSaferPlay")).toHaveLength(2);
    expect(again.actor.getSnapshot().context.changeError).toMatchObject({ errorCode: "NO_PENDING_LIMIT_CHANGE" });
  });

  it("a page that did not load is tried again", async () => {
    const test = createTestActor({ name: "saferPlay", machine: saferPlayMachine, input: BOUNDS });
    test.actor.start();
    await deliver(test, { type: "xstate.error.actor.loadSaferPlay", error: networkError } as never);
    expect(state(test)).toBe("failed");
    test.actor.send({ type: "SAFER.RETRY" });
    expect(requests(test, "loadSaferPlay")).toHaveLength(2);
  });

  it("every state and every transition says what it does (the studio shows it)", () => {
    const nodes = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states).flatMap((child) => [child, ...nodes(child)]);
    const all = nodes(saferPlayMachine.root);
    expect(all.length).toBeGreaterThan(5);
    for (const node of all) {
      expect(node.description, node.id).toBeTruthy();
      for (const transitions of node.transitions.values()) for (const transition of transitions) expect(transition.description, `${node.id} on ${transition.eventType}`).toBeTruthy();
    }
  });
});
