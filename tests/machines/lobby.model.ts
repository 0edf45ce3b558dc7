import { lobbyMachine } from "../../machines/lobby.machine";
import type { PathModel } from "../paths/generate-paths";
import { networkError } from "../fixtures/errors";
import { game, lanes, matches, winners } from "../fixtures/games";
import { lobbyOracle } from "./lobby.oracle";

const err = (id: string) => () => [{ type: `xstate.error.actor.${id}`, error: networkError }];

export const lobbyModel: PathModel<typeof lobbyMachine> = {
  name: "lobby",
  machine: lobbyMachine,
  oracle: lobbyOracle,
  payloads: {
    "xstate.done.actor.fetchLanes": () => [{ type: "xstate.done.actor.fetchLanes", output: lanes() }],
    "xstate.done.actor.fetchHotGames": () => [{ type: "xstate.done.actor.fetchHotGames", output: Array.from({ length: 20 }, (_, i) => game(i + 1)) }],
    "xstate.done.actor.fetchWinners": () => [{ type: "xstate.done.actor.fetchWinners", output: winners() }],
    "xstate.done.actor.fetchHotMatches": () => [{ type: "xstate.done.actor.fetchHotMatches", output: matches() }],
    "xstate.error.actor.fetchLanes": err("fetchLanes"),
    "xstate.error.actor.fetchHotGames": err("fetchHotGames"),
    "xstate.error.actor.fetchWinners": err("fetchWinners"),
    "xstate.error.actor.fetchHotMatches": err("fetchHotMatches"),
  },
};
