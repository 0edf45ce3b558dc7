// @vitest-environment node
import { createInspector, type StatelyInspectionEvent } from "@statelyai/inspect";
import { assign, createActor, fromPromise, setup, toPromise, type InspectionEvent, type Observer } from "xstate";
import { describe, expect, it } from "vitest";
import { maskEvent, maskInspection, maskSnapshot } from "../../src/app/mask-inspection";

const TYPED_PASSWORD = "Typed-Pw-0001";
const ISSUED_TOKEN = "Issued-Token-0002";
const PROOF = "Human-Proof-0003";
const PAYMENT_PASSWORD = "135790";
const SECRETS = [TYPED_PASSWORD, ISSUED_TOKEN, PROOF, PAYMENT_PASSWORD];

/** A flow shaped like sign-in: a typed password, a human-verification proof, a request that answers a token. */
const flow = setup({
  types: {
    context: {} as { password: string; pin: string; humanVerification?: string; answer?: { token: string; userName: string } },
    events: {} as { type: "LOGIN.CHANGE"; field: "password"; value: string } | { type: "PASSWORD.CHANGE"; text: string } | { type: "SUBMIT" },
  },
  actors: {
    verifyHuman: fromPromise<string>(async () => PROOF),
    login: fromPromise<{ token: string; userName: string }, { username: string; password: string }>(async ({ input }) => ({ token: ISSUED_TOKEN, userName: input.username })),
  },
}).createMachine({
  id: "signIn",
  context: { password: "", pin: "" },
  initial: "editing",
  states: {
    editing: {
      on: {
        "LOGIN.CHANGE": { actions: assign({ password: ({ event }) => event.value }) },
        "PASSWORD.CHANGE": { actions: assign({ pin: ({ event }) => event.text }) },
        SUBMIT: "verifying",
      },
    },
    verifying: {
      invoke: { id: "verifyHuman", src: "verifyHuman", onDone: { target: "loggingIn", actions: assign({ humanVerification: ({ event }) => event.output }) } },
    },
    loggingIn: {
      invoke: {
        id: "login",
        src: "login",
        input: ({ context }) => ({ username: "demo", password: context.password }),
        onDone: { target: "done", actions: assign({ answer: ({ event }) => event.output }) },
      },
    },
    done: { type: "final" },
  },
  output: ({ context }) => ({ answer: context.answer }),
});

/** Runs the flow under @statelyai/inspect with a recording adapter; `wrap` decides what the inspector is given. */
async function recordInspection(wrap: (observer: Observer<InspectionEvent>) => Observer<InspectionEvent>): Promise<StatelyInspectionEvent[]> {
  const sent: StatelyInspectionEvent[] = [];
  const inspector = createInspector({ send: (event) => sent.push(event) });
  const actor = createActor(flow, { inspect: wrap(inspector.inspect) });
  actor.start();
  actor.send({ type: "LOGIN.CHANGE", field: "password", value: TYPED_PASSWORD });
  actor.send({ type: "PASSWORD.CHANGE", text: PAYMENT_PASSWORD });
  actor.send({ type: "SUBMIT" });
  await toPromise(actor);
  // The inspector converts events when idle (a timer outside the browser).
  await new Promise((resolve) => setTimeout(resolve, 50));
  return sent;
}

const leaked = (sent: StatelyInspectionEvent[]) => SECRETS.filter((secret) => sent.some((event) => JSON.stringify(event).includes(secret)));

describe("maskInspection (every inspection event masked before the inspector sees it)", () => {
  it("lets no typed password, payment password, proof or token reach the inspector", async () => {
    const sent = await recordInspection(maskInspection);
    expect(leaked(sent)).toEqual([]);
    // The inspector still sees the whole flow: the machine and both request actors, events and snapshots.
    const actors = sent.filter((event) => event.type === "@xstate.actor").map((event) => (event as { name: string }).name);
    expect(actors).toEqual(["signIn", "verifyHuman", "login"]);
    const events = sent.filter((event) => event.type === "@xstate.event").map((event) => (event as { event: unknown }).event);
    expect(events).toContainEqual({ type: "LOGIN.CHANGE", field: "password", value: "***" });
    expect(events).toContainEqual({ type: "PASSWORD.CHANGE", text: "***" });
    expect(events).toContainEqual({ type: "xstate.done.actor.verifyHuman", output: "***", actorId: "verifyHuman" });
    expect(events).toContainEqual({ type: "xstate.done.actor.login", output: { token: "***", userName: "demo" }, actorId: "login" });
    const root = sent.find((event) => event.type === "@xstate.actor")?.sessionId;
    const last = sent.filter((event) => event.type === "@xstate.snapshot" && event.sessionId === root).at(-1) as { snapshot: { output: unknown; context: unknown } };
    expect(last.snapshot.output).toEqual({ answer: { token: "***", userName: "demo" } });
    expect(last.snapshot.context).toEqual({ password: "***", pin: "***", humanVerification: "***", answer: { token: "***", userName: "demo" } });
  });

  it("the same run without the wrapper leaks them (so the check above can fail)", async () => {
    const sent = await recordInspection((observer) => observer);
    expect(leaked(sent)).toEqual(SECRETS);
  });

  it("keeps the state value: a region named like a secret (the login form's captcha) is the machine's own name", () => {
    const snapshot = { value: { active: { form: "editing", captcha: { shown: "cooling" } } }, context: { captcha: "4821", password: TYPED_PASSWORD } };
    expect(maskSnapshot({ id: "login", sessionId: "x0", send: () => {} } as never, snapshot)).toEqual({
      value: { active: { form: "editing", captcha: { shown: "cooling" } } },
      context: { captcha: "***", password: "***" },
    });
  });

  it("hides a plain input given to an actor named for a secret (the reset link's token), and no other", () => {
    const checkResetToken = { id: "checkResetToken", src: "checkResetToken", sessionId: "x:9" } as never;
    const loadRule = { id: "loadPasswordRule", src: "loadPasswordRule", sessionId: "x:10" } as never;
    expect(maskSnapshot(checkResetToken, { status: "active", input: "76afd23f35ea3d7a" })).toMatchObject({ input: "***" });
    expect(maskEvent({ type: "xstate.init", input: "76afd23f35ea3d7a" } as { type: string }, checkResetToken)).toEqual({ type: "xstate.init", input: "***" });
    expect(maskSnapshot(loadRule, { status: "active", input: "TH" })).toMatchObject({ input: "TH" });
    expect(maskEvent({ type: "xstate.init", input: "TH" } as { type: string }, loadRule)).toEqual({ type: "xstate.init", input: "TH" });
  });
});
