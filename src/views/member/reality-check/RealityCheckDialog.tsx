import { useSelector } from "@xstate/react";
import { lazy } from "react";
import { MountWhenNeeded } from "../../common/MountWhenNeeded";
import { useRealityCheckRef } from "./use-reality-check-ref";

// Split out of the first load: the dialog's code loads when the first check comes.
const RealityCheckModal = lazy(() => import("./RealityCheckModal").then((m) => ({ default: m.RealityCheckModal })));

/** The reality check's dialog while a member is signed in and a check is due. */
export function RealityCheckDialog() {
  const flow = useRealityCheckRef();
  // The state's name, not `matches`: a stand-in actor (the app's view tests) has only a value.
  const showing = useSelector(flow, (s) => s?.value === "showing");
  return flow ? (
    <MountWhenNeeded needed={showing}>
      <RealityCheckModal flow={flow} />
    </MountWhenNeeded>
  ) : null;
}
