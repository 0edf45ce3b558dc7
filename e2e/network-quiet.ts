import type { Page, Request } from "@playwright/test";

/**
 * How long a page must go without a change to its document and without a finished download to count as drawn. React
 * holds back the reveal of a lazily loaded part for 300 ms after it showed that part's fallback (the login form inside
 * its dialog), with the page idle and nothing in flight in between: a shorter window ends before the reveal.
 */
const QUIET_MS = 350;
/** A page that keeps changing (a clock ticking every frame) counts as drawn after this long. */
const LONGEST_MS = 5_000;

/**
 * Runs in the page: resolves once the document has not changed and no download has finished for `quietMs`, and the
 * main thread has then been idle (React's work, and the effects it started, are done).
 */
function quietDocument({ quietMs, longestMs }: { quietMs: number; longestMs: number }): Promise<void> {
  return new Promise<void>((resolve) => {
    let timer = 0;
    const finish = () => {
      mutations.disconnect();
      downloads.disconnect();
      clearTimeout(timer);
      clearTimeout(limit);
      requestIdleCallback(() => resolve(), { timeout: 1_000 });
    };
    const restart = () => {
      clearTimeout(timer);
      timer = window.setTimeout(finish, quietMs);
    };
    const mutations = new MutationObserver(restart);
    mutations.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const downloads = new PerformanceObserver(restart);
    downloads.observe({ type: "resource" });
    const limit = window.setTimeout(finish, longestMs);
    restart();
  });
}

/**
 * What `settled` needs to know from outside the page: which of its requests are in flight. A request that started and
 * finished during the page's quiet window restarted the window when it finished; one that failed may not have (a failed
 * download is not always a performance entry), so a failure means another window.
 */
class NetworkWatch {
  private readonly inFlight = new Set<Request>();
  private failed = 0;
  private changed: (() => void) | undefined;

  constructor(page: Page) {
    page.on("request", (request) => {
      this.inFlight.add(request);
      this.changed?.();
    });
    page.on("requestfinished", (request) => this.done(request));
    page.on("requestfailed", (request) => {
      this.failed += 1;
      this.done(request);
    });
  }

  private done(request: Request) {
    this.inFlight.delete(request);
    this.changed?.();
  }

  private async nothingInFlight(): Promise<void> {
    while (this.inFlight.size > 0) await new Promise<void>((resolve) => (this.changed = resolve));
    this.changed = undefined;
  }

  async quiet(page: Page): Promise<void> {
    for (;;) {
      await this.nothingInFlight();
      const failed = this.failed;
      try {
        await page.evaluate(quietDocument, { quietMs: QUIET_MS, longestMs: LONGEST_MS });
      } catch (error) {
        // The page went on to another document (the app reloads itself after a language change): wait for that one.
        if (!/Execution context was destroyed|navigation/i.test(String(error))) throw error;
        await page.waitForLoadState("load");
        continue;
      }
      if (this.failed === failed && this.inFlight.size === 0) return;
    }
  }
}

const watches = new WeakMap<Page, NetworkWatch>();

/** Starts watching a page's requests, so that `settled` can tell when it is done. Call before the page's first `goto`. */
export function watchNetwork(page: Page): void {
  if (!watches.has(page)) watches.set(page, new NetworkWatch(page));
}

/**
 * Waits until the page has loaded, has nothing in flight and has stopped changing: after a `goto`, and after a move
 * inside the app (which Playwright's `networkidle` does not wait for: that state belongs to the document, reached
 * once). On a page nobody watched from the start, requests already in flight are unknown: that once it waits for
 * `networkidle`, and watches from then on.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  const watch = watches.get(page);
  if (watch) return watch.quiet(page);
  watchNetwork(page);
  await page.waitForLoadState("networkidle");
}
