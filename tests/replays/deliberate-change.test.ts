// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createMachine } from "xstate";
import { describe, expect, it } from "vitest";
import { withdrawalConfirmationMachine } from "../../machines/withdrawal-confirmation.machine";
import type { RecordedSession } from "../../src/app/session-recorder";
import { FLOW_MACHINES } from "../../scripts/replay/flows";
import { replaySession } from "../../scripts/replay/replay-session";

const session = JSON.parse(readFileSync(join("tests", "replays", "login-deposit-withdrawal-confirmation.json"), "utf8")) as RecordedSession;

/** Today's withdrawal-confirmation machine with Confirm and Back swapped on the review step (a bug issue 13 names). */
function withConfirmAndBackSwapped() {
  const { config, implementations } = withdrawalConfirmationMachine;
  const states = config.states as Record<string, object>;
  return createMachine(
    { ...config, states: { ...states, reviewing: { on: { "CONFIRM.SUBMIT": "choosing", "CONFIRM.BACK": "submitting" } } } } as typeof config,
    implementations,
  );
}

describe("the recorded login, deposit and withdrawal confirmation", () => {
  it("holds every flow it went through", () => {
    expect(session.actors.map((a) => a.flow)).toEqual(expect.arrayContaining(["app", "deposit", "withdraw", "withdrawalConfirmation"]));
  });

  it("replays green on today's machines", () => {
    expect(replaySession(session).filter((step) => !step.same)).toEqual([]);
  });

  it("fails where a deliberately changed machine now goes elsewhere: after Confirm the flow is back at the choice", () => {
    const changed = { ...FLOW_MACHINES, withdrawalConfirmation: withConfirmAndBackSwapped() };
    const differences = replaySession(session, changed).filter((step) => !step.same);
    expect(differences[0]).toMatchObject({ flow: "withdrawalConfirmation", event: "CONFIRM.SUBMIT", expected: "submitting", reached: "choosing" });
  });
});
