import type { EventObject } from "xstate";
import type { RealityCheck } from "../../contract/reality-check";
import type { Oracle, StepExpectation } from "../paths/oracle";

type Phase = "notChecked" | "loading" | "off" | "waiting" | "showing" | "failed" | "setting" | "acknowledging";

/** Where "See my betting record" leads: the account menu's "Betting record" page. */
const BETTING_RECORD = "/member/personalHistoryCopy";

/**
 * docs/player-protection.md, reality check: a real account asks the server when the next check comes and waits for it
 * by the server's clock; a check due now shows the dialog; off shows none; the player's answer is acknowledged (the
 * check's number); Stop playing closes the game and goes home; See my betting record opens the betting record. A trial
 * account has none.
 */
export function realityCheckFlow(trial: boolean) {
  function follow(events: readonly EventObject[]) {
    let phase: Phase = trial ? "notChecked" : "loading";
    let check: RealityCheck | undefined;
    let expectation: StepExpectation = trial ? {} : { requests: [{ id: "fetchRealityCheck" }] };
    /** The server's answer decides: off, due (its time is the server's now or before) or later. */
    const decide = (answer: RealityCheck) => {
      check = answer;
      phase = answer.nextAt === null ? "off" : Date.parse(answer.nextAt) <= Date.parse(answer.now) ? "showing" : "waiting";
    };
    for (const e of events) {
      const event = e as EventObject & Record<string, unknown>;
      const need = (...phases: Phase[]) => {
        if (!phases.includes(phase)) throw new Error(`${event.type} cannot happen while the reality check is ${phase}`);
      };
      const acknowledge = (): StepExpectation["requests"] => [{ id: "ackRealityCheck", input: { checkNumber: check?.checkNumber } }];
      switch (event.type) {
        case "xstate.done.actor.fetchRealityCheck":
          need("loading");
          decide(event.output as RealityCheck);
          expectation = { context: { check } };
          break;
        case "xstate.done.actor.setRealityCheck":
          need("setting");
          decide(event.output as RealityCheck);
          expectation = { context: { check, error: undefined } };
          break;
        case "xstate.done.actor.ackRealityCheck":
          need("acknowledging");
          decide(event.output as RealityCheck);
          expectation = { context: { check } };
          break;
        case "xstate.error.actor.fetchRealityCheck":
          need("loading");
          phase = "failed";
          expectation = {};
          break;
        case "xstate.error.actor.ackRealityCheck":
          need("acknowledging");
          phase = "failed";
          expectation = {};
          break;
        case "xstate.error.actor.setRealityCheck":
          // The reason is shown and the interval in force is read again.
          need("setting");
          phase = "loading";
          expectation = { requests: [{ id: "fetchRealityCheck" }], context: { error: event.error } };
          break;
        case "REALITY_CHECK.SET":
          if (phase === "notChecked") {
            expectation = {};
            break;
          }
          need("off", "waiting", "failed");
          phase = "setting";
          expectation = { requests: [{ id: "setRealityCheck", input: { intervalMinutes: event.intervalMinutes } }] };
          break;
        case "REALITY_CHECK.CONTINUE":
          need("showing");
          expectation = { requests: acknowledge() };
          phase = "acknowledging";
          break;
        case "REALITY_CHECK.STOP":
          need("showing");
          expectation = { requests: acknowledge(), effects: ["stopGame", { action: "navigate", params: { to: "/" } }] };
          phase = "acknowledging";
          break;
        case "REALITY_CHECK.RECORD":
          need("showing");
          expectation = { requests: acknowledge(), effects: [{ action: "navigate", params: { to: BETTING_RECORD } }] };
          phase = "acknowledging";
          break;
        case "xstate.after.untilDue.realityCheck.waiting":
          // The check's time: the session's figures are read fresh for the dialog.
          need("waiting");
          phase = "loading";
          expectation = { requests: [{ id: "fetchRealityCheck" }] };
          break;
        case "xstate.after.retry.realityCheck.failed":
          need("failed");
          phase = "loading";
          expectation = { requests: [{ id: "fetchRealityCheck" }] };
          break;
        default:
          throw new Error(`the reality-check oracle does not know ${event.type}`);
      }
    }
    return { phase: phase as Phase, check, expectation };
  }

  /** The wait before the next check: the server's next time minus its now, from the last answer. */
  const untilDue = (events: readonly EventObject[]) => {
    const check = follow(events).check;
    return check?.nextAt ? Date.parse(check.nextAt) - Date.parse(check.now) : 0;
  };
  const oracle: Oracle = {
    step: (events) => follow(events).expectation,
    delays: { "realityCheck.waiting": untilDue, "realityCheck.failed": 60_000 },
  };
  return { oracle, follow: (events: readonly EventObject[]) => follow(events).phase };
}
