import { fromPromise } from "xstate";
import {
  hotGamesSchema,
  rankListSchema,
  vendorLanesSchema,
  type FavouriteRequest,
  type Game,
  type GamePage,
  type HotMatch,
  type LaunchAnswer,
  type VendorLane,
  type Winner,
} from "../../contract";
import { FAVOURITES_PAGE_SIZE, type FavouritesData } from "../../machines/favourites.machine";
import type { GameQuery } from "../../machines/game-list.machine";
import type { LaunchRequest } from "../../machines/launch.machine";
import type { ApiClient } from "../api/http-client";
import { gameListQuery, hotGamesQuery } from "./early-requests";
import { sessionCache, sessionStore } from "./storage";

/** One page made of a whole list (hot games come unpaged). */
function pageOfAll(games: Game[], query: GameQuery): GamePage {
  const start = (query.pageNo - 1) * query.pageSize;
  return {
    content: games.slice(start, start + query.pageSize),
    pageNum: query.pageNo,
    totalPages: Math.max(1, Math.ceil(games.length / query.pageSize)),
    totalElements: games.length,
  };
}

/** The real actors of the lobby, favourites, launch and game-list machines. Lanes, hot games and winners are cached per session. */
export function createGameActors(api: ApiClient, language: () => string) {
  const merchant = () => sessionStore.get("merchant") ?? "";
  const hot = (signal: AbortSignal) =>
    sessionCache.through("HOT_GAMES", hotGamesSchema, () => api.request("hotGames", { query: hotGamesQuery(merchant(), language()), signal }));
  return {
    fetchLanes: fromPromise<VendorLane[], void>(async ({ signal }) =>
      (await sessionCache.through("gameVendor", vendorLanesSchema, () => api.request("gameVendor", { query: { language: language() }, signal }))).data.lanes,
    ),
    fetchHotGames: fromPromise<Game[], void>(({ signal }) => hot(signal)),
    fetchWinners: fromPromise<Winner[], void>(async ({ signal }) =>
      (await sessionCache.through("WINNERS", rankListSchema, () => api.request("rankList", { query: { gameCategory: "ALL", language: language(), limitNum: 20 }, signal }))).list,
    ),
    fetchHotMatches: fromPromise<HotMatch[], void>(({ signal }) => api.request("hotMatches", { signal })),
    fetchFavourites: fromPromise<FavouritesData, void>(async ({ signal }) => {
      const [ids, page] = await Promise.all([
        api.request("favouriteIds", { signal }),
        api.request("favouriteList", { query: { pageNo: 1, pageSize: FAVOURITES_PAGE_SIZE, language: language() }, signal }),
      ]);
      return { ids, page };
    }),
    addFavourite: fromPromise<void, FavouriteRequest>(async ({ input, signal }) => {
      await api.request("addFavourite", { body: input, signal });
    }),
    removeFavourite: fromPromise<void, FavouriteRequest>(async ({ input, signal }) => {
      await api.request("removeFavourite", { body: input, signal });
    }),
    launchGame: fromPromise<LaunchAnswer, LaunchRequest>(({ input, signal }) =>
      api.request("launchGame", {
        query: {
          launchMode: input.mode === "trial" ? "TRIAL" : "REAL",
          platform: "html5",
          gameId: input.game.gameCode,
          nodeId: input.game.nodeId,
          vassalage: input.game.vassalage,
          language: language(),
        },
        signal,
      }),
    ),
    fetchPopularGames: fromPromise<Game[], void>(({ signal }) => api.request("popularGames", { signal })),
    fetchGames: fromPromise<GamePage, GameQuery>(async ({ input, signal }) => {
      if (input.mode === "HOT") {
        const games = await hot(signal);
        return pageOfAll(input.vendor ? games.filter((g) => g.vassalage === input.vendor) : games, input);
      }
      if (input.mode === "RECENT") return api.request("recentGames", { query: { pageNo: input.pageNo, pageSize: input.pageSize, language: language() }, signal });
      const { gameType, vendor, classify, search, pageNo, pageSize } = input;
      return api.request("gameList", { query: gameListQuery({ merchant: merchant(), language: language(), gameType, vendor, classify, search, pageNo, pageSize }), signal });
    }),
  };
}
