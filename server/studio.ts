import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono, MiddlewareHandler } from "hono";

const nothing = async () => undefined;
/** The studio's picture manifest (src/studio/model.ts's StudioScreens) with no pictures in it. */
const EMPTY_MANIFEST = { shots: [] };

/**
 * Serves the machine studio (its own build, dist-studio/) under /studio and its screen pictures (`npm run studio`,
 * dist-studio-screens/) under /studio/screens. Both folders are looked for on each request, so a studio built after
 * the server started is served at once. Before `npm run studio` has run, the manifest is an empty one (no pictures).
 * Not a dev route: product owners use it on any running server.
 */
export function studioRoutes(app: Hono, studioDir: string, screensDir: string): void {
  const root = resolve(studioDir);
  const screensRoot = resolve(screensDir);
  // Made on first use: serveStatic warns at once about a folder that does not exist yet.
  let handlers: { files: MiddlewareHandler; index: MiddlewareHandler } | undefined;
  let screens: MiddlewareHandler | undefined;
  const serve = () =>
    (handlers ??= {
      files: serveStatic({ root, rewriteRequestPath: (path) => path.replace(/^\/studio/, "") || "/" }),
      index: serveStatic({ root, path: "index.html" }),
    });
  app.get("/studio", (c) => c.redirect("/studio/"));
  app.get("/studio/screens/*", async (c) => {
    const file = existsSync(screensRoot) ? await (screens ??= serveStatic({ root: screensRoot, rewriteRequestPath: (path) => path.replace(/^\/studio\/screens/, "") || "/" }))(c, nothing) : undefined;
    if (file) file.headers.set("Cache-Control", "no-cache");
    // No pictures taken yet: the studio asks for the manifest on every start, so it gets an empty one, not an error.
    if (!file && c.req.path === "/studio/screens/manifest.json") return c.json(EMPTY_MANIFEST, 200, { "Cache-Control": "no-cache" });
    return file ?? c.text("no such picture (npm run studio takes them)", 404);
  });
  app.get("/studio/*", async (c) => {
    if (!existsSync(resolve(root, "index.html"))) return c.text("The studio is not built yet: `npm start` builds it (or `npm run studio:build`).", 404);
    const file = await serve().files(c, nothing);
    if (file) {
      file.headers.set("Cache-Control", c.req.path.startsWith("/studio/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
      return file;
    }
    const lastSegment = c.req.path.split("/").pop() ?? "";
    if (lastSegment.includes(".")) return c.text("not found", 404);
    const page = await serve().index(c, nothing);
    if (page) page.headers.set("Cache-Control", "no-cache");
    return page ?? c.text("not found", 404);
  });
}
