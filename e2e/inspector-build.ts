import type { BrowserContext } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import { CONTENT_SECURITY_POLICY } from "../server/middleware/security-headers";

/** The debug client (VITE_INSPECTOR=on, VITE_SESSION_RECORDING=on), beside (never instead of) the production dist/. */
export const INSPECTOR_DIST = "dist-inspector";

/** What the client is built from: the debug build is made again when any of it is newer than the build. */
const SOURCES = ["src", "machines", "public", "scripts/vite", "index.html", "vite.config.ts", "lingui.config.ts", "package-lock.json"];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/**
 * Builds the inspector-enabled client unless it is newer than its sources. Called by e2e/global-setup.ts before any
 * test starts, so the build (minutes on a busy machine) is never inside a test's or hook's time.
 */
export function ensureInspectorApp(): void {
  const built = join(INSPECTOR_DIST, "index.html");
  if (existsSync(built) && statSync(built).mtimeMs > Math.max(...SOURCES.map(newestChange))) return;
  execFileSync("npx", ["vite", "build", "--outDir", INSPECTOR_DIST, "--emptyOutDir", "--logLevel", "error"], {
    env: { ...process.env, VITE_INSPECTOR: "on", VITE_SESSION_RECORDING: "on" },
    stdio: "inherit",
  });
}

/** The inspector-enabled client's folder (built by the global setup). */
export function inspectorApp(): string {
  if (!existsSync(join(INSPECTOR_DIST, "index.html"))) throw new Error(`${INSPECTOR_DIST}/ is missing: e2e/global-setup.ts builds it`);
  return INSPECTOR_DIST;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".json": "application/json",
  ".ico": "image/x-icon",
};
const SERVER_PATHS = /^\/(wps|dev|lgw|media|sim|demo-game|catalogue)(\/|$)/;

/**
 * Serves the client pages and assets of `dir` to the context in place of the server's dist/ (same origin, same
 * Content-Security-Policy); API, dev routes and everything else still go to the reference server.
 */
export async function serveClientFrom(context: BrowserContext, baseURL: string, dir: string): Promise<void> {
  const root = resolve(dir);
  keepOpenerInFront(context);
  await context.route(`${baseURL}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (route.request().method() !== "GET" || SERVER_PATHS.test(url.pathname)) return route.fallback();
    const file = join(root, url.pathname);
    const isFile = url.pathname !== "/" && file.startsWith(root) && existsSync(file) && extname(file) !== "";
    const path = isFile ? file : join(root, "index.html");
    if (!isFile && extname(url.pathname) !== "") return route.fulfill({ status: 404, body: "not found" });
    return route.fulfill({
      status: 200,
      // The server's own opener policy too: without it the social sign-in window (same-origin-allow-popups) loses its opener.
      headers: {
        "content-type": TYPES[extname(path)] ?? "application/octet-stream",
        "content-security-policy": CONTENT_SECURITY_POLICY,
        "cross-origin-opener-policy": "same-origin-allow-popups",
      },
      body: readFileSync(path),
    });
  });
}

/**
 * The debug build opens the inspector window at each page load, and it comes up in front as a new tab would. A page
 * behind it gets an idle period only every few seconds, and the inspector library sends each inspection event from an
 * idle callback: the diagram would trail the app by minutes. A person switches back to the app; so does this.
 */
function keepOpenerInFront(context: BrowserContext): void {
  context.on("page", (popup) => {
    popup.on("load", () => {
      void popup
        .opener()
        .then((opener) => opener?.bringToFront())
        .catch(() => undefined);
    });
  });
}
