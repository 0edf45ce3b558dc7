import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono, MiddlewareHandler } from "hono";

/**
 * Serves the offline machine catalogue (`npm run catalogue`, dist-catalogue/) under /catalogue. A development aid:
 * mounted only with the dev routes. The folder is looked for per request, so a catalogue built after the start is served.
 */
export function catalogueRoutes(app: Hono, catalogueDir: string): void {
  const root = resolve(catalogueDir);
  // Made on first use: serveStatic warns at once about a folder that does not exist yet.
  let files: MiddlewareHandler | undefined;
  let index: MiddlewareHandler | undefined;
  app.get("/catalogue", (c) => c.redirect("/catalogue/"));
  app.use("/catalogue/*", async (c, next) => {
    if (!existsSync(root)) return c.text("no catalogue: run `npm run catalogue`", 404);
    await next();
  });
  app.get("/catalogue/", (c, next) => (index ??= serveStatic({ root, path: "index.html" }))(c, next));
  app.get("/catalogue/*", (c, next) => (files ??= serveStatic({ root, rewriteRequestPath: (path) => path.replace(/^\/catalogue/, "") || "/" }))(c, next));
  app.get("/catalogue/*", (c) => c.text("not found", 404));
}
