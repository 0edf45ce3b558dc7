import { createContext, useContext } from "react";
import type { ActorRefFrom } from "xstate";
import type { favouritesMachine } from "../../../machines/favourites.machine";
import type { launchMachine } from "../../../machines/launch.machine";
import type { lobbyMachine } from "../../../machines/lobby.machine";
import { useAppSelector } from "../../app/app-context";
import { machineChild } from "../common/machine-child";

export type LobbyRef = ActorRefFrom<typeof lobbyMachine>;
export type FavouritesRef = ActorRefFrom<typeof favouritesMachine>;
export type LaunchRef = ActorRefFrom<typeof launchMachine>;

/** The lobby child of the running app. */
export function useLobbyRef(): LobbyRef | undefined {
  return useAppSelector((snapshot) => machineChild(snapshot.children.lobby as LobbyRef | undefined));
}

const FavouritesOverride = createContext<FavouritesRef | undefined>(undefined);
/** Gives the hearts below it this favourites flow instead of the session's (view tests drive a flow of their own). */
export const FavouritesProvider = FavouritesOverride.Provider;

/** The favourites child of a signed-in session (undefined for visitors). */
export function useFavouritesRef(): FavouritesRef | undefined {
  const override = useContext(FavouritesOverride);
  const child = useAppSelector((snapshot) => machineChild(snapshot.children.favourites as FavouritesRef | undefined));
  return override ?? child;
}

/** The launch child of a signed-in session (undefined for visitors). */
export function useLaunchRef(): LaunchRef | undefined {
  return useAppSelector((snapshot) => machineChild(snapshot.children.launch as LaunchRef | undefined));
}
