import { expect, test, type Locator, type Page } from "./fixtures";
import { coveredByFloating, settled, sidewaysOverflow } from "./page-health";
import { dev, dismissPopups, loginToken, withStoredToken } from "./support";

/** Layout a new user meets at 1366 px and 360 px, checked in Chromium where a misplaced or clipped control shows. */

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1366, height: 900 };

async function inThai(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem("hisLang")) localStorage.setItem("hisLang", "TH");
  });
}

/** Labels (buttons, badges) inside `scope` whose text does not fit: shown cut or with an ellipsis. */
async function cutLabels(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((roots) =>
    roots.flatMap((root) =>
      Array.from(root.querySelectorAll<HTMLElement>(".mantine-Button-label, .mantine-Badge-label"))
        .filter((label) => label.offsetParent !== null && label.scrollWidth > label.clientWidth + 1)
        .map((label) => `${label.textContent} (${label.scrollWidth} > ${label.clientWidth})`),
    ),
  );
}

const box = async (locator: Locator) => (await locator.boundingBox())!;
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.beforeEach(async ({ request, page }) => {
  await dev(request, "POST", "/reset");
  await inThai(page);
});

test("phone lobby: the first hot game is the largest tile, no tile label is cut, hot-match arrows and dots clear the cards", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await dismissPopups(page);
  const first = page.getByTestId("hot-first").getByTestId("game-tile");
  const second = page.getByTestId("hot-row-1").getByTestId("game-tile").first();
  await expect(first).toBeVisible();
  expect((await box(first)).width).toBeGreaterThan((await box(second)).width * 1.5);
  expect(await cutLabels(page.getByTestId("game-tile"))).toEqual([]);

  const matches = page.locator("section[aria-labelledby=hot-matches]");
  const card = matches.getByTestId("hot-match").first();
  await expect(card).toBeVisible();
  const controls = await matches.locator(".mantine-Carousel-control").all();
  expect(controls).toHaveLength(2);
  for (const control of controls) {
    expect(overlaps(await box(control), await box(card)), "an arrow over the first card").toBe(false);
    for (const crest of await card.getByTestId("crest").all()) expect(overlaps(await box(control), await box(crest)), "an arrow over a crest").toBe(false);
  }
  const dots = await box(matches.locator(".mantine-Carousel-indicators"));
  expect(dots.y).toBeGreaterThanOrEqual((await box(card)).y + (await box(card)).height);
});

test("desktop lobby: no tile label is cut (ทดลองเล่นฟรี in full)", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  await dismissPopups(page);
  await expect(page.getByRole("button", { name: /^Free trial of |^ทดลองเล่น/ }).first()).toBeVisible();
  expect(await page.getByText("ทดลองเล่นฟรี", { exact: true }).count()).toBeGreaterThan(0);
  expect(await cutLabels(page.getByTestId("game-tile"))).toEqual([]);
});

test("desktop: the header keeps its height while the visitor's login form loads, so the page does not move", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  // The form's chunk comes late, after the first render, as on a slow line.
  await page.route("**/assets/LoginForm-*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.addInitScript(() => {
    // The layout shifts that moved the page's main element (the header growing above it moves it down).
    const moved: number[] = [];
    (window as unknown as { mainMoved: number[] }).mainMoved = moved;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources: Array<{ node?: Node }> }>) {
        if (entry.sources.some((source) => source.node instanceof HTMLElement && source.node.id === "main")) moved.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/rng");
  const main = page.locator("main#main");
  await expect(main).toBeVisible();
  const before = await box(main);
  await expect(page.locator("header form")).toBeVisible();
  expect((await box(main)).y).toBe(before.y);
  expect(await page.evaluate(() => (window as unknown as { mainMoved: number[] }).mainMoved)).toEqual([]);
});

test("slots on a phone: the mode bar fits, and choosing the active mode again returns to all games", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/rng");
  await dismissPopups(page);
  const modes = page.getByTestId("list-modes");
  for (const button of await modes.getByRole("button").all()) {
    const b = await box(button);
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(PHONE.width);
  }
  expect(await cutLabels(modes)).toEqual([]);
  const all = modes.getByRole("button").first();
  const hot = modes.getByRole("button").nth(1);
  await hot.click();
  await expect(hot).toHaveAttribute("aria-pressed", "true");
  await hot.click();
  await expect(all).toHaveAttribute("aria-pressed", "true");
  await expect(hot).toHaveAttribute("aria-pressed", "false");
});

test("the sticky header is opaque while the page scrolls", async ({ page }) => {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto("/");
    await dismissPopups(page);
    await page.mouse.wheel(0, 900);
    const header = page.locator("header").first();
    await expect(header).toBeVisible();
    const style = await header.evaluate((el) => ({ background: getComputedStyle(el).backgroundColor, top: el.getBoundingClientRect().top }));
    expect(style.top).toBe(0);
    expect(style.background, `${viewport.width} px`).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  }
});

test("phone: a deposit's status badge is shown in full", async ({ page, request, baseURL }) => {
  const token = await loginToken(baseURL!);
  const channels = (await (await request.get("/wps/relay/PAY_depositChannels", { headers: { Authorization: token } })).json()) as { value: { channels: { id: string }[] } };
  const deposit = (await (
    await request.post("/wps/relay/PAY_depositRequest", {
      headers: { Authorization: token, "Idempotency-Key": `layout-${Date.now()}` },
      data: { channelId: channels.value.channels[0]!.id, amount: "500" },
    })
  ).json()) as { value: { id: number } };
  await dev(request, "POST", `/deposits/${deposit.value.id}`, { decision: "approve" });
  await withStoredToken(page, token);
  await page.setViewportSize(PHONE);
  await page.goto("/member/depositv2");
  const status = page.getByTestId("request-status").first();
  await expect(status).toHaveText("อนุมัติแล้ว");
  expect(await cutLabels(page.locator("table"))).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test("phone: agent tables show every column and the actions on screen (rows are cards)", async ({ page, baseURL }) => {
  await withStoredToken(page, await loginToken(baseURL!, "agent", "Agent1234"));
  await page.setViewportSize(PHONE);
  for (const route of ["/agent/downlineManagmentView", "/agent/agentRealtimeSalary"]) {
    await page.goto(route);
    const actions = page.getByTestId("row-actions").first();
    await expect(actions, route).toBeVisible();
    const button = actions.getByRole("button").first();
    await expect(button, route).toBeVisible();
    // Every cell of the first row (its username, registered date, rate, status...) lies inside the window, and is not
    // drawn under another cell (a sticky actions column hid the downline, rate, status and registered columns).
    const row = page.getByRole("table").first().locator("tbody tr").first();
    const hidden = await row.locator("td").evaluateAll((cells) =>
      cells
        .filter((cell) => {
          const b = cell.getBoundingClientRect();
          if (b.left < 0 || b.right > window.innerWidth) return true;
          const hit = document.elementFromPoint(b.left + Math.min(8, b.width / 2), b.top + b.height / 2);
          return !hit || !cell.contains(hit);
        })
        .map((cell) => cell.getAttribute("data-label") ?? cell.textContent),
    );
    expect(hidden, route).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(PHONE.width);
  }
});

test("phone: a paid withdrawal's receipt confirmation is on screen and opens, in Thai and in English", async ({ page, request, baseURL }) => {
  const token = await loginToken(baseURL!);
  const headers = { Authorization: token };
  await request.post("/wps/relay/PAY_bindBankAccount", { headers, data: { bankCode: "KBANK", accountNumber: "1234567890", accountName: "Demo Member", paymentPassword: "123456", loginPassword: "Demo1234" } });
  const withdrawal = (await (
    await request.post("/wps/relay/PAY_withdrawRequest", { headers: { ...headers, "Idempotency-Key": `layout-withdraw-${Date.now()}` }, data: { amount: "200", paymentPassword: "123456" } })
  ).json()) as { value: { id: number } };
  await dev(request, "POST", `/withdrawals/${withdrawal.value.id}`, { decision: "approve" });
  await withStoredToken(page, token);
  await page.setViewportSize(PHONE);
  for (const [language, confirm, dialog] of [["TH", "ยืนยันการรับเงิน", "ยืนยันการถอนเงิน"], ["EN", "Confirm receipt", "Withdrawal confirmation"]] as const) {
    await page.goto("/member/withdraw");
    await page.evaluate((lang) => localStorage.setItem("hisLang", lang), language);
    await page.reload();
    const button = page.getByRole("button", { name: confirm, exact: true });
    await expect(button, language).toBeVisible();
    const b = await box(button);
    expect(b.x, language).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width, language).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), language).toBeLessThanOrEqual(PHONE.width);
    await button.click();
    const opened = page.getByRole("dialog", { name: dialog });
    await expect(opened, language).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(opened, language).toBeHidden();
  }
});

test("every page has a way in: the footer and the phones' drawer link promotions, join and the points mall", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await dismissPopups(page);
  const pages = ["/promotions", "/join", "/pointMall"];
  const footer = page.locator("footer");
  for (const path of pages) await expect(footer.locator(`a[href="${path}"]`), `footer link to ${path}`).toHaveCount(1);
  await page.getByRole("button", { name: "เปิดเมนู" }).click();
  const drawer = page.getByRole("dialog");
  for (const path of pages) await expect(drawer.locator(`a[href="${path}"]`), `drawer link to ${path}`).toBeVisible();
  // The drawer is the phones' one launcher for what floated over the page.
  for (const name of ["วงล้อนำโชค", "ห้องแชท", "แสดงความคิดเห็น"]) await expect(drawer.getByRole("button", { name }), name).toBeVisible();
  await drawer.getByRole("link", { name: "ร้านค้าแลกแต้ม" }).click();
  await expect(page).toHaveURL(/\/pointMall$/);
});

/**
 * Zoom (WCAG 1.4.4 and 1.4.10): a browser zoomed to 200% lays the page out as a window half as wide, 400% a quarter
 * (Chromium's zoom changes the CSS pixels, not the layout rules). At 200% of a 1280 px window (640 CSS px) the phone
 * layout shows, with no floating buttons; at 200% of 1920 (960) the floating rail shows beside the page's room for it;
 * at 400% of 1280 (320) the member header fits. Nothing a person reads or uses may lie under the rail, and nothing
 * scrolls sideways.
 */
test("zoomed to 200% and 400%: nothing under the floating buttons, no sideways scroll, the member header fits", async ({ page, baseURL }) => {
  await withStoredToken(page, await loginToken(baseURL!));
  for (const viewport of [
    { width: 640, height: 400 },
    { width: 960, height: 540 },
    { width: 320, height: 200 },
  ]) {
    await page.setViewportSize(viewport);
    for (const path of ["/", "/member/depositv2"]) {
      await page.goto(path);
      await dismissPopups(page);
      await settled(page);
      const where = `${path} at ${viewport.width} CSS px`;
      expect.soft(await coveredByFloating(page), `${where}: under a floating button`).toEqual([]);
      expect.soft((await sidewaysOverflow(page)).scrollWidth, `${where}: document width`).toBeLessThanOrEqual(viewport.width);
      const header = await page.locator("header").first().evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
      expect.soft(header.scroll, `${where}: the header's content width`).toBeLessThanOrEqual(header.client);
    }
  }
});
