import type { EventObject } from "xstate";
import type { ConsolidatedInput } from "../../machines/consolidated.machine";
import type { Oracle, StepExpectation } from "../paths/oracle";

type Phase = "off" | "loading" | "ready" | "failed";

/**
 * Spec section 6: consolidated data is fetched only for non-trial members while the agent-policy flag is on; section 4:
 * it is cached in session storage, and a refresh (after a contract changed) reads it fresh.
 */
export function consolidatedOracle(input: ConsolidatedInput): Oracle {
  const fetched = !input.trial && input.agentPolicy;
  return {
    step(events) {
      let phase: Phase = fetched ? "loading" : "off";
      let fresh = false;
      let expectation: StepExpectation = fetched ? { requests: [{ id: "loadConsolidated", input: { fresh: false } }] } : {};
      const load = (): StepExpectation => {
        phase = "loading";
        return { requests: [{ id: "loadConsolidated", input: { fresh } }] };
      };
      for (const e of events) {
        const event = e as EventObject & { output?: unknown; error?: unknown };
        const need = (...phases: Phase[]) => {
          if (!phases.includes(phase)) throw new Error(`${event.type} cannot happen while consolidated is ${phase}`);
        };
        switch (event.type) {
          case "xstate.done.actor.loadConsolidated":
            need("loading");
            phase = "ready";
            fresh = false;
            expectation = { context: { data: event.output, error: undefined, fresh: false } };
            break;
          case "xstate.error.actor.loadConsolidated":
            need("loading");
            phase = "failed";
            expectation = { context: { error: event.error } };
            break;
          case "CONSOLIDATED.REFRESH":
            need("off", "ready", "failed");
            if (phase === "off") {
              expectation = {};
              break;
            }
            fresh = true;
            expectation = load();
            break;
          case "CONSOLIDATED.RETRY":
            // The retry asks again as the failed load did (fresh after a refresh).
            need("failed");
            expectation = load();
            break;
          default:
            throw new Error(`the consolidated oracle does not know ${event.type}`);
        }
      }
      return expectation;
    },
  };
}
