import { test, expect, type Locator, type Page } from "./fixtures";
import { lobbyDrawn, resetServer, useEnglish } from "./support";

/**
 * Keyboard only (WCAG 2.1.1, 2.4.3, 2.4.11): a member signs in, finds a game with the vendor filter and the search,
 * favourites it and sends a deposit request, opening and closing the sign-in, recovery, deposit tutorial and logout
 * dialogs on the way, with no mouse. After each step the test checks where the focus is: on the new page's h1 after a
 * route change, back on the control that opened a dialog once it closes, on the answer after a request.
 */

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. Returns the presses taken. */
async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}): Promise<number> {
  const element = await target.elementHandle();
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    if (await element!.evaluate((node) => node === document.activeElement)) return presses;
  }
  throw new Error(`no focus on ${target.toString()} after ${max} presses of ${back ? "Shift+Tab" : "Tab"}`);
}

/** The skip link (the first Tab stop of every page) jumps over the header: the page area has the focus. */
async function skipToContent(page: Page) {
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
}

/** A short description of the focused element (for failure messages). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()} ${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? ""}` : "none";
  });

/** The page's own heading, which takes the focus after a route change. */
const pageHeading = (page: Page, name: string | RegExp) => page.locator("main").getByRole("heading", { level: 1, name });

/** True when the focused element is clear of the sticky header (not hidden under it). */
const clearOfHeader = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector("header")!.getBoundingClientRect();
    const box = document.activeElement!.getBoundingClientRect();
    return box.top >= header.bottom && box.bottom <= window.innerHeight;
  });

test.use({ viewport: { width: 1280, height: 800 } });

test("a member's keyboard-only visit: sign in, find and favourite a game, send a deposit, dialogs in and out", async ({ page, request }) => {
  test.setTimeout(60_000);
  await resetServer(request);
  await useEnglish(page);

  // Sign in on /login. "Forgot password?" opens recovery; Escape closes it and the focus is back on the link.
  await page.goto("/login");
  const login = page.getByRole("dialog", { name: "Log in" });
  const username = login.getByRole("textbox", { name: "Username", exact: true });
  await expect(username).toBeVisible();
  const forgot = login.getByRole("button", { name: "Forgot password?" });
  await tabTo(page, forgot);
  await page.keyboard.press("Enter");
  const recovery = page.getByRole("dialog", { name: "Reset password" });
  await expect(recovery).toBeVisible();
  await expect.poll(() => recovery.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(recovery).toBeHidden();
  await expect(login.getByRole("button", { name: "Forgot password?" }), await focused(page)).toBeFocused();

  await tabTo(page, username, { back: true });
  await page.keyboard.type("demo");
  await tabTo(page, login.getByRole("textbox", { name: "Password", exact: true }));
  await page.keyboard.type("Demo1234");
  await page.keyboard.press("Enter");
  await expect(login).toBeHidden();
  // Signed in and home: the focus is on the home page's heading, not lost on the body.
  await expect(pageHeading(page, "Welcome to Royal Play")).toBeFocused();
  await lobbyDrawn(page);

  // The slots centre: the vendor chips are one Tab stop; the arrows choose a vendor; then the search.
  await page.goto("/rng");
  const count = page.getByTestId("game-count");
  await expect(count).toHaveText(/^9\d{3} games$/);
  const vendors = page.getByRole("group", { name: "Vendors" });
  const allVendors = vendors.getByRole("radio", { name: "All vendors" });
  await skipToContent(page);
  await tabTo(page, allVendors, { max: 15 });
  await page.keyboard.press("ArrowRight");
  const second = vendors.getByRole("radio").nth(1);
  await expect(second).toBeFocused();
  await expect(second).toBeChecked();
  await expect(count).not.toHaveText(/^9\d{3} games$/);
  // One Tab leaves the whole group (it was one stop per vendor: 20 stops).
  await page.keyboard.press("Tab");
  expect(await vendors.evaluate((group) => group.contains(document.activeElement)), await focused(page)).toBe(false);

  const search = page.getByRole("searchbox", { name: "Search games" });
  await tabTo(page, search, { max: 10 });
  const tile = page.getByTestId("game-tile").first();
  await expect(tile).toBeVisible();
  const name = ((await tile.getAttribute("aria-label")) ?? (await tile.innerText())).split("\n")[0]!.trim();
  const word = name.split(" ")[0]!;
  await page.keyboard.type(word);
  await expect(page.getByTestId("game-tile").first()).toHaveAccessibleName(new RegExp(word));

  // Favourite the first game found: the heart keeps the focus, pressed, and clear of the sticky header.
  const heart = page.getByTestId("game-tile").first().getByRole("button", { name: /^Add .* to favourites$/ });
  await tabTo(page, heart, { max: 10 });
  expect(await clearOfHeader(page), "the focused heart is below the sticky header").toBe(true);
  await page.keyboard.press("Enter");
  const pressed = page.getByTestId("game-tile").first().getByRole("button", { name: /^Remove .* from favourites$/ });
  await expect(pressed).toHaveAttribute("aria-pressed", "true");
  await expect(pressed).toBeFocused();

  // A deposit: the tutorial opens on its steps and gives the focus back to its button; the request's answer takes it.
  await page.goto("/member/depositv2");
  const tutorialButton = page.getByRole("button", { name: "Deposit tutorial" });
  await expect(tutorialButton).toBeVisible();
  await skipToContent(page);
  await tabTo(page, tutorialButton, { max: 25 });
  await page.keyboard.press("Enter");
  const tutorial = page.getByRole("dialog", { name: "Deposit tutorial" });
  await expect(tutorial.getByRole("list", { name: "Deposit tutorial" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(tutorial).toBeHidden();
  await expect(tutorialButton).toBeFocused();
  await tabTo(page, page.getByRole("textbox", { name: "Amount" }), { max: 5 });
  await page.keyboard.type("500");
  await tabTo(page, page.getByRole("button", { name: "Send deposit request" }), { max: 5 });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: /^Deposit request #\d+ for .*500.* sent/ })).toBeFocused();

  // A route change by keyboard: the member centre's Withdraw link, then the new page's heading has the focus.
  const withdraw = page.getByRole("navigation", { name: "Member centre" }).getByRole("link", { name: "Withdraw", exact: true });
  await tabTo(page, withdraw, { back: true, max: 25 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/member\/withdraw$/);
  await expect(pageHeading(page, "Withdraw")).toBeFocused();

  // Signing out asks first: the dialog opens on Cancel, and Escape gives the focus back to the account menu's button.
  const account = page.getByRole("button", { name: /^Account menu/ });
  await tabTo(page, account, { back: true, max: 60 });
  await page.keyboard.press("Enter");
  const signOut = page.getByRole("menuitem", { name: "Sign out" });
  await expect(signOut).toBeVisible();
  // A menu moves with the arrow keys.
  for (let i = 0; i < 20 && !(await signOut.evaluate((node) => node === document.activeElement)); i += 1) await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: "Sign out?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(account, await focused(page)).toBeFocused();
});
