import { launchMachine } from "../../machines/launch.machine";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { game } from "../fixtures/games";
import { launchFlow } from "./launch.oracle";

const launchModel = (trial: boolean): PathModel<typeof launchMachine> => ({
  name: "launch",
  machine: launchMachine,
  input: { trial },
  oracle: launchFlow(trial).oracle,
  contextKey: (context) => ({ game: context.request?.game.nodeId ?? null, popular: context.popular.length, error: Boolean(context.error) }),
  payloads: {
    // Game 3 is known to be under maintenance from the list.
    "LAUNCH.START": () => [
      { type: "LAUNCH.START", game: game(1) },
      { type: "LAUNCH.START", game: game(3, { maintenance: true }) },
      { type: "LAUNCH.START", game: game(2, { supportPlay: 0 }), mode: "trial" },
    ],
    "xstate.done.actor.launchGame": () => [
      { type: "xstate.done.actor.launchGame", output: { content: { game_url: "http://localhost/demo-game?ticket=t1" } } },
      { type: "xstate.done.actor.launchGame", output: { content: { game_url: "http://localhost/demo-game?ticket=t2", seamless: true } } },
    ],
    "xstate.error.actor.launchGame": () => [
      { type: "xstate.error.actor.launchGame", error: errorOf("GAME_MAINTENANCE") },
      { type: "xstate.error.actor.launchGame", error: errorOf("REAL_ACCOUNT_REQUIRED") },
      { type: "xstate.error.actor.launchGame", error: networkError },
    ],
    "xstate.done.actor.fetchPopularGames": () => [{ type: "xstate.done.actor.fetchPopularGames", output: [game(5), game(6), game(7, { maintenance: true })] }],
    "xstate.error.actor.fetchPopularGames": () => [{ type: "xstate.error.actor.fetchPopularGames", error: networkError }],
  },
});

export const memberLaunchModel = launchModel(false);
export const trialLaunchModel = launchModel(true);
