import { assign, setup } from "xstate";
import type { ErrorInfo, Game, LaunchAnswer, LotteryMenu, OpenedNumero, PrizeMode } from "../contract";
import { asErrorInfo } from "./errors";
import type { LotteryArea } from "./lottery-rules";
import { promiseNotProvided } from "./not-provided";

export interface LotteryInput {
  area: LotteryArea;
  /** From the page's `gameCode` query. */
  gameCode?: string;
}

/** What a lottery page loads first: its prize mode (from the vendor data), its menus and the popular games. */
export interface LotteryData {
  prizeMode: PrizeMode;
  menus: LotteryMenu[];
  popular: Game[];
}

export interface LotteryLaunchRequest {
  area: LotteryArea;
  prizeMode: PrizeMode;
  gameCode: string;
}

export interface LotteryContext {
  area: LotteryArea;
  gameCode?: string;
  prizeMode?: PrizeMode;
  menus: LotteryMenu[];
  popular: Game[];
  opened?: OpenedNumero;
  /** The lottery lobby's address once launched (shown in the page). */
  url?: string;
  error?: ErrorInfo;
}

export type LotteryEvent =
  | { type: "LOTTERY.SELECT"; gameCode: string }
  | { type: "LOTTERY.PLAY" }
  | { type: "LOTTERY.CLOSE" }
  | { type: "LOTTERY.RETRY" };

/** The query's game when the menus hold it, else the first menu. */
export function selectedGame(menus: readonly LotteryMenu[], wanted: string | undefined): string | undefined {
  return menus.find((m) => m.gameCode === wanted)?.gameCode ?? menus[0]?.gameCode;
}

const dataOf = (event: unknown) => (event as { output: LotteryData }).output;

/**
 * A lottery page (/lottery, /seaLottery, /vnLottery): the menus of its prize mode and the popular games, the last draw
 * of the chosen game, and playing it inside the page.
 */
export const lotteryMachine = setup({
  types: {
    context: {} as LotteryContext,
    events: {} as LotteryEvent,
    input: {} as LotteryInput,
  },
  actors: {
    fetchLottery: promiseNotProvided<LotteryData, LotteryArea>("fetchLottery"),
    fetchOpened: promiseNotProvided<OpenedNumero, string>("fetchOpened"),
    launchLottery: promiseNotProvided<LaunchAnswer, LotteryLaunchRequest>("launchLottery"),
  },
  guards: {
    hasGame: ({ context }) => context.gameCode !== undefined,
    hasNoGame: ({ context }) => context.gameCode === undefined,
    isMenu: ({ context, event }) => context.menus.some((m) => m.gameCode === (event as { gameCode?: string }).gameCode),
  },
}).createMachine({
  id: "lottery",
  description: "A lottery page (/lottery, /seaLottery, /vnLottery; members only): the games of its prize mode and the popular ones, the last draw of the chosen game, and playing it inside the page.",
  meta: { spec: ["2 Screens and routes › Routes", "7 Calls › Games", "3 Entities and fields"], screen: "Lottery page" },
  context: ({ input }) => ({ area: input.area, gameCode: input.gameCode, menus: [], popular: [] }),
  initial: "loading",
  states: {
    loading: {
      description: "Fetching the page's lottery games and popular games.",
      invoke: {
        id: "fetchLottery",
        src: "fetchLottery",
        input: ({ context }) => context.area,
        onDone: {
          target: "drawing",
          description: "The games are listed; the one in the address (or the first) is chosen.",
          actions: assign(({ context, event }) => ({
            prizeMode: dataOf(event).prizeMode,
            menus: dataOf(event).menus,
            popular: dataOf(event).popular,
            gameCode: selectedGame(dataOf(event).menus, context.gameCode),
            error: undefined,
          })),
        },
        onError: { target: "failed", description: "The page could not be loaded.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: { description: "The lottery page could not be loaded; the player can retry.", on: { "LOTTERY.RETRY": { target: "loading", description: "The player tries again." } } },
    drawing: {
      description: "Fetching the chosen game's last draw.",
      always: { guard: "hasNoGame", target: "ready", description: "There is no game to show a draw for." },
      invoke: {
        id: "fetchOpened",
        src: "fetchOpened",
        input: ({ context }) => context.gameCode!,
        onDone: { target: "ready", description: "The last draw is shown.", actions: assign({ opened: ({ event }) => event.output }) },
        // The draw is extra: the page stands without it.
        onError: { target: "ready", description: "The draw could not be fetched; the page works without it.", actions: assign({ opened: undefined }) },
      },
    },
    ready: {
      description: "The games, the chosen game's last draw and a play button are shown.",
      on: {
        "LOTTERY.SELECT": { guard: "isMenu", target: "drawing", description: "The player picks another lottery game.", actions: assign({ gameCode: ({ event }) => event.gameCode, opened: undefined, error: undefined }) },
        "LOTTERY.PLAY": { guard: "hasGame", target: "launching", description: "The player presses play.", actions: assign({ error: undefined }) },
      },
    },
    launching: {
      description: "Waiting for the server to open the lottery game.",
      invoke: {
        id: "launchLottery",
        src: "launchLottery",
        input: ({ context }) => ({ area: context.area, prizeMode: context.prizeMode!, gameCode: context.gameCode! }),
        onDone: { target: "playing", description: "The game opens inside the page.", actions: assign({ url: ({ event }) => event.output.content.game_url }) },
        onError: { target: "ready", description: "The game could not be opened: the reason is shown.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    playing: {
      description: "The lottery game is open inside the page.",
      on: {
        "LOTTERY.CLOSE": { target: "ready", description: "The player closes the game.", actions: assign({ url: undefined }) },
        "LOTTERY.SELECT": { guard: "isMenu", target: "drawing", description: "The player switches to another lottery game.", actions: assign({ gameCode: ({ event }) => event.gameCode, url: undefined, opened: undefined }) },
      },
    },
  },
});
