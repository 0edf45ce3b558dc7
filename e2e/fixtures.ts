import { test as base, type TestInfo } from "@playwright/test";
import { E2E_PORT } from "./ports";
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
 * The announcement popups come up over the home page whenever the announcements call answers, or when a sign-in
 * dialog that held them back closes: on a busy machine that can be in the middle of a test's clicks. A test's `page`
 * starts with them dismissed for its session (e2e/popups.ts); a test about them sets `test.use({ announcementPopups:
 * true })` and closes them with `dismissPopups`.
 */
export const test = base.extend<{ announcementPopups: boolean }>({
  announcementPopups: [false, { option: true }],
  // Playwright reads a fixture's dependencies from this first parameter, so it has to be an (empty) pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(workerBaseURL(testInfo));
  },
  page: async ({ page, announcementPopups }, use) => {
    if (!announcementPopups) await skipPopups(page);
    await use(page);
  },
});
