import type { EventObject } from "xstate";
import type { Oracle, StepExpectation } from "../paths/oracle";

/**
 * Free play (spec sections 7 and 8): one trial-login request with no input; its answer ends the flow with that login,
 * a failure shows the error and offers a retry (a new request) or closing (the flow ends with no login).
 */
function apply(event: EventObject & Record<string, unknown>): StepExpectation {
  switch (event.type) {
    case "xstate.done.actor.startFreePlay":
      return { output: { answer: event.output } };
    case "xstate.error.actor.startFreePlay":
      return { context: { error: event.error } };
    case "FREEPLAY.RETRY":
      return { requests: [{ id: "startFreePlay" }] };
    case "FREEPLAY.CLOSE":
      return { output: { answer: undefined } };
    default:
      return {};
  }
}

export const freePlayOracle: Oracle = {
  step(events) {
    const last = events.at(-1);
    return last ? apply(last as EventObject & Record<string, unknown>) : { requests: [{ id: "startFreePlay" }] };
  },
};
