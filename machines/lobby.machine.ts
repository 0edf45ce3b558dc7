import { assign, setup } from "xstate";
import type { Game, HotMatch, VendorLane, Winner } from "../contract";
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
  description: "What the home lobby and the header's drop menus show: the game vendors per category, hot games, the winner board and hot matches. Each loads on its own (from this session's cache when there) and can be retried on its own.",
  meta: { spec: ["2 Screens and routes › Home lobby", "2 Screens and routes › Header and footer", "7 Calls › Games", "4 States and transitions"], screen: "Home lobby" },
  context: { lanes: [], hotGames: [], winners: [], matches: [] },
  type: "parallel",
  states: {
    lanes: {
      initial: "loading",
      description: "The game vendors per category (the lobby's rows and the header's drop menus): loading, shown, or failed with a retry.",
      states: {
        loading: {
          description: "Fetching the game vendors (from this session's cache when there).",
          invoke: {
            id: "fetchLanes",
            src: "fetchLanes",
            onDone: { target: "ready", description: "The game vendors are shown.", actions: assign({ lanes: ({ event }) => event.output }) },
            onError: { target: "failed", description: "The game vendors could not be fetched; that part of the page offers a retry." },
          },
        },
        ready: { description: "The game vendors are shown." },
        failed: { description: "The game vendors could not be loaded.", on: { "LOBBY.RETRY": { target: "loading", description: "The visitor retries." } } },
      },
    },
    hot: {
      initial: "loading",
      description: "The hot games row: loading, shown, or failed with a retry.",
      states: {
        loading: {
          description: "Fetching the hot games (from this session's cache when there).",
          invoke: {
            id: "fetchHotGames",
            src: "fetchHotGames",
            onDone: { target: "ready", description: "The hot games are shown.", actions: assign({ hotGames: ({ event }) => event.output }) },
            onError: { target: "failed", description: "The hot games could not be fetched; that part of the page offers a retry." },
          },
        },
        ready: { description: "The hot games are shown." },
        failed: { description: "The hot games could not be loaded.", on: { "LOBBY.RETRY": { target: "loading", description: "The visitor retries." } } },
      },
    },
    winners: {
      initial: "loading",
      description: "The winner board (top 20 wins): loading, shown, or failed with a retry.",
      states: {
        loading: {
          description: "Fetching the winner board (from this session's cache when there).",
          invoke: {
            id: "fetchWinners",
            src: "fetchWinners",
            onDone: { target: "ready", description: "The winner board is shown.", actions: assign({ winners: ({ event }) => event.output }) },
            onError: { target: "failed", description: "The winner board could not be fetched; that part of the page offers a retry." },
          },
        },
        ready: { description: "The winner board is shown." },
        failed: { description: "The winner board could not be loaded.", on: { "LOBBY.RETRY": { target: "loading", description: "The visitor retries." } } },
      },
    },
    matches: {
      initial: "loading",
      description: "The hot matches carousel: loading, shown, or failed with a retry.",
      states: {
        loading: {
          description: "Fetching the hot matches (from this session's cache when there).",
          invoke: {
            id: "fetchHotMatches",
            src: "fetchHotMatches",
            onDone: { target: "ready", description: "The hot matches are shown.", actions: assign({ matches: ({ event }) => event.output }) },
            onError: { target: "failed", description: "The hot matches could not be fetched; that part of the page offers a retry." },
          },
        },
        ready: { description: "The hot matches are shown." },
        failed: { description: "The hot matches could not be loaded.", on: { "LOBBY.RETRY": { target: "loading", description: "The visitor retries." } } },
      },
    },
  },
});
