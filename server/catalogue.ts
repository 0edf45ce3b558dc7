import { resolve } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";

/**
 * Serves the offline machine catalogue (`npm run catalogue`, dist-catalogue/) under /catalogue. A development aid:
 * mounted only with the dev routes.
 */
export function catalogueRoutes(app: Hono, catalogueDir: string): void {
  const root = resolve(catalogueDir);
  const files = serveStatic({ root, rewriteRequestPath: (path) => path.replace(/^\/catalogue/, "") || "/" });
  app.get("/catalogue", (c) => c.redirect("/catalogue/"));
  app.get("/catalogue/", serveStatic({ root, path: "index.html" }));
  app.get("/catalogue/*", files);
  app.get("/catalogue/*", (c) => c.text("not found", 404));
}
