import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import type { AppActor } from "../../src/app/app-actor";
import { AppActorProvider } from "../../src/app/app-context";
import { createAppRouter } from "../../src/routes/router";
import { AppProviders } from "../../src/views/AppProviders";

/** The whole app as the browser gets it (providers, router, root frame) on the given actor. */
export function renderableApp(actor: AppActor, url = "/") {
  const router = createAppRouter(actor, createMemoryHistory({ initialEntries: [url] }));
  return (
    <AppActorProvider actor={actor}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </AppActorProvider>
  );
}
