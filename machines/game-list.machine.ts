import { assign, setup } from "xstate";
import type { ErrorInfo, Game, GamePage } from "../contract";
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
  description: "A game centre's list (slots, live casino, fishing and so on): all games, hot games, favourites or recent games (the last two for members; visitors get the login popup), a vendor filter, slot sub-categories, a search by name and more pages on demand.",
  meta: { spec: ["2 Screens and routes › Routes", "2 Screens and routes › Other screens named in text", "6 Roles and permissions", "7 Calls › Games", "9 Business constants and limits"], screen: "Game centre page" },
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
      { guard: "needsLogin", description: "A visitor picks favourites or recent games: the login popup opens.", actions: "askLogin" },
      { guard: "isActiveMode", target: ".loading", description: "The player picks the tab already chosen: back to all games.", actions: assign({ mode: "game" }) },
      { guard: "isFavouritesMode", target: ".favourites", description: "The member picks favourites: their favourite games are shown.", actions: assign({ mode: "FAV", games: [] }) },
      { target: ".loading", description: "The player picks hot games, recent games or all games.", actions: assign({ mode: ({ event }) => event.mode }) },
    ],
    // A vendor resets the other filters and the mode.
    "LIST.VENDOR": { target: ".loading", description: "The player picks a vendor: the other filters and the search are cleared.", actions: assign({ vendor: ({ event }) => event.vendor, classify: undefined, search: "", mode: "game" }) },
    "LIST.CLASSIFY": { target: ".loading", description: "The player picks a slot sub-category.", actions: assign({ classify: ({ event }) => event.classify, mode: "game" }) },
    "LIST.SEARCH": { target: ".debouncing", description: "The player types in the search box.", actions: assign({ search: ({ event }) => event.text }) },
  },
  states: {
    debouncing: {
      description: "The player is typing a search; it is sent once they pause.",
      after: { [SEARCH_DEBOUNCE_MS]: { target: "loading", description: "The player paused: the search is sent." } },
    },
    loading: {
      description: "Fetching the first page of games (42 to a page; recent games 20).",
      invoke: {
        id: "fetchGames",
        src: "fetchGames",
        input: ({ context }) => queryOf(context, 1),
        onDone: {
          target: "ready",
          description: "The games are shown.",
          actions: assign(({ event }) => ({ games: pageOf(event).content, pageNo: 1, totalPages: pageOf(event).totalPages, total: pageOf(event).totalElements, error: undefined })),
        },
        onError: { target: "failed", description: "The games could not be fetched.", actions: assign({ games: [], total: 0, error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: { description: "The games could not be loaded; the player can retry.", on: { "LIST.RETRY": { target: "loading", description: "The player tries again." } } },
    ready: { description: "The games are shown, with a “more” button when there are more pages.", on: { "LIST.MORE": { guard: "hasMore", target: "loadingMore", description: "The player asks for more games." } } },
    loadingMore: {
      description: "Fetching the next page of games.",
      invoke: {
        id: "fetchMore",
        src: "fetchGames",
        input: ({ context }) => queryOf(context, context.pageNo + 1),
        onDone: {
          target: "ready",
          description: "The next games are added below.",
          actions: assign(({ context, event }) => ({
            games: [...context.games, ...pageOf(event).content],
            pageNo: context.pageNo + 1,
            totalPages: pageOf(event).totalPages,
            total: pageOf(event).totalElements,
          })),
        },
        onError: { target: "moreFailed", description: "More games could not be fetched; those shown stay.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    moreFailed: {
      description: "The next page could not be fetched; the games already shown stay.",
      on: {
        "LIST.RETRY": { target: "loadingMore", description: "The player tries again." },
        "LIST.MORE": { target: "loadingMore", description: "The player asks for more again." },
      },
    },
    /** The favourites flow holds the list (and updates it at once on removal). */
    favourites: { description: "The member's favourite games are shown (a removed one disappears at once)." },
  },
});
