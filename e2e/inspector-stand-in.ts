import type { BrowserContext } from "@playwright/test";

/** The stand-in inspector: records what it is sent and says it is connected, as the Stately page does. */
// Messages go to the test in batches: one binding call per message (thousands per journey, each a round trip to the
// test process) fell behind on a busy machine, and the test's wait for a flow ran out before its message arrived.
const STAND_IN = `<!doctype html><title>Stand-in inspector</title><script>
const pending = [];
window.addEventListener("message", (event) => pending.push(JSON.stringify(event.data)));
setInterval(() => { if (pending.length > 0) window.__recordInspection(pending.splice(0)); }, 50);
if (window.opener) window.opener.postMessage({ type: "@statelyai.connected" }, "*");
</script>`;

/**
 * Puts the stand-in in place of the Stately inspector window for every page of `context` (the app must be the
 * VITE_INSPECTOR=on build, e2e/inspector-build.ts) and appends each message the app posts to it to `messages`, as JSON.
 */
export async function recordInspection(context: BrowserContext, messages: string[]): Promise<void> {
  await context.exposeBinding("__recordInspection", (_source, batch: string[]) => void messages.push(...batch));
  await context.route("https://stately.ai/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: STAND_IN }));
}
