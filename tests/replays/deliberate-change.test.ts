// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { RecordedSession } from "../../src/app/session-recorder";
import { FLOW_MACHINES } from "../../scripts/replay/flows";
import { replaySession } from "../../scripts/replay/replay-session";
import { withConfirmAndBackSwapped, withLoginNeverSubmitting } from "./changed-machines";

const session = JSON.parse(readFileSync(join("tests", "replays", "login-deposit-withdrawal-confirmation.json"), "utf8")) as RecordedSession;

describe("the recorded login, deposit and withdrawal confirmation", () => {
  it("holds every flow it went through", () => {
    expect(session.actors.map((a) => a.flow)).toEqual(expect.arrayContaining(["app", "login", "balance", "deposit", "withdraw", "withdrawalConfirmation"]));
  });

  it("replays green on today's machines", () => {
    expect(replaySession(session).filter((step) => !step.same)).toEqual([]);
  });

  it("fails where a deliberately changed machine now goes elsewhere: after Confirm the flow is back at the choice", () => {
    const changed = { ...FLOW_MACHINES, withdrawalConfirmation: withConfirmAndBackSwapped() };
    const differences = replaySession(session, changed).filter((step) => !step.same);
    expect(differences[0]).toMatchObject({ flow: "withdrawalConfirmation", event: "CONFIRM.SUBMIT", expected: "submitting", reached: "choosing" });
  });

  it("fails where the root's child changed: a login machine that never submits stays on the form after Log in", () => {
    const changed = { ...FLOW_MACHINES, login: withLoginNeverSubmitting() };
    const differences = replaySession(session, changed).filter((step) => !step.same);
    expect(differences[0]).toMatchObject({
      flow: "login",
      event: "LOGIN.SUBMIT",
      expected: { active: { form: "submitting" } },
      reached: { active: { form: "editing" } },
    });
  });
});
