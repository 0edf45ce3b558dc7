import type { EventObject } from "xstate";
import type { Oracle, StepExpectation } from "../paths/oracle";

/** The menu's mission count (spec section 2, red badges; section 6: nothing fetched for a trial account). */
export function missionCountOracle(input: { trial: boolean }): Oracle {
  const run = (events: readonly EventObject[]) => {
    let count = 0;
    let expectation: StepExpectation = input.trial ? {} : { requests: [{ id: "fetchMissionCount" }] };
    for (const raw of events) {
      const event = raw as EventObject & Record<string, unknown>;
      expectation = {};
      if (event.type === "MISSIONS.REFRESH" && !input.trial) expectation = { requests: [{ id: "fetchMissionCount" }] };
      // A count is a whole number of missions, never below zero; a failed fetch keeps the last one.
      if (event.type === "xstate.done.actor.fetchMissionCount") count = Math.max(0, Math.trunc(event.output as number));
    }
    return { count, expectation };
  };
  return {
    step(events) {
      const { count, expectation } = run(events);
      return { ...expectation, context: { count } };
    },
  };
}
