import { favouritesMachine } from "../../machines/favourites.machine";
import type { PathModel } from "../paths/generate-paths";
import { networkError } from "../fixtures/errors";
import { game, page } from "../fixtures/games";
import { favouritesOracle } from "./favourites.oracle";


/** Game 1 is a favourite at the start, game 2 is not (the 20-game cap of the list is in games.behaviour.test.ts). */
export const favouritesModel: PathModel<typeof favouritesMachine> = {
  name: "favourites",
  machine: favouritesMachine,
  oracle: favouritesOracle,
  contextKey: (context) => ({
    ids: context.ids,
    list: context.list.length,
    error: Boolean(context.error),
    pending: context.pending?.nodeId ?? null,
    queued: context.queued ? `${context.queued.type} ${context.queued.game.nodeId}` : null,
  }),
  payloads: {
    "xstate.done.actor.fetchFavourites": () => [{ type: "xstate.done.actor.fetchFavourites", output: { ids: ["1"], page: page([1]) } }],
    "xstate.error.actor.fetchFavourites": () => [{ type: "xstate.error.actor.fetchFavourites", error: networkError }],
    "xstate.error.actor.addFavourite": () => [{ type: "xstate.error.actor.addFavourite", error: networkError }],
    "xstate.error.actor.removeFavourite": () => [{ type: "xstate.error.actor.removeFavourite", error: networkError }],
    "FAVOURITE.ADD": () => [1, 2].map((id) => ({ type: "FAVOURITE.ADD", game: game(id) })),
    "FAVOURITE.REMOVE": () => [1, 2].map((id) => ({ type: "FAVOURITE.REMOVE", game: game(id) })),
  },
};
