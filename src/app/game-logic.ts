import type { AnyActorRef } from "xstate";
import { gameListMachine } from "../../machines/game-list.machine";

export type GameListLogic = typeof gameListMachine;

const logicOf = new WeakMap<AnyActorRef, GameListLogic>();

/** Keeps the provided game-list machine of an app actor (page-level lists are created by their pages). */
export function registerGameListLogic(app: AnyActorRef, logic: GameListLogic): void {
  logicOf.set(app, logic);
}

/** The app's game-list machine; the unprovided one (its fetch fails) for an app that registered none. */
export function gameListLogicOf(app: AnyActorRef): GameListLogic {
  return logicOf.get(app) ?? gameListMachine;
}
