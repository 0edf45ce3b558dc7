import { useSelector } from "@xstate/react";
import { lazy, useEffect } from "react";
import { MountWhenNeeded } from "../common/MountWhenNeeded";
import { stateView } from "../common/state-view";
import { FavouritesError } from "./FavouritesError";
import { GameTile } from "./GameTile";
import { useLaunchRef, type LaunchRef } from "./use-game-refs";

// Split out of the first load: the modals load when a launch first meets maintenance or fails. The popular games' tiles
// are made here so GameTile stays in the first chunk: the home page's hot games use it, and on its own it would be one
// more script and style sheet for that page.
const LaunchModals = lazy(() => import("./LaunchModals").then((m) => ({ default: m.LaunchModals })));

/** Game under maintenance (with popular games), a failed launch, and the balance refresh when the member comes back. */
export function LaunchDialogs({ launch }: { launch: LaunchRef | undefined }) {
  const state = useSelector(launch, (snapshot) =>
    snapshot ? stateView(snapshot, { idle: "other", launching: "other", suggesting: "other", maintenance: "maintenance", failed: "failed", playing: "playing" }) : "other",
  );
  const popular = useSelector(launch, (snapshot) => snapshot?.context.popular ?? []);
  const error = useSelector(launch, (snapshot) => snapshot?.context.error);
  useEffect(() => {
    if (state !== "playing" || !launch) return;
    const back = () => {
      if (document.visibilityState === "visible") launch.send({ type: "LAUNCH.RETURNED" });
    };
    window.addEventListener("focus", back);
    document.addEventListener("visibilitychange", back);
    return () => {
      window.removeEventListener("focus", back);
      document.removeEventListener("visibilitychange", back);
    };
  }, [state, launch]);
  const close = () => launch?.send({ type: "LAUNCH.CLOSE" });
  return (
    <MountWhenNeeded needed={state === "maintenance" || state === "failed"}>
      <LaunchModals
        maintenance={state === "maintenance"}
        failed={state === "failed"}
        popular={popular.map((game) => (
          <GameTile key={game.nodeId} game={game} size={120} eager />
        ))}
        error={error}
        onClose={close}
      />
    </MountWhenNeeded>
  );
}

/** The launch dialogs and the favourites message of the signed-in session. */
export function GameDialogs() {
  return (
    <>
      <LaunchDialogs launch={useLaunchRef()} />
      <FavouritesError />
    </>
  );
}
