import type { EventObject } from "xstate";
import type { ErrorInfo, Game } from "../../contract";
import type { Oracle, StepExpectation } from "../paths/oracle";

/** Spec section 9: favourites are fetched page 1, size 20: the list the member sees holds at most 20 games. */
const PAGE_SIZE = 20;

type Event = EventObject & Record<string, unknown>;
type Heart = { type: "FAVOURITE.ADD" | "FAVOURITE.REMOVE"; game: Game };

/** The member's favourites as the spec describes them (section 4: one heart action per second, add skipped if present, removal optimistic). */
export interface Hearts {
  phase: "loading" | "failed" | "ready";
  /** Favourite ids: the nodeId as text (spec section 3). */
  ids: string[];
  list: Game[];
  /** A request on its way and what to restore if a removal is refused. */
  busy?: { kind: "add" | "remove"; game: Game; before: { ids: string[]; list: Game[] } };
  /** The second after an accepted heart action. */
  cooling: boolean;
  /** The last click that came while the heart could not act: done when it can (a throttle's trailing edge). */
  queued?: Heart;
  error?: ErrorInfo;
  /** A heart action or a kept click happened once (before that the machine has no such field to compare). */
  acted: boolean;
  kept: boolean;
}

const idOf = (game: Game) => String(game.nodeId);
const request = (game: Game) => ({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType });

/** A heart click the heart can act on now: a request and an optimistic removal, or nothing (add of a favourite, removal of a non-favourite). */
function act(hearts: Hearts, click: Heart, expectation: StepExpectation): void {
  const present = hearts.ids.includes(idOf(click.game));
  const before = { ids: hearts.ids, list: hearts.list };
  if (click.type === "FAVOURITE.ADD") {
    if (present) return;
    hearts.busy = { kind: "add", game: click.game, before };
    expectation.requests = [...(expectation.requests ?? []), { id: "addFavourite", input: request(click.game) }];
    expectation.context = { ...expectation.context, pending: click.game, error: undefined };
  } else {
    if (!present) return;
    hearts.busy = { kind: "remove", game: click.game, before };
    hearts.ids = hearts.ids.filter((id) => id !== idOf(click.game));
    hearts.list = hearts.list.filter((g) => g.nodeId !== click.game.nodeId);
    expectation.requests = [...(expectation.requests ?? []), { id: "removeFavourite", input: request(click.game) }];
    expectation.context = { ...expectation.context, pending: click.game, error: undefined };
  }
  hearts.error = undefined;
  hearts.cooling = true;
  hearts.acted = true;
}

const canAct = (hearts: Hearts) => !hearts.busy && !hearts.cooling;

/** When the heart becomes free, the kept click is done. */
function trailing(hearts: Hearts, expectation: StepExpectation): void {
  if (!hearts.queued || !canAct(hearts)) return;
  const click = hearts.queued;
  hearts.queued = undefined;
  act(hearts, click, expectation);
}

function apply(hearts: Hearts, event: Event): StepExpectation {
  const expectation: StepExpectation = {};
  const need = (phase: Hearts["phase"], ok = true) => {
    if (hearts.phase !== phase || !ok) throw new Error(`${event.type} cannot happen now (${hearts.phase}${hearts.busy ? `, ${hearts.busy.kind}` : ""})`);
  };
  switch (event.type) {
    case "xstate.done.actor.fetchFavourites": {
      need("loading");
      const data = event.output as { ids: string[]; page: { content: Game[] } };
      Object.assign(hearts, { phase: "ready", ids: data.ids, list: data.page.content, error: undefined });
      return { context: { ids: hearts.ids, list: hearts.list, error: undefined } };
    }
    case "xstate.error.actor.fetchFavourites":
      need("loading");
      Object.assign(hearts, { phase: "failed", error: event.error });
      return { context: { error: event.error } };
    case "FAVOURITES.RELOAD":
      need("failed");
      hearts.phase = "loading";
      return { requests: [{ id: "fetchFavourites" }] };
    case "FAVOURITES.DISMISS_ERROR":
      need("ready");
      hearts.error = undefined;
      return { context: { error: undefined } };
    case "FAVOURITE.ADD":
    case "FAVOURITE.REMOVE":
      need("ready");
      if (canAct(hearts)) act(hearts, event as unknown as Heart, expectation);
      else Object.assign(hearts, { queued: event, kept: true });
      break;
    case "xstate.done.actor.addFavourite": {
      need("ready", hearts.busy?.kind === "add");
      const game = hearts.busy!.game;
      hearts.ids = [idOf(game), ...hearts.ids];
      hearts.list = [game, ...hearts.list].slice(0, PAGE_SIZE);
      hearts.busy = undefined;
      trailing(hearts, expectation);
      break;
    }
    case "xstate.done.actor.removeFavourite":
      need("ready", hearts.busy?.kind === "remove");
      hearts.busy = undefined;
      trailing(hearts, expectation);
      break;
    case "xstate.error.actor.addFavourite":
    case "xstate.error.actor.removeFavourite":
      need("ready", hearts.busy?.kind === (event.type.includes("add") ? "add" : "remove"));
      // A refused removal puts the game back where it was.
      Object.assign(hearts, { ...hearts.busy!.before, busy: undefined, error: event.error });
      trailing(hearts, expectation);
      break;
    default:
      if (!event.type.startsWith("xstate.after.")) throw new Error(`the favourites oracle does not know ${event.type}`);
      need("ready", hearts.cooling);
      hearts.cooling = false;
      trailing(hearts, expectation);
  }
  if (hearts.phase === "ready") {
    expectation.context = {
      ...expectation.context,
      ids: hearts.ids,
      list: hearts.list,
      ...(hearts.acted ? { pending: hearts.busy?.game } : {}),
      ...(hearts.kept ? { queued: hearts.queued } : {}),
      error: hearts.error,
    };
  }
  return expectation;
}

function follow(events: readonly EventObject[]): { hearts: Hearts; expectation: StepExpectation } {
  const hearts: Hearts = { phase: "loading", ids: [], list: [], cooling: false, acted: false, kept: false };
  let expectation: StepExpectation = { requests: [{ id: "fetchFavourites" }] };
  for (const event of events) expectation = apply(hearts, event as Event);
  return { hearts, expectation };
}

/** The favourites after the path's events, as the spec says they should be (the view tests draw the hearts from it). */
export const followFavourites = (events: readonly EventObject[]): Hearts => follow(events).hearts;

export const favouritesOracle: Oracle = {
  step: (events) => follow(events).expectation,
  // Spec section 9: the favourite toggle is throttled to 1000 ms.
  delays: { "favourites.ready.throttle.cooling": 1000 },
};
