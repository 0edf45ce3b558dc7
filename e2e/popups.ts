import { expect, type Page } from "@playwright/test";
import { calls } from "../contract/calls";

/**
 * The home page's announcement popups, for tests. The app shows every popup the announcements call lists and this
 * browser session has not dismissed (session storage `popup:<id>`), as one dialog, once that call has answered; a
 * sign-in or help dialog holds it back until it closes. On a busy machine that answer can come many seconds after the
 * page loaded, so a test never waits a fixed time for it: it asks the same server which popups exist and waits for the
 * state that decides them.
 */

/** The popup ids the reference server lists now (the page's announcements call gets the same list); undefined when it does not answer. */
async function listedPopupIds(page: Page): Promise<string[] | undefined> {
  const response = await page.request.get(`${calls.announcements.path}?types=PU&platform=W&execution=B`);
  const body = (await response.json().catch(() => ({ success: false }))) as { success: boolean; value?: { popup: { id: number | string }[] } };
  return body.success ? body.value!.popup.map((popup) => `popup:${popup.id}`) : undefined;
}

async function popupIds(page: Page): Promise<string[]> {
  const ids = await listedPopupIds(page);
  expect(ids, "the announcements call answers").toBeDefined();
  return ids!;
}

/** The routes that show the home page, the only page with the popups (src/routes/route-table.ts, screen "home"). */
const HOME_PATHS = /^\/(index|index\.html|home|login|register|help)?$/;

/** The dialog listing the popups (src/views/notices/PopupModal.tsx). */
const popupDialog = (page: Page) => page.getByRole("dialog").filter({ has: page.getByTestId("popup-list") });

/**
 * Closes the popups the page is due to show and returns the titles it saw. Call it after `page.goto` (on a page other
 * than home it returns at once: no popups show there). With popups due it waits until either their dialog shows (then
 * closes it) or another dialog holds them back (they come up when that one closes: a page that goes on after that
 * should have started with `skipPopups`).
 */
export async function dismissPopups(page: Page): Promise<string[]> {
  if (!HOME_PATHS.test(new URL(page.url()).pathname)) return [];
  const ids = await popupIds(page);
  const dismissed = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("popup:")));
  if (ids.every((id) => dismissed.includes(id))) return [];
  const dialog = popupDialog(page);
  const other = page.getByRole("dialog").filter({ hasNot: page.getByTestId("popup-list") });
  await expect(dialog.or(other).first()).toBeVisible();
  if (!(await dialog.isVisible())) return [];
  const titles = await dialog.getByTestId("popup-list").getByRole("heading").allInnerTexts();
  await dialog.getByRole("button", { name: /^(Close|ปิด)$/ }).click();
  await expect(popupDialog(page)).toHaveCount(0);
  return titles;
}

/**
 * For tests that are not about the popups: every popup the server lists counts as dismissed in this page's session,
 * from its next document on (before the app starts), as if the person had closed them earlier. Survives
 * `sessionStorage.clear()` followed by a navigation.
 */
export async function skipPopups(page: Page): Promise<void> {
  // A server left in maintenance or on an invalid domain by the file's previous test answers no list: nothing to skip
  // then (the test's own reset comes after this fixture).
  const ids = (await listedPopupIds(page)) ?? [];
  await page.addInitScript((keys) => {
    for (const key of keys) if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, "1");
  }, ids);
}
