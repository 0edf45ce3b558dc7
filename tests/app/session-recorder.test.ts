// @vitest-environment node
import { createActor, fromPromise } from "xstate";
import { describe, expect, it } from "vitest";
import { withdrawMachine } from "../../machines/withdraw.machine";
import { createSessionRecorder } from "../../src/app/session-recorder";
import { replaySession } from "../../scripts/replay/replay-session";
import { withdrawData, withdrawalInfo } from "../fixtures/wallet";

/** A withdraw flow run for real with answering actors, recorded through the inspection hook as the app does. */
async function recordWithdrawal() {
  let clock = 0;
  const recorder = createSessionRecorder(() => clock);
  const machine = withdrawMachine.provide({
    actors: {
      loadWithdraw: fromPromise(async () => withdrawData(true)),
      requestWithdrawal: fromPromise(async () => withdrawalInfo({ status: "pending", paidAt: null, confirmBy: null })),
    },
  });
  const actor = createActor(machine, { id: "withdraw", systemId: "withdraw", input: { keyPrefix: "abc12345" }, inspect: recorder.observer });
  actor.start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  clock = 1200;
  actor.send({ type: "AMOUNT.CHANGE", text: "200" });
  clock = 2500;
  actor.send({ type: "PASSWORD.CHANGE", text: "739264" });
  clock = 3100;
  actor.send({ type: "WITHDRAW.SUBMIT" });
  await new Promise((resolve) => setTimeout(resolve, 0));
  actor.stop();
  return recorder.session();
}

describe("session recording and replay", () => {
  it("records the flow's events with timings and states, the payment password replaced by its shape", async () => {
    const session = await recordWithdrawal();
    expect(session.format).toBe("royal-play-session/1");
    expect(session.actors).toHaveLength(1);
    const [withdraw] = session.actors;
    expect(withdraw!.flow).toBe("withdraw");
    expect(withdraw!.input).toEqual({ keyPrefix: "abc12345" });
    expect(withdraw!.steps.map((s) => [s.at, s.event.type, s.state])).toEqual([
      [0, "xstate.done.actor.loadWithdraw", "ready"],
      [1200, "AMOUNT.CHANGE", "ready"],
      [2500, "PASSWORD.CHANGE", "ready"],
      [3100, "WITHDRAW.SUBMIT", "submitting"],
      [3100, "xstate.done.actor.requestWithdrawal", "ready"],
    ]);
    expect(withdraw!.steps[2]!.event).toEqual({ type: "PASSWORD.CHANGE", text: "000000" });
    expect(JSON.stringify(session)).not.toContain("739264");
  });

  it("replays the recording on the machine to the same states, and reports a step that now ends elsewhere", async () => {
    const session = await recordWithdrawal();
    const steps = replaySession(session);
    expect(steps.map((s) => [s.event, s.reached, s.same])).toEqual([
      ["xstate.done.actor.loadWithdraw", "ready", true],
      ["AMOUNT.CHANGE", "ready", true],
      ["PASSWORD.CHANGE", "ready", true],
      ["WITHDRAW.SUBMIT", "submitting", true],
      ["xstate.done.actor.requestWithdrawal", "ready", true],
    ]);
    // A session recorded when the machine behaved otherwise: the replay says where it now differs.
    session.actors[0]!.steps[3]!.state = "ready";
    expect(replaySession(session).filter((s) => !s.same).map((s) => [s.event, s.expected, s.reached])).toEqual([["WITHDRAW.SUBMIT", "ready", "submitting"]]);
  });
});
