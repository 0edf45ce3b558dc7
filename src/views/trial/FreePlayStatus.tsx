import { shallowEqual, useSelector } from "@xstate/react";
import { lazy } from "react";
import { MountWhenNeeded } from "../common/MountWhenNeeded";
import { FreePlayStarting } from "./FreePlayStarting";
import type { FreePlayRef } from "./use-free-play-ref";
import { isMachineSnapshot } from "../common/machine-child";

// Split out of the first load: the failure's modal loads when a start first fails.
const FreePlayFailedModal = lazy(() => import("./FreePlayFailedModal").then((m) => ({ default: m.FreePlayFailedModal })));

/** Starting a trial session: a centred "Starting free play…" while it starts; the failure with Retry and Close. */
export function FreePlayStatus({ freePlay }: { freePlay: FreePlayRef | undefined }) {
  const view = useSelector(
    freePlay,
    (snapshot) =>
      isMachineSnapshot(snapshot)
        ? { starting: snapshot.matches("starting"), failed: snapshot.matches("failed"), error: snapshot.context.error }
        : undefined,
    shallowEqual,
  );
  const failed = Boolean(freePlay && view?.failed);
  return (
    <>
      {view?.starting && <FreePlayStarting />}
      <MountWhenNeeded needed={failed}>
        <FreePlayFailedModal freePlay={freePlay} failed={failed} error={view?.error} />
      </MountWhenNeeded>
    </>
  );
}
