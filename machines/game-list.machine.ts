import { assign, setup } from "xstate";
import type { ErrorInfo, Game, GamePage } from "../src/contract";
import { asErrorInfo } from "./errors";
import { GAME_PAGE_SIZE, RECENT_PAGE_SIZE } from "./game-pages";
import { promiseNotProvided } from "./not-provided";

/** game: the catalogue; HOT hot games; FAV the member's favourites (shown from the favourites flow); RECENT recent games. */
export type ListMode = "game" | "HOT" | "FAV" | "RECENT";

/** Typing pauses this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface GameListInput {
  /** The category's game type (RNG, LIVE, ...); undefined for every game. */
  gameType?: string;
  vendor?: string;
  /** /hot starts in HOT. */
  mode?: "game" | "HOT";
  /** A member is signed in (FAV and RECENT need one). */
  member: boolean;
}

export interface GameQuery {
  mode: Exclude<ListMode, "FAV">;
  gameType?: string;
  vendor?: string;
  classify?: string;
  search: string;
  pageNo: number;
  pageSize: number;
}

export interface GameListContext {
  gameType?: string;
  vendor?: string;
  classify?: string;
  search: string;
  mode: ListMode;
  member: boolean;
  games: Game[];
  pageNo: number;
  totalPages: number;
  total: number;
  error?: ErrorInfo;
}

export type GameListEvent =
  | { type: "LIST.MODE"; mode: Exclude<ListMode, "game"> }
  | { type: "LIST.VENDOR"; vendor?: string }
  | { type: "LIST.CLASSIFY"; classify?: string }
  | { type: "LIST.SEARCH"; text: string }
  | { type: "LIST.MORE" }
  | { type: "LIST.RETRY" };

export function queryOf(context: GameListContext, pageNo: number): GameQuery {
  const mode = context.mode === "FAV" ? "game" : context.mode;
  return {
    mode,
    gameType: context.gameType,
    vendor: context.vendor,
    classify: context.classify,
    search: context.search.trim(),
    pageNo,
    pageSize: mode === "RECENT" ? RECENT_PAGE_SIZE : GAME_PAGE_SIZE,
  };
}

const pageOf = (event: unknown) => (event as { output: GamePage }).output;
const modeOf = (event: GameListEvent) => (event as Extract<GameListEvent, { type: "LIST.MODE" }>).mode;

/**
 * A game centre's list: modes game, HOT, FAV and RECENT (choosing the active mode returns to game; FAV and RECENT
 * need a member, else the login popup), the vendor filter (resets the other filters), RNG sub-categories, search by
 * name and paging.
 */
export const gameListMachine = setup({
  types: {
    context: {} as GameListContext,
    events: {} as GameListEvent,
    input: {} as GameListInput,
  },
  actors: {
    fetchGames: promiseNotProvided<GamePage, GameQuery>("fetchGames"),
  },
  actions: {
    /** Opens the login popup (LOGIN.REQUIRED to the root). */
    askLogin: () => {},
  },
  guards: {
    needsLogin: ({ context, event }) => (modeOf(event) === "FAV" || modeOf(event) === "RECENT") && !context.member,
    isActiveMode: ({ context, event }) => modeOf(event) === context.mode,
    isFavouritesMode: ({ event }) => modeOf(event) === "FAV",
    hasMore: ({ context }) => context.pageNo < context.totalPages,
  },
}).createMachine({
  id: "gameList",
  context: ({ input }) => ({
    gameType: input.gameType,
    vendor: input.vendor,
    search: "",
    mode: input.mode ?? "game",
    member: input.member,
    games: [],
    pageNo: 0,
    totalPages: 0,
    total: 0,
  }),
  initial: "loading",
  on: {
    "LIST.MODE": [
      { guard: "needsLogin", actions: "askLogin" },
      { guard: "isActiveMode", target: ".loading", actions: assign({ mode: "game" }) },
      { guard: "isFavouritesMode", target: ".favourites", actions: assign({ mode: "FAV", games: [] }) },
      { target: ".loading", actions: assign({ mode: ({ event }) => event.mode }) },
    ],
    // A vendor resets the other filters and the mode.
    "LIST.VENDOR": { target: ".loading", actions: assign({ vendor: ({ event }) => event.vendor, classify: undefined, search: "", mode: "game" }) },
    "LIST.CLASSIFY": { target: ".loading", actions: assign({ classify: ({ event }) => event.classify, mode: "game" }) },
    "LIST.SEARCH": { target: ".debouncing", actions: assign({ search: ({ event }) => event.text }) },
  },
  states: {
    debouncing: { after: { [SEARCH_DEBOUNCE_MS]: "loading" } },
    loading: {
      invoke: {
        id: "fetchGames",
        src: "fetchGames",
        input: ({ context }) => queryOf(context, 1),
        onDone: {
          target: "ready",
          actions: assign(({ event }) => ({ games: pageOf(event).content, pageNo: 1, totalPages: pageOf(event).totalPages, total: pageOf(event).totalElements, error: undefined })),
        },
        onError: { target: "failed", actions: assign({ games: [], total: 0, error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: { on: { "LIST.RETRY": "loading" } },
    ready: { on: { "LIST.MORE": { guard: "hasMore", target: "loadingMore" } } },
    loadingMore: {
      invoke: {
        id: "fetchMore",
        src: "fetchGames",
        input: ({ context }) => queryOf(context, context.pageNo + 1),
        onDone: {
          target: "ready",
          actions: assign(({ context, event }) => ({
            games: [...context.games, ...pageOf(event).content],
            pageNo: context.pageNo + 1,
            totalPages: pageOf(event).totalPages,
            total: pageOf(event).totalElements,
          })),
        },
        onError: { target: "moreFailed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    moreFailed: { on: { "LIST.RETRY": "loadingMore", "LIST.MORE": "loadingMore" } },
    /** The favourites flow holds the list (and updates it at once on removal). */
    favourites: {},
  },
});
