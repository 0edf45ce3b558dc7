import { useSelector } from "@xstate/react";
import { lazy } from "react";
import { MountWhenNeeded } from "../../common/MountWhenNeeded";
import { useRealityCheckRef } from "./use-reality-check-ref";

// Split out of the first load: the dialog's code loads when the first check comes.
const RealityCheckModal = lazy(() => import("./RealityCheckModal").then((m) => ({ default: m.RealityCheckModal })));

/** The reality check's dialog while a member is signed in and a check is due. */
export function RealityCheckDialog() {
  const flow = useRealityCheckRef();
  const showing = useSelector(flow, (s) => s?.matches("showing") ?? false);
  return flow ? (
    <MountWhenNeeded needed={showing}>
      <RealityCheckModal flow={flow} />
    </MountWhenNeeded>
  ) : null;
}
