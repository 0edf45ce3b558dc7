import { and, assign, not, raise, setup, stateIn } from "xstate";
import type { ErrorInfo, FavouriteRequest, Game, GamePage } from "../contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

/** The heart toggles at most once per second. */
export const FAVOURITE_THROTTLE_MS = 1000;
/** Favourites list: page 1, size 20. */
export const FAVOURITES_PAGE_SIZE = 20;

export interface FavouritesData {
  /** Node ids as text. */
  ids: string[];
  page: GamePage;
}

export interface FavouritesContext {
  ids: string[];
  list: Game[];
  /** The game being added or removed. */
  pending?: Game;
  /** What an optimistic removal replaced, to roll back to. */
  backup?: { ids: string[]; list: Game[] };
  /** A heart click that came while the heart was cooling down or busy: done when the second is over (the last one wins). */
  queued?: HeartEvent;
  error?: ErrorInfo;
}

export type HeartEvent = { type: "FAVOURITE.ADD"; game: Game } | { type: "FAVOURITE.REMOVE"; game: Game };

export type FavouritesEvent =
  | HeartEvent
  | { type: "FAVOURITES.RELOAD" }
  | { type: "FAVOURITES.DISMISS_ERROR" };

export const favouriteId = (game: Pick<Game, "nodeId">): string => String(game.nodeId);
export const isFavourite = (context: Pick<FavouritesContext, "ids">, game: Pick<Game, "nodeId">): boolean => context.ids.includes(favouriteId(game));
export const favouriteRequest = (game: Game): FavouriteRequest => ({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType });

const gameOf = (event: FavouritesEvent): Game => (event as { game: Game }).game;

/**
 * A member's favourite games: ids and the first page, the heart's add and remove (optimistic, rolled back on refusal).
 * The heart toggles at most once a second: a click inside that second (or while the server is still answering) is not
 * dropped but kept and done when the second is over, like a throttle's trailing edge; the last such click wins.
 */
export const favouritesMachine = setup({
  types: {
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
  },
  actors: {
    fetchFavourites: promiseNotProvided<FavouritesData>("fetchFavourites"),
    addFavourite: promiseNotProvided<void, FavouriteRequest>("addFavourite"),
    removeFavourite: promiseNotProvided<void, FavouriteRequest>("removeFavourite"),
  },
  guards: {
    isNew: ({ context, event }) => !isFavourite(context, gameOf(event)),
    isPresent: ({ context, event }) => isFavourite(context, gameOf(event)),
    hasQueued: ({ context }) => context.queued !== undefined,
    canToggle: stateIn({ ready: { sync: "idle", throttle: "open" } }),
  },
}).createMachine({
  id: "favourites",
  description:
    "A signed-in member's favourite games: the heart on a game tile adds or removes it. A removal disappears at once and comes back if the server refuses; the heart acts at most once a second, and a click within that second is done when the second is over.",
  meta: { spec: ["4 States and transitions", "6 Roles and permissions", "7 Calls › Games", "9 Business constants and limits"], screen: "Game tiles' heart and favourites list" },
  context: { ids: [], list: [] },
  initial: "loading",
  states: {
    loading: {
      description: "Fetching the member's favourite games.",
      invoke: {
        id: "fetchFavourites",
        src: "fetchFavourites",
        onDone: { target: "ready", description: "The favourites arrived: hearts are filled in.", actions: assign({ ids: ({ event }) => event.output.ids, list: ({ event }) => event.output.page.content, error: undefined }) },
        onError: { target: "failed", description: "The favourites could not be fetched.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: {
      description: "The favourites could not be fetched; they can be reloaded.",
      on: { "FAVOURITES.RELOAD": { target: "loading", description: "The favourites are fetched again." } },
    },
    ready: {
      type: "parallel",
      description: "The favourites are known; the member can press hearts.",
      on: {
        "FAVOURITES.DISMISS_ERROR": { description: "The member closes the error message.", actions: assign({ error: undefined }) },
        // Reached only when the heart cannot toggle now (the regions take the event when it can).
        "FAVOURITE.ADD": { guard: not("canToggle"), description: "Pressed within the one-second pause or while the server is answering: kept and done afterwards (the last press wins).", actions: assign({ queued: ({ event }) => event }) },
        "FAVOURITE.REMOVE": { guard: not("canToggle"), description: "Pressed within the one-second pause or while the server is answering: kept and done afterwards (the last press wins).", actions: assign({ queued: ({ event }) => event }) },
      },
      always: {
        guard: and(["hasQueued", "canToggle"]),
        description: "The pause is over: the kept press is done now.",
        actions: [raise(({ context }) => context.queued!), assign({ queued: undefined })],
      },
      states: {
        sync: {
          initial: "idle",
          description: "Telling the server about a heart press.",
          states: {
            idle: {
              description: "Nothing is being sent.",
              on: {
                // An add of a game already there is skipped; both wait for the throttle.
                "FAVOURITE.ADD": {
                  guard: and(["isNew", stateIn({ ready: { throttle: "open" } })]),
                  target: "adding",
                  description: "The member hearts a game that is not a favourite yet (a game already there is skipped).",
                  actions: assign({ pending: ({ event }) => event.game, error: undefined }),
                },
                "FAVOURITE.REMOVE": {
                  guard: and(["isPresent", stateIn({ ready: { throttle: "open" } })]),
                  target: "removing",
                  description: "The member un-hearts a favourite: it disappears from the lists at once.",
                  actions: assign(({ context, event }) => ({
                    pending: event.game,
                    error: undefined,
                    backup: { ids: context.ids, list: context.list },
                    ids: context.ids.filter((id) => id !== favouriteId(event.game)),
                    list: context.list.filter((game) => game.nodeId !== event.game.nodeId),
                  })),
                },
              },
            },
            adding: {
              description: "Waiting for the server to add the favourite.",
              invoke: {
                id: "addFavourite",
                src: "addFavourite",
                input: ({ context }) => favouriteRequest(context.pending!),
                onDone: {
                  target: "idle",
                  description: "Added: the game shows at the top of the favourites.",
                  actions: assign(({ context }) => ({
                    ids: [favouriteId(context.pending!), ...context.ids],
                    list: [context.pending!, ...context.list].slice(0, FAVOURITES_PAGE_SIZE),
                    pending: undefined,
                  })),
                },
                onError: { target: "idle", description: "Refused: the game is not added and the reason is shown.", actions: assign({ pending: undefined, error: ({ event }) => asErrorInfo(event.error) }) },
              },
            },
            removing: {
              description: "Waiting for the server to remove the favourite (already gone from the screen).",
              invoke: {
                id: "removeFavourite",
                src: "removeFavourite",
                input: ({ context }) => favouriteRequest(context.pending!),
                onDone: { target: "idle", description: "Removed.", actions: assign({ pending: undefined, backup: undefined }) },
                onError: {
                  target: "idle",
                  description: "Refused: the game comes back into the lists and the reason is shown.",
                  actions: assign(({ context, event }) => ({
                    ids: context.backup?.ids ?? context.ids,
                    list: context.backup?.list ?? context.list,
                    backup: undefined,
                    pending: undefined,
                    error: asErrorInfo(event.error),
                  })),
                },
              },
            },
          },
        },
        throttle: {
          initial: "open",
          description: "The heart acts at most once a second.",
          states: {
            open: {
              description: "The heart can act now.",
              on: {
                "FAVOURITE.ADD": { guard: and(["isNew", stateIn({ ready: { sync: "idle" } })]), target: "cooling", description: "A heart press starts the one-second pause." },
                "FAVOURITE.REMOVE": { guard: and(["isPresent", stateIn({ ready: { sync: "idle" } })]), target: "cooling", description: "A heart press starts the one-second pause." },
              },
            },
            cooling: {
              description: "A heart was just pressed; the next press waits until the second is over.",
              after: { [FAVOURITE_THROTTLE_MS]: { target: "open", description: "The second is over." } },
            },
          },
        },
      },
    },
  },
});
