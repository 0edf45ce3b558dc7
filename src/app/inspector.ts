import type { InspectionEvent, Observer } from "xstate";
import { maskInspection } from "./mask-inspection";

/**
 * The Stately inspector behind the app's one inspection hook (src/app/inspection.ts). Only imported (dynamically)
 * when the app is built or served with VITE_INSPECTOR=on, so production bundles carry none of this code.
 *
 * Needs the internet: the inspector is the hosted page at stately.ai. The studio's live view (src/app/studio-live.ts)
 * shows the same actors offline. Built into dist-inspector/ (scripts/client-dir.mjs) with function names kept, so
 * actions written as named functions keep their names.
 *
 * @statelyai/inspect sanitises only snapshot context and events; actor inputs, outputs, errors and typed field values
 * would go out as they are. So every inspection event is masked whole (maskInspection) before the inspector sees it.
 */
export async function createInspector(): Promise<Observer<InspectionEvent>> {
  const { createBrowserInspector } = await import("@statelyai/inspect");
  const inspector = createBrowserInspector({
    autoStart: true,
    // Held until the inspector window says it is connected; a boot alone makes a few hundred.
    maxDeferredEvents: 5000,
    // The library cuts anything nested deeper than 10 levels to "[Array]" / "[Object]": the app machine's definition
    // (states within states, each with its action lists) and a flow's context go deeper than that.
    serializationDepthLimit: 64,
  });
  return maskInspection(inspector.inspect);
}
