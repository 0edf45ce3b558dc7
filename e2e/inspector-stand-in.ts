import type { BrowserContext } from "@playwright/test";

/** The stand-in inspector: records what it is sent and says it is connected, as the Stately page does. */
const STAND_IN = `<!doctype html><title>Stand-in inspector</title><script>
window.addEventListener("message", (event) => window.__recordInspection(JSON.stringify(event.data)));
if (window.opener) window.opener.postMessage({ type: "@statelyai.connected" }, "*");
</script>`;

/**
 * Puts the stand-in in place of the Stately inspector window for every page of `context` (the app must be the
 * VITE_INSPECTOR=on build, e2e/inspector-build.ts) and appends each message the app posts to it to `messages`, as JSON.
 */
export async function recordInspection(context: BrowserContext, messages: string[]): Promise<void> {
  await context.exposeBinding("__recordInspection", (_source, message: string) => void messages.push(message));
  await context.route("https://stately.ai/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: STAND_IN }));
}
