import { test, expect, type Page } from "./fixtures";
import { axeViolations } from "./axe";
import { settled } from "./page-health";
import { dismissPopups, lobbyDrawn, loginToken, resetServer, withStoredToken } from "./support";

/**
 * axe-core (e2e/axe.ts) on what the page-health walk cannot reach by loading a route: the header's menus at 1280 px
 * (they load on the visitor's first pointer move or key press) and the main dialogs open (sign-in, password recovery,
 * the deposit tutorial), as visitor and member. Any violation of a WCAG 2.0, 2.1 or 2.2 A or AA rule fails with the
 * rule and the elements it found. Thai at 360 px and English at 1280 px: the language changes the words and the width
 * changes the markup (phone header and drawer, desktop menus). Every route itself is scanned by the walk
 * (page-health.spec.ts), in both languages at 360 px and in Thai at 1280 px.
 */
const PAGES = {
  visitor: { TH: [], EN: ["/"] },
  // The member's last page is the deposit page, whose tutorial is the member's dialog.
  member: { TH: ["/member/depositv2"], EN: ["/", "/member/depositv2"] },
} as const;
const COMBINATIONS = [
  { code: "TH", name: "Thai", width: 360 },
  { code: "EN", name: "English", width: 1280 },
] as const;

/** The dialogs' names and the controls that open them, in both languages (src/locales/th/messages.po). */
const TEXT = {
  logIn: /^(Log in|เข้าสู่ระบบ)$/,
  forgotPassword: /^(Forgot password\?|ลืมรหัสผ่าน\?)$/,
  resetPassword: /^(Reset password|รีเซ็ตรหัสผ่าน)$/,
  depositTutorial: /^(Deposit tutorial|วิธีการฝากเงิน)$/,
};

/** Opens `path`, closes the arrival popups, wakes the floating parts with a pointer move and a key, then scans. */
async function scan(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await settled(page);
  // A page that failed is no page to judge: the lobby must be drawn, and no route may show the error screen.
  if (path === "/") await lobbyDrawn(page);
  await dismissPopups(page);
  await page.mouse.move(200, 30);
  await page.mouse.move(400, 40);
  await page.keyboard.press("Shift");
  await settled(page);
  // Out of the header again, so no hover card is open over the page.
  await page.mouse.move(5, 700);
  await expect(page.getByRole("heading", { name: /^(Something went wrong|เกิดข้อผิดพลาด)$/ })).toHaveCount(0);
  return axeViolations(page);
}

/** Scans with a dialog open: the dialog must be there, named, with its content drawn (a text field or a list). */
async function scanDialog(page: Page, name: RegExp): Promise<string[]> {
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog.getByRole("textbox").or(dialog.getByRole("list")).first()).toBeVisible();
  // Visible is not settled: while the dialog fades in, its text is partly transparent and axe measures a contrast the
  // person never sees. Scan once nothing in it animates and it (with everything around it) is fully opaque.
  await expect
    .poll(() =>
      dialog.evaluate((element) => {
        let opacity = 1;
        for (let node: Element | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
        return opacity === 1 && element.getAnimations({ subtree: true }).length === 0;
      }),
    )
    .toBe(true);
  return axeViolations(page);
}

for (const role of ["visitor", "member"] as const) {
  for (const combination of COMBINATIONS) {
    test(`axe finds no WCAG A/AA violation: ${role}, ${combination.name}, ${combination.width} px`, async ({ page, request, baseURL }) => {
      test.setTimeout(120_000);
      await resetServer(request);
      await page.setViewportSize({ width: combination.width, height: 800 });
      await page.addInitScript((code) => localStorage.setItem("hisLang", code), combination.code);
      if (role === "member") await withStoredToken(page, await loginToken(baseURL!));
      const report: string[] = [];
      page.on("pageerror", (error) => report.push(`page error: ${error.message}`));
      for (const path of PAGES[role][combination.code]) {
        for (const line of await scan(page, path)) report.push(`${path}: ${line}`);
      }
      if (role === "member") {
        // Still on the deposit page: its tutorial.
        await page.getByRole("button", { name: TEXT.depositTutorial }).click();
        for (const line of await scanDialog(page, TEXT.depositTutorial)) report.push(`deposit tutorial: ${line}`);
      } else {
        // The sign-in dialog, then password recovery opened from it.
        for (const line of await scan(page, "/login")) report.push(`/login: ${line}`);
        const login = page.getByRole("dialog", { name: TEXT.logIn });
        for (const line of await scanDialog(page, TEXT.logIn)) report.push(`login dialog: ${line}`);
        await login.getByRole("button", { name: TEXT.forgotPassword }).click();
        for (const line of await scanDialog(page, TEXT.resetPassword)) report.push(`recovery dialog: ${line}`);
      }
      expect(report, report.join("\n")).toEqual([]);
    });
  }
}

test.describe("with prefers-reduced-motion: reduce", () => {
  // Narrow, so the notices line is longer than its bar (at 1280 px the seed's notices may fit).
  test.use({ reducedMotion: "reduce", viewport: { width: 360, height: 800 } });

  test("the banner carousel starts paused and glides nowhere; the notice marquee stands still", async ({ page, request }) => {
    await resetServer(request);
    await page.addInitScript(() => localStorage.setItem("hisLang", "EN"));
    await page.goto("/");
    await dismissPopups(page);
    // Paused from the start: the control offers to play.
    await expect(page.getByRole("button", { name: "Pause promotions" })).toHaveAttribute("aria-pressed", "true");
    const slide = page.locator('[aria-roledescription="slide"]').first();
    expect(await slide.evaluate((node) => getComputedStyle(node).transitionDuration.split(",").every((d) => parseFloat(d) === 0))).toBe(true);
    // The notices line does not scroll by itself (it scrolls by hand instead).
    const notices = page.getByRole("region", { name: "Notices" });
    await expect(notices).toBeVisible();
    // Its line is longer than the bar (it would scroll without the setting).
    await expect(notices.locator("[data-scrolling]")).toHaveCount(1);
    const moving = await notices.evaluate((node) => [...node.querySelectorAll("*")].filter((el) => getComputedStyle(el).animationName !== "none").length);
    expect(moving).toBe(0);
  });
});
