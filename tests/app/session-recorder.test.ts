// @vitest-environment node
import { createActor, createMachine, fromPromise } from "xstate";
import { loginMachine, type LoginCredentials } from "../../machines/login.machine";
import type { LoginAnswer } from "../../contract";
import { FLOW_MACHINES } from "../../scripts/replay/flows";
import { withLoginNeverSubmitting } from "../replays/changed-machines";
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

  it("records the root's children under their systemId, and their replay fails when the child's machine changed", async () => {
    let clock = 0;
    const recorder = createSessionRecorder(() => clock);
    const login = loginMachine.provide({ actors: { login: fromPromise<LoginAnswer, LoginCredentials>(() => new Promise(() => {})) } });
    // A parent that invokes the real login flow as the root does (systemId "login").
    const root = createMachine({
      id: "root",
      invoke: { id: "login", systemId: "login", src: login, input: { smsLoginEnabled: false, rememberedUsername: "", countryDialingCode: "+66" } },
    });
    const actor = createActor(root, { id: "app", systemId: "app", inspect: recorder.observer });
    actor.start();
    const child = actor.system.get("login")!;
    clock = 400;
    child.send({ type: "LOGIN.CHANGE", field: "username", value: "demo" });
    clock = 900;
    child.send({ type: "LOGIN.CHANGE", field: "password", value: "Demo1234" });
    clock = 1300;
    child.send({ type: "LOGIN.SUBMIT" });
    actor.stop();
    const session = recorder.session();
    const recorded = session.actors.find((a) => a.flow === "login")!;
    expect(recorded.input).toEqual({ smsLoginEnabled: false, rememberedUsername: "", countryDialingCode: "+66" });
    expect(recorded.steps.map((s) => [s.at, s.event.type])).toEqual([
      [400, "LOGIN.CHANGE"],
      [900, "LOGIN.CHANGE"],
      [1300, "LOGIN.SUBMIT"],
    ]);
    expect(JSON.stringify(session)).not.toContain("Demo1234");
    // The child's own invoked call (a promise actor) is not a flow of its own.
    expect(session.actors.map((a) => a.flow).sort()).toEqual(["app", "login"]);
    expect(replaySession(session, { ...FLOW_MACHINES, app: root }).filter((s) => !s.same)).toEqual([]);
    const differences = replaySession(session, { ...FLOW_MACHINES, app: root, login: withLoginNeverSubmitting() }).filter((s) => !s.same);
    expect(differences.map((s) => [s.flow, s.event])).toEqual([["login", "LOGIN.SUBMIT"]]);
  });
});
