import { gameListMachine, type GameListContext, type GameListInput } from "../../machines/game-list.machine";
import type { PathModel } from "../paths/generate-paths";
import { networkError } from "../fixtures/errors";
import { page } from "../fixtures/games";
import { gameListFlow } from "./game-list.oracle";

/** Filters combine freely; the model tries one at a time to keep the graph small. */
const unfiltered = (context: GameListContext) => context.vendor === undefined && context.classify === undefined && context.search === "";

const gameListModel = (input: GameListInput): PathModel<typeof gameListMachine> => ({
  name: "gameList",
  machine: gameListMachine,
  input,
  oracle: gameListFlow(input).oracle,
  contextKey: (context) => ({
    mode: context.mode,
    vendor: context.vendor ?? null,
    classify: context.classify ?? null,
    search: context.search,
    n: context.games.length,
    page: context.pageNo,
  }),
  payloads: {
    // Two pages: the first leaves one more to load.
    "xstate.done.actor.fetchGames": () => [{ type: "xstate.done.actor.fetchGames", output: page([1, 2, 3], 1, 2) }],
    "xstate.done.actor.fetchMore": () => [{ type: "xstate.done.actor.fetchMore", output: page([4, 5], 2, 2) }],
    "xstate.error.actor.fetchGames": () => [{ type: "xstate.error.actor.fetchGames", error: networkError }],
    "xstate.error.actor.fetchMore": () => [{ type: "xstate.error.actor.fetchMore", error: networkError }],
    "LIST.MODE": (snapshot) => (unfiltered(snapshot.context) ? (["HOT", "FAV", "RECENT"] as const).map((mode) => ({ type: "LIST.MODE", mode })) : []),
    // Choosing a vendor resets the other filters: try it from a filtered list only.
    "LIST.VENDOR": (snapshot) => (unfiltered(snapshot.context) && snapshot.context.mode === "game" ? [] : [{ type: "LIST.VENDOR", vendor: "PG" }]),
    "LIST.CLASSIFY": (snapshot) => (unfiltered(snapshot.context) && snapshot.context.mode === "game" ? [{ type: "LIST.CLASSIFY", classify: "SC" }] : []),
    "LIST.SEARCH": (snapshot) => (unfiltered(snapshot.context) && snapshot.context.mode === "game" ? [{ type: "LIST.SEARCH", text: " dragon " }] : []),
  },
});

export const memberListModel = gameListModel({ gameType: "RNG", member: true });
export const guestListModel = gameListModel({ gameType: "RNG", member: false });
export const hotListModel = gameListModel({ member: true, mode: "HOT" });
