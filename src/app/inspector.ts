import type { InspectionEvent, Observer } from "xstate";
import { maskInspection } from "./mask-inspection";

/**
 * The Stately inspector behind the app's one inspection hook (src/app/inspection.ts). Only imported (dynamically)
 * when the app is built or served with VITE_INSPECTOR=on, so production bundles carry none of this code.
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
  });
  return maskInspection(inspector.inspect);
}
