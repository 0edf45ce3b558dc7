import { expect, test } from "./fixtures";
import { dismissPopups, resetServer } from "./support";

test.beforeEach(async ({ request }) => resetServer(request));

test("Thai by default; switching to English changes every text without a reload and the Language header", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  await expect(page.getByRole("link", { name: "สมัครสมาชิก" }).first()).toBeVisible();
  await dismissPopups(page);
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => frame === page.mainFrame() && navigations.push(frame.url()));

  const reload = page.waitForRequest((r) => r.url().includes("MCSFE_getListAnnouncements") && r.headers()["language"] === "EN");
  await page.getByRole("radiogroup", { name: "ภาษา" }).first().getByText("EN").click();

  await expect(page.getByRole("link", { name: "Register" }).first()).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await reload;
  expect(navigations).toEqual([]);
  expect(await page.evaluate(() => [localStorage.getItem("lang"), localStorage.getItem("hisLang")])).toEqual(["en", "EN"]);

  // The choice is remembered on the next visit.
  await page.reload();
  await expect(page.getByRole("link", { name: "Register" }).first()).toBeVisible();
});

test("an unknown stored language falls back to Thai", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("hisLang", "KLINGON"));
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
});
