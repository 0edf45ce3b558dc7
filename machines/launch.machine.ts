import { assign, setup } from "xstate";
import type { ErrorInfo, Game, LaunchAnswer } from "../contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

export type LaunchMode = "real" | "trial";

export interface LaunchInput {
  /** A trial (free-play) account: real play needs a real account (a free trial does not). */
  trial: boolean;
}

export interface LaunchRequest {
  game: Game;
  mode: LaunchMode;
}

export interface LaunchContext {
  trial: boolean;
  request?: LaunchRequest;
  /** Popular games suggested when the chosen one is under maintenance. */
  popular: Game[];
  error?: ErrorInfo;
}

export type LaunchEvent =
  | { type: "LAUNCH.START"; game: Game; mode?: LaunchMode }
  | { type: "LAUNCH.CLOSE" }
  /** The member came back to the site's window after playing. */
  | { type: "LAUNCH.RETURNED" }
  /** The player chose to stop playing (the reality check's "Stop playing"): the game closes, wherever it is. */
  | { type: "LAUNCH.STOP" };

const errorCodeOf = (event: unknown) => asErrorInfo((event as { error: unknown }).error).errorCode;
const requestOf = (event: LaunchEvent): LaunchRequest => {
  const start = event as Extract<LaunchEvent, { type: "LAUNCH.START" }>;
  return { game: start.game, mode: start.mode ?? "real" };
};

/**
 * Starting a game: a new window (prepared during the click, so no pop-up blocker stops it) or the /seamless page;
 * a trial account is asked for a real account for real play, while the free trial (mode "trial", games with
 * supportPlay 0) starts for visitors, trial accounts and members alike; a game under maintenance suggests popular games; the balance
 * refreshes when the member comes back.
 */
export const launchMachine = setup({
  types: {
    context: {} as LaunchContext,
    events: {} as LaunchEvent,
    input: {} as LaunchInput,
  },
  actors: {
    launchGame: promiseNotProvided<LaunchAnswer, LaunchRequest>("launchGame"),
    fetchPopularGames: promiseNotProvided<Game[]>("fetchPopularGames"),
  },
  actions: {
    /** Opens an empty window while the click is still being handled (the app keeps it for openGame). */
    prepareWindow: () => {},
    /** Closes the prepared window when there is nothing to show in it. */
    closePreparedWindow: () => {},
    /** Shows the game: in the prepared window, or on /seamless for a seamless game. */
    openGame: (_, _params: { url: string; seamless: boolean }) => {},
    /** Opens the root's real-account prompt (REAL_ACCOUNT.REQUIRED). */
    askRealAccount: () => {},
    /** Refreshes the header balance (BALANCE.REFRESH). */
    refreshBalance: () => {},
    /** Closes the game's window (or the window prepared for one); a game on /seamless closes when the page is left. */
    closeGame: () => {},
  },
  guards: {
    needsRealAccount: ({ context, event }) => context.trial && requestOf(event).mode === "real",
    isKnownMaintenance: ({ event }) => requestOf(event).game.maintenance === true,
    isMaintenanceError: ({ event }) => errorCodeOf(event) === "GAME_MAINTENANCE",
    isRealAccountError: ({ event }) => errorCodeOf(event) === "REAL_ACCOUNT_REQUIRED",
    isSeamless: ({ event }) => (event as unknown as { output: LaunchAnswer }).output.content.seamless === true,
  },
}).createMachine({
  id: "launch",
  description: "Starting a game, in a new window or inside the page. A trial account is asked for a real account for real play; the free trial of a game starts for anyone. A game under maintenance suggests popular games instead, and the balance refreshes when the player comes back.",
  meta: { spec: ["6 Roles and permissions", "7 Calls › Games", "8 Error catalogue", "2 Screens and routes › Other screens named in text"], screen: "Game tile: play and free trial buttons" },
  context: ({ input }) => ({ trial: input.trial, popular: [] }),
  initial: "idle",
  on: {
    "LAUNCH.STOP": { target: ".idle", description: "The player stops playing: the game's window closes and a launch under way is dropped.", actions: "closeGame" },
    "LAUNCH.START": [
      { guard: "needsRealAccount", target: ".idle", description: "A trial account presses real play: they are told a real account is needed.", actions: "askRealAccount" },
      { guard: "isKnownMaintenance", target: ".suggesting", description: "The game is known to be under maintenance: popular games are suggested instead.", actions: assign({ request: ({ event }) => requestOf(event), error: undefined }) },
      { target: ".launching", description: "The player presses play or free trial: a game window opens straight away.", actions: [assign({ request: ({ event }) => requestOf(event), error: undefined }), "prepareWindow"] },
    ],
  },
  states: {
    idle: { description: "No game is being started." },
    launching: {
      description: "Waiting for the server to give the game's address.",
      invoke: {
        id: "launchGame",
        src: "launchGame",
        input: ({ context }) => context.request!,
        onDone: [
          {
            guard: "isSeamless",
            target: "playing",
            description: "The game opens inside the site's page.",
            actions: ["closePreparedWindow", { type: "openGame", params: ({ event }) => ({ url: event.output.content.game_url, seamless: true }) }],
          },
          { target: "playing", description: "The game opens in a window of its own.", actions: { type: "openGame", params: ({ event }) => ({ url: event.output.content.game_url, seamless: false }) } },
        ],
        onError: [
          { guard: "isMaintenanceError", target: "suggesting", description: "The game is under maintenance: popular games are suggested instead.", actions: "closePreparedWindow" },
          { guard: "isRealAccountError", target: "idle", description: "The server says a real account is needed.", actions: ["closePreparedWindow", "askRealAccount"] },
          { target: "failed", description: "The game could not be started: the reason is shown.", actions: ["closePreparedWindow", assign({ error: ({ event }) => asErrorInfo(event.error) })] },
        ],
      },
    },
    suggesting: {
      description: "Fetching popular games to suggest instead of the one under maintenance.",
      invoke: {
        id: "fetchPopularGames",
        src: "fetchPopularGames",
        onDone: { target: "maintenance", description: "Popular games that are open are suggested.", actions: assign({ popular: ({ event }) => event.output.filter((game) => !game.maintenance) }) },
        // The maintenance message stands even without suggestions.
        onError: { target: "maintenance", description: "No suggestions could be fetched; the maintenance message stands.", actions: assign({ popular: [] }) },
      },
    },
    maintenance: { description: "“Game under maintenance”, with popular games to try instead.", on: { "LAUNCH.CLOSE": { target: "idle", description: "The player closes the message." } } },
    failed: { description: "The game could not be started; the reason is shown.", on: { "LAUNCH.CLOSE": { target: "idle", description: "The player closes the message." } } },
    playing: { description: "The game is open.", on: { "LAUNCH.RETURNED": { target: "idle", description: "The player comes back to the site: the balance refreshes.", actions: "refreshBalance" } } },
  },
});
