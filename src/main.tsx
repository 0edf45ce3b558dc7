import "@fontsource/sarabun/400.css";
import "@fontsource/sarabun/600.css";
import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/dates/styles.css";
import { RouterProvider } from "@tanstack/react-router";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createAppActor, type Navigator } from "./app/app-actor";
import { AppActorProvider } from "./app/app-context";
import { routeNeedsLogin } from "./routes/route-table";
import { createAppRouter, type AppRouter } from "./routes/router";
import { AppProviders } from "./views/AppProviders";

async function start() {
  const routing: { router?: AppRouter } = {};
  const navigator: Navigator = {
    navigate: (to) => void routing.router?.navigate({ to }),
    currentPageNeedsLogin: () => routeNeedsLogin(window.location.pathname),
  };
  // Compared inline so the bundler drops the inspector import entirely unless built with VITE_INSPECTOR=on.
  const inspect = import.meta.env.VITE_INSPECTOR === "on" ? await (await import("./app/inspector")).createInspector() : undefined;
  const app = createAppActor({ navigator, inspect });
  const router = createAppRouter(app);
  routing.router = router;
  app.start();

  const root = createRoot(document.getElementById("root")!);
  // A transition render is time-sliced: the first render yields to the browser every few ms instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppActorProvider actor={app}>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
        </AppActorProvider>
      </StrictMode>,
    ),
  );
}

void start();
