import type { EventObject } from "xstate";
import type { Game } from "../../contract";
import type { Oracle, StepExpectation } from "../paths/oracle";

type Phase = "idle" | "launching" | "suggesting" | "maintenance" | "failed" | "playing";

export interface LaunchFlow {
  phase: Phase;
  game?: Game;
  popular: Game[];
  error?: { errorCode?: string; kind?: string };
}

/**
 * Spec sections 6 and 8: a trial account starting a game is told a real account is needed; a game under maintenance
 * (known from the list, or answered by the launch) suggests popular games (those not under maintenance themselves);
 * otherwise the game opens (a window prepared during the click, closed again when there is nothing to show in it, or
 * the /seamless page); the balance refreshes when the member comes back.
 */
export function launchFlow(trial: boolean) {
  function follow(events: readonly EventObject[]): { flow: LaunchFlow; expectation: StepExpectation } {
    const flow: LaunchFlow = { phase: "idle", popular: [] };
    let expectation: StepExpectation = {};
    for (const e of events) {
      const event = e as EventObject & Record<string, unknown>;
      const need = (...phases: Phase[]) => {
        if (!phases.includes(flow.phase)) throw new Error(`${event.type} cannot happen while the launch is ${flow.phase}`);
      };
      switch (event.type) {
        case "LAUNCH.START": {
          // The free trial starts for trial accounts too; only real play needs a real account.
          if (trial && ((event.mode as string | undefined) ?? "real") === "real") {
            flow.phase = "idle";
            expectation = { effects: ["askRealAccount"] };
            break;
          }
          const game = event.game as Game;
          const request = { game, mode: (event.mode as string | undefined) ?? "real" };
          Object.assign(flow, { game, error: undefined });
          if (game.maintenance) {
            flow.phase = "suggesting";
            expectation = { requests: [{ id: "fetchPopularGames" }], context: { request, error: undefined } };
          } else {
            flow.phase = "launching";
            expectation = { effects: ["prepareWindow"], requests: [{ id: "launchGame", input: request }], context: { request, error: undefined } };
          }
          break;
        }
        case "xstate.done.actor.launchGame": {
          need("launching");
          flow.phase = "playing";
          const content = (event.output as { content: { game_url: string; seamless?: boolean } }).content;
          expectation = content.seamless
            ? { effects: ["closePreparedWindow", { action: "openGame", params: { url: content.game_url, seamless: true } }] }
            : { effects: [{ action: "openGame", params: { url: content.game_url, seamless: false } }] };
          break;
        }
        case "xstate.error.actor.launchGame": {
          need("launching");
          const error = event.error as LaunchFlow["error"] & object;
          if (error.errorCode === "GAME_MAINTENANCE") {
            flow.phase = "suggesting";
            expectation = { effects: ["closePreparedWindow"], requests: [{ id: "fetchPopularGames" }] };
          } else if (error.errorCode === "REAL_ACCOUNT_REQUIRED") {
            flow.phase = "idle";
            expectation = { effects: ["closePreparedWindow", "askRealAccount"] };
          } else {
            Object.assign(flow, { phase: "failed", error });
            expectation = { effects: ["closePreparedWindow"], context: { error } };
          }
          break;
        }
        case "xstate.done.actor.fetchPopularGames":
          need("suggesting");
          flow.phase = "maintenance";
          flow.popular = (event.output as Game[]).filter((g) => g.maintenance !== true);
          expectation = { context: { popular: flow.popular } };
          break;
        case "xstate.error.actor.fetchPopularGames":
          // The maintenance message stands even without suggestions.
          need("suggesting");
          Object.assign(flow, { phase: "maintenance", popular: [] });
          expectation = { context: { popular: [] } };
          break;
        case "LAUNCH.CLOSE":
          need("maintenance", "failed");
          flow.phase = "idle";
          expectation = {};
          break;
        case "LAUNCH.RETURNED":
          need("playing");
          flow.phase = "idle";
          expectation = { effects: ["refreshBalance"] };
          break;
        case "LAUNCH.STOP":
          // Stopping play closes the game from any phase (its window may stay open after the member came back).
          flow.phase = "idle";
          expectation = { effects: ["closeGame"] };
          break;
        default:
          throw new Error(`the launch oracle does not know ${event.type}`);
      }
    }
    return { flow, expectation };
  }
  const oracle: Oracle = { step: (events) => follow(events).expectation };
  return { oracle, follow: (events: readonly EventObject[]) => follow(events).flow };
}
