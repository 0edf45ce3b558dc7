import { expect, test } from "./fixtures";
import { HOSTILE_POPUP } from "../tests/fixtures/hostile-notice";
import { SEED_NOTICES } from "../server/seed-data";
import { dev, dismissPopups, forbidDialogs, loginToken, resetServer, useEnglish, withStoredToken } from "./support";

test.beforeEach(async ({ request, page }) => {
  await resetServer(request);
  await useEnglish(page);
});

test("a stored member token is restored: balance, mask, refresh; sign out asks first and returns to guest", async ({ page, baseURL }) => {
  await withStoredToken(page, await loginToken(baseURL!));
  await page.goto("/member/securityCenter");
  await expect(page.getByText("฿1,000.00")).toBeVisible();

  await page.getByRole("button", { name: "Hide balance" }).click();
  await expect(page.getByText("***", { exact: true })).toBeVisible();
  await expect(page.getByText("฿1,000.00")).toBeHidden();
  await page.getByRole("button", { name: "Show balance" }).click();
  await page.getByRole("button", { name: "Refresh balance" }).click();
  await expect(page.getByText("฿1,000.00")).toBeVisible();

  await page.getByRole("button", { name: /Demo/ }).first().click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign out?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("฿1,000.00")).toBeVisible();

  await page.getByRole("button", { name: /Demo/ }).first().click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await page.getByRole("dialog", { name: "Sign out?" }).getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Register" }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
});

test("a garbage token lands on guest", async ({ page }) => {
  await withStoredToken(page, "not-a-token");
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Register" }).first()).toBeVisible();
});

test("a session that expires on the server sends the member from a protected page to /login", async ({ page, baseURL, request }) => {
  await withStoredToken(page, await loginToken(baseURL!));
  await page.goto("/member/withdraw");
  await expect(page.getByText("฿1,000.00")).toBeVisible();
  // Every call the page makes on arrival has answered (some start after the first screen).
  await page.waitForLoadState("networkidle");
  await dev(request, "POST", "/clock", { advanceMs: 3 * 60 * 60 * 1000 });
  // The member refreshes the balance. The page's own checks (the balance's, the red envelope's) may meet the expired
  // session first, and the button is then gone with the page: whichever call meets it, the member lands on /login.
  const refresh = page.getByRole("button", { name: "Refresh balance" });
  await expect(async () => {
    if (!/\/login$/.test(page.url())) await refresh.click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/login$/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole("link", { name: "Register" }).first()).toBeVisible();
  await expect(page.getByText("You are not logged in, please login")).toBeVisible();
});

test("a kept session that expired while the tab was away lands on /login with the not-logged-in message", async ({ page, baseURL, request }) => {
  await withStoredToken(page, await loginToken(baseURL!));
  await dev(request, "POST", "/clock", { advanceMs: 3 * 60 * 60 * 1000 });
  await page.goto("/member/withdraw");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("You are not logged in, please login")).toBeVisible();
});

test("the agent sees the agent button", async ({ page, baseURL }) => {
  await withStoredToken(page, await loginToken(baseURL!, "agent", "Agent1234"));
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Agent" }).or(page.getByRole("button", { name: "Agent" })).first()).toBeVisible();
});

test("a member whose header tools cannot be loaded keeps the page, with a retry in the header", async ({ page, baseURL }) => {
  await withStoredToken(page, await loginToken(baseURL!));
  let refuse = true;
  await page.route(/\/assets\/MemberActions-[^/]*\.js$/, (route) => (refuse ? route.abort() : route.continue()));
  await page.goto("/rng");
  const header = page.locator("header");
  await expect(header.getByRole("alert")).toContainText("Part of the page could not be loaded.");
  await expect(page.locator("#loading-cover")).toBeHidden();
  await expect(page.locator("footer")).toContainText("Royal Play");

  refuse = false;
  await header.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("button", { name: "Account menu: Demo" })).toBeVisible();
  await expect(page.getByText("฿1,000.00")).toBeVisible();
});

test.describe("with the announcement popups", () => {
  test.use({ announcementPopups: true });

  test("popup and notice HTML from the server cannot run script", async ({ page, request }) => {
    const dialogs: string[] = [];
    forbidDialogs(page, dialogs);
    // The test's own hostile popup (an onerror payload and a script), after the seeded ones.
    await dev(request, "POST", "/notices", HOSTILE_POPUP);
    const seeded = SEED_NOTICES.filter((n) => n.kind === "popup");
    await page.goto("/");
    await expect(page.getByRole("dialog").first()).toBeVisible();
    await expect(page.getByTestId("popup-list").getByRole("region")).toHaveCount(seeded.length + 1);
    await expect(page.getByText(HOSTILE_POPUP.contentEn.slice(3, HOSTILE_POPUP.contentEn.indexOf("</p>")))).toBeVisible();
    const titles = await dismissPopups(page);
    expect(titles).toEqual([...seeded.map((n) => n.titleEn), HOSTILE_POPUP.titleEn]);
    await page.reload();
    await expect(page.getByRole("link", { name: "Register" }).first()).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: boolean }).__xss)).toBeUndefined();
  });
});

