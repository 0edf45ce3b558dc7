import { expect, type Page, type Request, type Response } from "@playwright/test";
import { watchNetwork } from "./network-quiet";

/** An answer a journey expects to fail (a deliberately wrong password): by path, never for the whole site. */
export interface ExpectedFailure {
  /** Path of the URL, exact (`/wps/session/login`) or a pattern. */
  path: string | RegExp;
  /** The expected HTTP status; any status >= 400 when left out. */
  status?: number;
}

/** What went wrong on a page: each entry is one line naming the kind and the URL or text. */
export interface HealthRecord {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
  badResponses: string[];
  brokenImages: string[];
}

const emptyRecord = (): HealthRecord => ({ consoleErrors: [], pageErrors: [], failedRequests: [], badResponses: [], brokenImages: [] });

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

/**
 * Watches one page for everything a user would call broken: console errors, uncaught page errors, requests that
 * failed, answers with HTTP status 400 or more (images included) and `<img>` elements that finished loading without
 * a picture. Expected failures are allowed one path at a time (`allow`). Requests the page itself cancelled
 * (`net::ERR_ABORTED`: a flow left a state, a navigation replaced the page) are not failures.
 */
export class PageHealth {
  private record = emptyRecord();
  private readonly expected: ExpectedFailure[] = [];
  private images: string[] = [];

  constructor(private readonly page: Page) {
    watchNetwork(page);
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const url = message.location().url;
      // Chromium logs each failed answer as "Failed to load resource" (the only trace of browser-made requests such
      // as /favicon.ico): allowed when the answer is.
      const status = /status of (\d{3})/.exec(message.text());
      if (/^Failed to load resource/.test(message.text()) && url && status && this.isExpected(url, Number(status[1]))) return;
      this.record.consoleErrors.push(`console: ${message.text()}${url ? ` (${url})` : ""}`);
    });
    page.on("pageerror", (error) => this.record.pageErrors.push(`page error: ${error.message}`));
    page.on("requestfailed", (request: Request) => {
      const failure = request.failure()?.errorText ?? "failed";
      if (failure.includes("ERR_ABORTED")) return;
      this.record.failedRequests.push(`request failed: ${request.method()} ${request.url()} ${failure}`);
    });
    page.on("response", (response: Response) => {
      const status = response.status();
      if (status < 400 && response.request().resourceType() === "image") this.images.push(response.url());
      if (status < 400 || this.isExpected(response.url(), status)) return;
      this.record.badResponses.push(`HTTP ${status}: ${response.request().method()} ${response.url()} (${response.request().resourceType()})`);
    });
  }

  /** Allows one expected failure by path (and status) from now on. */
  allow(failure: ExpectedFailure): this {
    this.expected.push(failure);
    return this;
  }

  private isExpected(url: string, status: number): boolean {
    const path = pathOf(url);
    return this.expected.some(
      (e) => (typeof e.path === "string" ? e.path === path : e.path.test(path)) && (e.status === undefined || e.status === status),
    );
  }

  /** Looks for `<img>` elements that finished loading without a picture (naturalWidth 0) and adds them. */
  async checkImages(): Promise<void> {
    const broken = await this.page.evaluate(() =>
      Array.from(document.images)
        .filter((img) => img.currentSrc !== "" && img.complete && img.naturalWidth === 0)
        .map((img) => img.currentSrc),
    );
    for (const src of broken) this.record.brokenImages.push(`broken image: ${src}`);
  }

  /** Everything recorded so far, as one list. */
  problems(): string[] {
    const r = this.record;
    return [...r.consoleErrors, ...r.pageErrors, ...r.failedRequests, ...r.badResponses, ...r.brokenImages];
  }

  /** The record so far, by kind. */
  snapshot(): HealthRecord {
    return structuredClone(this.record);
  }

  /** Images answered with a picture since the last `clear` (proof that a page asked for images at all). */
  loadedImages(): string[] {
    return [...this.images];
  }

  /** Starts a fresh record (the next page of a walk). */
  clear(): void {
    this.record = emptyRecord();
    this.images = [];
  }

  /** Checks the images, then fails with every problem recorded, named by `where`. */
  async expectClean(where: string): Promise<void> {
    await this.checkImages();
    expect(this.problems(), `page health of ${where}`).toEqual([]);
  }
}

export { settled } from "./network-quiet";

/**
 * Words on the page that are a message's id instead of its text: what Lingui shows when a text's catalogue piece did
 * not reach the page (the build hands each chunk its own Thai messages: scripts/vite/messages-per-chunk.ts).
 */
export async function shownMessageIds(page: Page, ids: ReadonlySet<string>): Promise<string[]> {
  const words = await page.evaluate(() => document.body.innerText.split(/\s+/));
  return [...new Set(words.filter((word) => ids.has(word)))];
}

/** How far the page is wider than its window (0 when nothing scrolls sideways). */
export async function sidewaysOverflow(page: Page): Promise<{ scrollWidth: number; width: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth }));
}

/** Words that mark test or sample content: none may reach a visitor from the seed (issue: "no demo seams"). */
export const SAMPLE_LABELS = /ตัวอย่าง|ทดสอบ|\bsample\b|\btest\b|demo site|demo banner/i;

const svgTexts = new Map<string, string>();

/** The words drawn in a generated SVG picture (its `<text>` elements), fetched once per address. */
async function pictureWords(page: Page, url: string): Promise<string> {
  let words = svgTexts.get(url);
  if (words === undefined) {
    const body = await (await page.request.get(url)).text();
    words = Array.from(body.matchAll(/<text[^>]*>([^<]*)<\/text>/g), (m) => m[1]!).join("\n");
    svgTexts.set(url, words);
  }
  return words;
}

/**
 * Test or sample labels a visitor sees on the page: in its text (lines that are one of the app's own catalogue texts,
 * such as the connection chooser's "Test again", are the app's words, not content), in image descriptions and in the
 * words drawn inside the site's generated SVG pictures (banners, game art). Returns each offending line once.
 */
export async function sampleLabelsShown(page: Page, appTexts: ReadonlySet<string>): Promise<string[]> {
  const { lines, alts, pictures } = await page.evaluate(() => ({
    lines: document.body.innerText.split("\n").map((line) => line.trim()),
    alts: Array.from(document.images, (img) => img.alt),
    pictures: Array.from(document.images, (img) => img.currentSrc).filter((src) => src.startsWith(location.origin) && /\.svg(\?|$)/.test(src)),
  }));
  const drawn = await Promise.all([...new Set(pictures)].map((url) => pictureWords(page, url)));
  const shown = [...lines.filter((line) => !appTexts.has(line)), ...alts, ...drawn.flatMap((words) => words.split("\n"))];
  return [...new Set(shown.filter((line) => SAMPLE_LABELS.test(line)))];
}

/**
 * Interactive elements and headings whose centre (of the part their clipping ancestors show), inside the window, is
 * drawn over by a floating button: an element of
 * a small (under a quarter of the window) `position: fixed` box that is not the element's own (the lucky wheel, the
 * chat rooms, the customer-service strip, the red envelope). Dialogs and drawers cover the whole window and are not
 * floating buttons. Each entry names the covered element and what covers it.
 */
export async function coveredByFloating(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const area = innerWidth * innerHeight;
    const floatingBox = (start: Element | null): Element | null => {
      for (let node = start; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).position !== "fixed") continue;
        const box = node.getBoundingClientRect();
        return box.width * box.height < area / 4 ? node : null;
      }
      return null;
    };
    const name = (el: Element) => {
      const label = el.getAttribute("aria-label") ?? (el as HTMLElement).innerText?.trim().slice(0, 40) ?? "";
      return `<${el.tagName.toLowerCase()}> "${label}"`;
    };
    const selector = "a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=menuitem], [role=link], h1, h2, h3, h4, h5, h6";
    // The part of an element its scrolling or clipping ancestors let show (a notice scrolled half out of its line).
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      let { left, top, right, bottom } = box;
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflow === "visible") continue;
        const clip = node.getBoundingClientRect();
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        right = Math.min(right, clip.right);
        bottom = Math.min(bottom, clip.bottom);
      }
      return { left, top, width: right - left, height: bottom - top };
    };
    const covered: string[] = [];
    for (const el of document.querySelectorAll(selector)) {
      const box = shown(el);
      if (box.width <= 0 || box.height <= 0 || floatingBox(el)) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || el.contains(hit) || hit.contains(el)) continue;
      const cover = floatingBox(hit);
      if (cover) covered.push(`${name(el)} under ${name(hit.closest("button, a") ?? cover)}`);
    }
    return covered;
  });
}

/** Dates shown as ISO text ("2024-03-01", "2024-03-01 08:00:00") instead of through the shared formatters. */
export async function rawIsoDates(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return [...new Set(text.match(/\b\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?/g) ?? [])];
}

/**
 * Words in Latin script on the page that are not in `allowed` (compared in lower case): on a Thai page every name,
 * reason and label is Thai, apart from brand, vendor and game names, usernames and currency codes.
 */
export async function latinWords(page: Page, allowed: ReadonlySet<string>): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  const words = text.match(/[A-Za-z][A-Za-z'’]*/g) ?? [];
  return [...new Set(words.filter((word) => !allowed.has(word.toLowerCase())))];
}
