import { test as base, type TestInfo } from "@playwright/test";
import { E2E_PORT } from "./ports";
import { steadyConnection } from "./connection";
import { skipPopups } from "./popups";

export { expect } from "@playwright/test";
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from "@playwright/test";

/** The reference server of the worker running `info` (hooks that make their own browser context need it). */
export function workerBaseURL(info: Pick<TestInfo, "parallelIndex">): string {
  return `http://127.0.0.1:${E2E_PORT + info.parallelIndex}`;
}

/**
 * Each worker talks to its own reference server (playwright.config.ts starts one per worker), so tests that switch
 * the server's system state, faults or clock never meet another worker's test.
 *
 * Two dialogs come up by themselves, late on a busy machine, in the middle of a test's clicks: the announcement
 * popups (when the announcements call answers, or when a sign-in dialog that held them back closes) and the connection
 * chooser (when the site's own ping is slower than 2 s). A test's `page` starts with the popups dismissed for its
 * session (e2e/popups.ts) and pings that answer at once (e2e/connection.ts). A test about one of them opts in with
 * `test.use({ announcementPopups: true })` or `test.use({ connectionChooser: true })`.
 */
export const test = base.extend<{ announcementPopups: boolean; connectionChooser: boolean }>({
  announcementPopups: [false, { option: true }],
  connectionChooser: [false, { option: true }],
  // Playwright reads a fixture's dependencies from this first parameter, so it has to be an (empty) pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(workerBaseURL(testInfo));
  },
  page: async ({ page, announcementPopups, connectionChooser }, use) => {
    if (!announcementPopups) await skipPopups(page);
    // The whole context: a window the app opens (live chat, a game) starts with its own ping too.
    if (!connectionChooser) await steadyConnection(page.context());
    await use(page);
  },
});
