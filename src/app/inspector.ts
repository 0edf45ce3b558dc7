import type { InspectionEvent, Observer } from "xstate";
import { maskSecrets } from "./mask-secrets";

/**
 * Connects the root actor to the Stately inspector. Only imported (dynamically) when the app is built or served
 * with VITE_INSPECTOR=on, so production bundles carry none of this code.
 */
export async function createInspector(): Promise<Observer<InspectionEvent>> {
  const { createBrowserInspector } = await import("@statelyai/inspect");
  const inspector = createBrowserInspector({
    autoStart: true,
    sanitizeContext: (context) => maskSecrets(context),
    sanitizeEvent: (event) => maskSecrets(event),
  });
  return inspector.inspect;
}
