import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

/** Paths that belong to the server, never to the client app. */
const SERVER_PATHS = /^\/(wps|dev|lgw|media)(\/|$)/;
const IMMUTABLE = "public, max-age=31536000, immutable";
const nothing = async () => undefined;

/**
 * Serves the built client: files of `staticDir` (`/assets/*` cached for a year, the rest revalidated; the build's
 * Brotli or gzip copy when the browser accepts it),
 * and index.html for any other GET whose last segment has no file extension (client routes such as
 * /login, /fish, /agentHome). A missing /assets file or other file-like path is a 404.
 */
export function staticFiles(staticDir: string): MiddlewareHandler {
  const root = resolve(staticDir);
  // The build writes .br and .gz copies beside each compressible file (scripts/vite/precompress.ts).
  const files = serveStatic({ root, precompressed: true });
  const index = serveStatic({ root, path: "index.html", precompressed: true });
  return async (c, next) => {
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || SERVER_PATHS.test(c.req.path)) return next();
    const file = await files(c, nothing);
    if (file) {
      file.headers.set("Cache-Control", c.req.path.startsWith("/assets/") ? IMMUTABLE : "no-cache");
      return file;
    }
    const lastSegment = c.req.path.split("/").pop() ?? "";
    if (c.req.path.startsWith("/assets/") || lastSegment.includes(".") || !existsSync(resolve(root, "index.html"))) return next();
    const page = await index(c, nothing);
    if (!page) return next();
    page.headers.set("Cache-Control", "no-cache");
    return page;
  };
}
