import type { EventObject } from "xstate";
import type { Oracle, StepExpectation } from "../paths/oracle";

type Phase = "loading" | "failed" | "ready" | "spinning" | "won" | "spent";

/**
 * The lucky wheel mini game: the status first; a spin only when today's is there; the server's slice and amount are shown
 * and the balance refreshes; one key per popup (a retry after a lost answer gets the same spin); spun meanwhile
 * elsewhere: the status again; a trial account is asked for a real one.
 */
export function luckyWheelFlow(key: string) {
  function follow(events: readonly EventObject[]) {
    let phase: Phase = "loading";
    let expectation: StepExpectation = { requests: [{ id: "loadWheel" }] };
    for (const e of events) {
      const event = e as EventObject & Record<string, unknown>;
      const need = (...phases: Phase[]) => {
        if (!phases.includes(phase)) throw new Error(`${event.type} cannot happen while the wheel is ${phase}`);
      };
      switch (event.type) {
        case "xstate.done.actor.loadWheel": {
          need("loading");
          const status = event.output as { canSpin: boolean };
          phase = status.canSpin ? "ready" : "spent";
          expectation = { context: { status, error: undefined } };
          break;
        }
        case "xstate.error.actor.loadWheel":
          need("loading");
          phase = "failed";
          expectation = { context: { error: event.error } };
          break;
        case "WHEEL.RETRY":
          need("failed");
          phase = "loading";
          expectation = { requests: [{ id: "loadWheel" }] };
          break;
        case "WHEEL.SPIN":
          need("ready");
          phase = "spinning";
          expectation = { requests: [{ id: "spinWheel", input: { key } }], context: { error: undefined } };
          break;
        case "xstate.done.actor.spinWheel":
          need("spinning");
          phase = "won";
          expectation = { effects: ["balanceChanged"], context: { result: event.output } };
          break;
        case "xstate.error.actor.spinWheel": {
          need("spinning");
          const error = event.error as { errorCode?: string };
          if (error.errorCode === "WHEEL_ALREADY_SPUN") {
            phase = "loading";
            expectation = { requests: [{ id: "loadWheel" }] };
          } else if (error.errorCode === "REAL_ACCOUNT_REQUIRED") {
            phase = "ready";
            expectation = { effects: ["askRealAccount"] };
          } else {
            phase = "ready";
            expectation = { context: { error } };
          }
          break;
        }
        default:
          throw new Error(`the lucky wheel oracle does not know ${event.type}`);
      }
    }
    return { phase, expectation };
  }
  const oracle: Oracle = { step: (events) => follow(events).expectation };
  return { oracle, follow: (events: readonly EventObject[]) => follow(events).phase };
}
