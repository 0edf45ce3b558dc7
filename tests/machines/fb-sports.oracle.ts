import type { EventObject } from "xstate";
import type { Oracle, StepExpectation } from "../paths/oracle";

type Phase = "launching" | "playing" | "failed";

/** The /fbSports page: launch the FB sports book (GCS_gameLaunchFB) and show the game URL it answers; retry after a refusal. */
export const fbSportsOracle: Oracle = {
  step(events) {
    let phase: Phase = "launching";
    let expectation: StepExpectation = { requests: [{ id: "launchFb" }] };
    for (const e of events) {
      const event = e as EventObject & { output?: { content: { game_url: string } }; error?: unknown };
      const need = (p: Phase) => {
        if (phase !== p) throw new Error(`${event.type} cannot happen while FB is ${phase}`);
      };
      switch (event.type) {
        case "xstate.done.actor.launchFb":
          need("launching");
          phase = "playing";
          expectation = { context: { url: event.output!.content.game_url, error: undefined } };
          break;
        case "xstate.error.actor.launchFb":
          need("launching");
          phase = "failed";
          expectation = { context: { error: event.error } };
          break;
        case "FB.RETRY":
          need("failed");
          phase = "launching";
          expectation = { requests: [{ id: "launchFb" }] };
          break;
        default:
          throw new Error(`the fb-sports oracle does not know ${event.type}`);
      }
    }
    return expectation;
  },
};
