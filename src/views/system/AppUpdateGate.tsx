import { useSelector } from "@xstate/react";
import { lazy, Suspense } from "react";
import type { AppUpdateActor } from "../../app/app-update";

// The notice's code (and Mantine's Notification) loads only when a new version waits.
const AppUpdateNotice = lazy(() => import("./AppUpdateNotice"));

/** Shows the new-version notice while the app-update actor says one is ready. */
export function AppUpdateGate({ actor }: { actor: AppUpdateActor }) {
  const shown = useSelector(actor, (s) => s.matches("ready") || s.matches("reloading"));
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <AppUpdateNotice actor={actor} />
    </Suspense>
  );
}
