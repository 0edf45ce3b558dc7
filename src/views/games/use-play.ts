import { useCallback } from "react";
import type { LaunchMode } from "../../../machines/launch.machine";
import { useAppActor } from "../../app/app-context";
import type { Game } from "../../contract";
import { useLaunchRef } from "./use-game-refs";

/** Starts a game; a visitor is asked to log in first. */
export function usePlay(): (game: Game, mode: LaunchMode) => void {
  const app = useAppActor();
  const launch = useLaunchRef();
  return useCallback(
    (game, mode) => {
      if (launch) launch.send({ type: "LAUNCH.START", game, mode });
      else app.send({ type: "LOGIN.REQUIRED" });
    },
    [app, launch],
  );
}
