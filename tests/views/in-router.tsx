import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import type { ReactElement } from "react";

/** A view with links, inside a one-route router (links need one); the element is what the only route shows. */
export function renderInRouter(element: ReactElement, url = "/") {
  const router = createRouter({ routeTree: createRootRoute({ component: () => element }), history: createMemoryHistory({ initialEntries: [url] }) });
  return <RouterProvider router={router} />;
}
