import type { Browser, BrowserContext, BrowserContextOptions, Page } from "@playwright/test";

/**
 * For tests that are not about the connection chooser. The app times `/wps/system/ping` on its own domain when it
 * starts and opens the chooser by itself when that round trip is slower than VITE_SLOW_DOMAIN_MS (2 s): on a busy
 * machine it can be, and the chooser's dialog then covers whatever the test does. Here every ping answers at once (the
 * app reads nothing from the answer), as on a healthy connection. Given the page's context, it covers the windows the
 * app opens too (live chat, games).
 *
 * The answer is made in the page, by the page's `fetch`, not with Playwright's request routing: a route sends every
 * request of the context through the test runner and turns the browser's HTTP cache off, so each page load fetched
 * and compiled every script again.
 */
export async function steadyConnection(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const fetchOnTheNetwork = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      if (url.pathname === "/wps/system/ping") return Promise.resolve(new Response('{"success":true}', { status: 200, headers: { "content-type": "application/json" } }));
      return fetchOnTheNetwork(input, init);
    };
  });
}

/**
 * A new browser context (for a second person or a fresh start) whose pings answer at once, as steadyConnection, and
 * with motion reduced as in the config's `use` (which a context made by hand does not get).
 */
export async function steadyContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext({ reducedMotion: "reduce", ...options });
  await steadyConnection(context);
  return context;
}
