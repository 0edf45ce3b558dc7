import "@fontsource/sarabun/400.css";
import "@fontsource/sarabun/600.css";
// Mantine's global styles; each component's CSS comes with the module that uses it (scripts/vite/mantine-css.ts).
import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/default-css-variables.css";
import "@mantine/core/styles/global.css";
import { RouterProvider } from "@tanstack/react-router";
import { lazy, startTransition, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
// Evaluating this chunk was one task of about 50 ms on a fast machine (four times that on a mid-range phone). Modules
// evaluate in import order, and each task-break module ends the task where it stands (a top-level await), so the page
// can paint and take input between the libraries, the contract's schemas, the machines and the views.
import "./app/task-break-after-libraries";
import "../contract";
import "./app/task-break-after-contract";
import { createAppActor, type Navigator } from "./app/app-actor";
import "./app/task-break-after-machines";
import { storedLanguage } from "./app/language-store";
import { setStudioLive } from "./app/inspection";
import { studioLiveWanted } from "./app/studio-live-switch";
import { AppActorProvider } from "./app/app-context";
import { createAppUpdateActor } from "./app/app-update";
import { loadLanguage } from "./i18n";
import { yieldToBrowser } from "./app/yield-to-browser";
import { routeNeedsLogin } from "./routes/route-table";
import { createAppRouter, type AppRouter } from "./routes/router";
import { AppProviders } from "./views/AppProviders";
import { AppUpdateGate } from "./views/system/AppUpdateGate";
import { loadMemberParts } from "./views/shell/member-parts";
import { memberMayBeSignedIn } from "./views/shell/session-view";

async function start() {
  const routing: { router?: AppRouter } = {};
  const navigator: Navigator = {
    navigate: (to) => void routing.router?.navigate({ to }),
    currentPageNeedsLogin: () => routeNeedsLogin(window.location.pathname),
  };
  // Compared inline so the bundler drops the inspector import entirely unless built with VITE_INSPECTOR=on.
  const inspect = import.meta.env.VITE_INSPECTOR === "on" ? await (await import("./app/inspector")).createInspector() : undefined;
  // Session recording (`?recordSession`): in development, or in a build made with VITE_SESSION_RECORDING=on.
  const recordingAllowed = import.meta.env.DEV || import.meta.env.VITE_SESSION_RECORDING === "on";
  const recording =
    recordingAllowed && new URLSearchParams(window.location.search).has("recordSession")
      ? (await import("./app/session-recording")).startSessionRecording()
      : undefined;
  const DebugMenu = recording ? lazy(() => import("./views/debug/DebugMenu")) : undefined;
  // The studio's live view (`?studio=live`, off by default; docs/studio-live.md): its code loads only when switched on.
  if (studioLiveWanted(window.location.search, import.meta.env.VITE_STUDIO_LIVE === "on")) setStudioLive((await import("./app/studio-live")).startStudioLive());
  // The stored language's catalogue before the first render (English is a chunk of its own).
  await loadLanguage(storedLanguage());
  // Each step of the start-up is a task of its own (no long task that holds a tap or a paint).
  await yieldToBrowser();
  const app = createAppActor({ navigator, inspect });
  // A kept sign-in: the member's parts (header tools, contract badges) download while the session is checked, not after it.
  if (memberMayBeSignedIn(app.getSnapshot())) loadMemberParts();
  await yieldToBrowser();
  const router = createAppRouter(app);
  routing.router = router;
  await yieldToBrowser();
  app.start();
  // The first page resolved (its code, and its checks, which wait for the session) before the first render: the
  // router's state then no longer changes under that render, which would otherwise re-render the whole page in one
  // blocking pass (the router's state is an external store). The loading cover stays until the page has rendered
  // (src/routes/router.tsx).
  await router.load();

  // The service worker registers after the first page resolved; a new release's waiting worker shows a notice.
  const appUpdate = createAppUpdateActor();
  appUpdate.start();

  const root = createRoot(document.getElementById("root")!);
  // A transition render is time-sliced: the first render yields to the browser every few ms instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppActorProvider actor={app}>
          <AppProviders>
            <RouterProvider router={router} />
            <AppUpdateGate actor={appUpdate} />
            {DebugMenu && recording ? (
              <Suspense fallback={null}>
                <DebugMenu onDownloadSession={recording.download} />
              </Suspense>
            ) : null}
          </AppProviders>
        </AppActorProvider>
      </StrictMode>,
    ),
  );
}

void start();
