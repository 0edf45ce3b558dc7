import { useCallback } from "react";
import type { LaunchMode } from "../../../machines/launch.machine";
import { useAppActor, useAppSelector } from "../../app/app-context";
import { isSignedIn } from "../../app/session-queries";
import type { Game } from "../../../contract";
import { useLaunchRef } from "./use-game-refs";

/** Starts a game: the free trial for anyone; real play asks a visitor to log in first. */
export function usePlay(): (game: Game, mode: LaunchMode) => void {
  const app = useAppActor();
  const launch = useLaunchRef();
  const signedIn = useAppSelector(isSignedIn);
  return useCallback(
    (game, mode) => {
      if (launch && (signedIn || mode === "trial")) launch.send({ type: "LAUNCH.START", game, mode });
      else app.send({ type: "LOGIN.REQUIRED" });
    },
    [app, launch, signedIn],
  );
}
