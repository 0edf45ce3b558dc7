import { assign, setup } from "xstate";
import type { Game, HotMatch, VendorLane, Winner } from "../src/contract";
import { promiseNotProvided } from "./not-provided";

export interface LobbyContext {
  lanes: VendorLane[];
  hotGames: Game[];
  winners: Winner[];
  matches: HotMatch[];
}

export type LobbyEvent = { type: "LOBBY.RETRY" };

/**
 * What the home lobby and the header's drop menus show: vendor lanes, hot games, the winner board and hot matches,
 * each loaded (from the session cache when there) and retried on its own.
 */
export const lobbyMachine = setup({
  types: {
    context: {} as LobbyContext,
    events: {} as LobbyEvent,
  },
  actors: {
    fetchLanes: promiseNotProvided<VendorLane[]>("fetchLanes"),
    fetchHotGames: promiseNotProvided<Game[]>("fetchHotGames"),
    fetchWinners: promiseNotProvided<Winner[]>("fetchWinners"),
    fetchHotMatches: promiseNotProvided<HotMatch[]>("fetchHotMatches"),
  },
}).createMachine({
  id: "lobby",
  context: { lanes: [], hotGames: [], winners: [], matches: [] },
  type: "parallel",
  states: {
    lanes: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            id: "fetchLanes",
            src: "fetchLanes",
            onDone: { target: "ready", actions: assign({ lanes: ({ event }) => event.output }) },
            onError: { target: "failed" },
          },
        },
        ready: {},
        failed: { on: { "LOBBY.RETRY": "loading" } },
      },
    },
    hot: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            id: "fetchHotGames",
            src: "fetchHotGames",
            onDone: { target: "ready", actions: assign({ hotGames: ({ event }) => event.output }) },
            onError: { target: "failed" },
          },
        },
        ready: {},
        failed: { on: { "LOBBY.RETRY": "loading" } },
      },
    },
    winners: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            id: "fetchWinners",
            src: "fetchWinners",
            onDone: { target: "ready", actions: assign({ winners: ({ event }) => event.output }) },
            onError: { target: "failed" },
          },
        },
        ready: {},
        failed: { on: { "LOBBY.RETRY": "loading" } },
      },
    },
    matches: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            id: "fetchHotMatches",
            src: "fetchHotMatches",
            onDone: { target: "ready", actions: assign({ matches: ({ event }) => event.output }) },
            onError: { target: "failed" },
          },
        },
        ready: {},
        failed: { on: { "LOBBY.RETRY": "loading" } },
      },
    },
  },
});
