import { assign, setup } from "xstate";
import type { ErrorInfo, Game, LaunchAnswer } from "../src/contract";
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
  | { type: "LAUNCH.RETURNED" };

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
  context: ({ input }) => ({ trial: input.trial, popular: [] }),
  initial: "idle",
  on: {
    "LAUNCH.START": [
      { guard: "needsRealAccount", target: ".idle", actions: "askRealAccount" },
      { guard: "isKnownMaintenance", target: ".suggesting", actions: assign({ request: ({ event }) => requestOf(event), error: undefined }) },
      { target: ".launching", actions: [assign({ request: ({ event }) => requestOf(event), error: undefined }), "prepareWindow"] },
    ],
  },
  states: {
    idle: {},
    launching: {
      invoke: {
        id: "launchGame",
        src: "launchGame",
        input: ({ context }) => context.request!,
        onDone: [
          { guard: "isSeamless", target: "playing", actions: ["closePreparedWindow", { type: "openGame", params: ({ event }) => ({ url: event.output.content.game_url, seamless: true }) }] },
          { target: "playing", actions: { type: "openGame", params: ({ event }) => ({ url: event.output.content.game_url, seamless: false }) } },
        ],
        onError: [
          { guard: "isMaintenanceError", target: "suggesting", actions: "closePreparedWindow" },
          { guard: "isRealAccountError", target: "idle", actions: ["closePreparedWindow", "askRealAccount"] },
          { target: "failed", actions: ["closePreparedWindow", assign({ error: ({ event }) => asErrorInfo(event.error) })] },
        ],
      },
    },
    suggesting: {
      invoke: {
        id: "fetchPopularGames",
        src: "fetchPopularGames",
        onDone: { target: "maintenance", actions: assign({ popular: ({ event }) => event.output.filter((game) => !game.maintenance) }) },
        // The maintenance message stands even without suggestions.
        onError: { target: "maintenance", actions: assign({ popular: [] }) },
      },
    },
    maintenance: { on: { "LAUNCH.CLOSE": "idle" } },
    failed: { on: { "LAUNCH.CLOSE": "idle" } },
    playing: { on: { "LAUNCH.RETURNED": { target: "idle", actions: "refreshBalance" } } },
  },
});
