import type { BrowserContext } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import { CONTENT_SECURITY_POLICY } from "../server/middleware/security-headers";

/** The debug client (VITE_INSPECTOR=on, VITE_SESSION_RECORDING=on), beside (never instead of) the production dist/. */
export const INSPECTOR_DIST = "dist-inspector";

/** Taken (mkdir is atomic) by the worker that builds; e2e/global-setup.ts removes it before each run. */
export const INSPECTOR_BUILD_LOCK = "test-results/.inspector-build";
const BUILT = `${INSPECTOR_BUILD_LOCK}/built`;

/** Builds the inspector-enabled client once per test run: the first worker to ask builds, the others wait for it. */
export async function buildInspectorApp(): Promise<string> {
  mkdirSync("test-results", { recursive: true });
  let mine = true;
  try {
    mkdirSync(INSPECTOR_BUILD_LOCK);
  } catch {
    mine = false;
  }
  if (mine) {
    execFileSync("npx", ["vite", "build", "--outDir", INSPECTOR_DIST, "--emptyOutDir", "--logLevel", "error"], {
      env: { ...process.env, VITE_INSPECTOR: "on", VITE_SESSION_RECORDING: "on" },
      stdio: "inherit",
    });
    writeFileSync(BUILT, "");
  }
  for (let waited = 0; !existsSync(BUILT); waited += 500) {
    if (waited > 240_000) throw new Error("the inspector build of another worker did not finish in 4 minutes");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
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
