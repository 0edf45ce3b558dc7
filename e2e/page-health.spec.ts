import { expect, test, type BrowserContext, type Page, workerBaseURL } from "./fixtures";
import { steadyContext } from "./connection";
import { AGENT_ROUTES, MEMBER_ROUTES, VISITOR_ROUTES } from "./all-routes";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { readPo } from "../tests/i18n/po";
import { buddhistYearsShown, gregorianYearsShown } from "./calendar-years";
import { coveredByFloating, latinWords, PageHealth, rawIsoDates, sampleLabelsShown, settled, shownMessageIds, sidewaysOverflow } from "./page-health";
import { latinAllowList } from "./latin-allow-list";
import { dev, dismissPopups, loginToken } from "./support";
import { axeViolations } from "./axe";
import { createApiClient } from "../src/api/http-client";

/**
 * Every route at 360 px in Thai and in English, as a visitor, the member `demo` and the agent `agent`: no page
 * scrolls sideways, and none logs a console error, throws, fails a request, gets an HTTP error, shows a broken
 * image, shows a message's id instead of its text, a date as ISO text or a test or sample label (SAMPLE_LABELS) in
 * seed content; no heading or control lies under a floating button (at 360 px, and in Thai again at 1280 px after
 * widening the same page); in Thai, no Latin-script word outside the allow-list of the seed's names
 * (e2e/latin-allow-list.ts); axe (WCAG 2.0-2.2 A and AA) finds no violation, at 360 px in both languages and at
 * 1280 px in Thai (the lobby's other addresses once, as `/`). The agent pages a member is turned away from all show the
 * same notice, so each language walks half of them. One browser context per language; each role gets its own tab (the
 * session lives in sessionStorage). The dialogs and the header's menus, which need a person's action to appear, have
 * their own scans (accessibility.spec.ts).
 */
// The walks are the suite's longest tests (each its own context and reset): both workers share them out.
test.describe.configure({ mode: "parallel" });

const PHONE = { width: 360, height: 740 };
/** Other addresses of the lobby: the same page as `/`, which the walk widens to 1280 px once. */
const LOBBY_ALIASES = new Set(["/index", "/index.html", "/home"]);
const DESKTOP = { width: 1280, height: 800 };
const MESSAGE_IDS = new Set(readPo("src/locales/th/messages.po").map((entry) => generateMessageId(entry.id, entry.context)));
/** The app's own texts in both languages: a line that is one of them is not seed content. */
const APP_TEXTS = new Set(["th", "en"].flatMap((lang) => readPo(`src/locales/${lang}/messages.po`).map((entry) => entry.translation.trim())));

/**
 * What the Thai walk checks beyond health: the Latin-script words allowed on Thai pages, and floating buttons at 1280 px
 * too (once, in Thai: where they float does not depend on the language). Empty in English.
 */
interface WalkOptions {
  latinAllowed?: ReadonlySet<string>;
  /** Widen each page to 1280 px and look for floating buttons, and scan with axe, again. */
  desktop?: boolean;
  /**
   * Which routes after the first are reached the way a link does (the app's router) rather than by loading the page:
   * those at odd or at even places in the list. The two languages take opposite halves, so every route is both loaded
   * and reached in the running app once.
   */
  linked: "odd" | "even";
}

/**
 * A walk's time budget, from its length: a route takes 2 to 5 s on an idle machine and up to three times that with
 * the cores busy (the Thai walk scans each page twice, at 360 and 1280 px). A fixed budget ran out for the short walks
 * under load, though nothing hung.
 */
function walkBudget(routes: number) {
  return 30_000 + routes * 12_000;
}

async function walk(page: Page, health: PageHealth, routes: readonly string[], who: string, options: WalkOptions) {
  for (const [index, route] of routes.entries()) {
    health.clear();
    await page.setViewportSize(PHONE);
    // A link under an open dialog is out of reach: after a route that opened one (sign-in, an announcement), load.
    const linked = index > 0 && index % 2 === (options.linked === "odd" ? 1 : 0);
    if (linked && (await page.getByRole("dialog").count()) === 0) await followLink(page, route);
    else await page.goto(route);
    await settled(page);
    await expect(page.locator("#root")).not.toBeEmpty();
    const { scrollWidth } = await sidewaysOverflow(page);
    expect.soft(scrollWidth, `${who} ${route}: document scrollWidth at 360 px`).toBeLessThanOrEqual(PHONE.width);
    await health.checkImages();
    expect.soft(health.problems(), `${who} ${route}: page health`).toEqual([]);
    expect.soft(await shownMessageIds(page, MESSAGE_IDS), `${who} ${route}: texts shown as their ids`).toEqual([]);
    expect.soft(await sampleLabelsShown(page, APP_TEXTS), `${who} ${route}: test or sample labels in what the page shows`).toEqual([]);
    expect.soft(await axeViolations(page), `${who} ${route}: axe (WCAG A/AA) at 360 px`).toEqual([]);
    expect.soft(await rawIsoDates(page), `${who} ${route}: dates shown as ISO text`).toEqual([]);
    if (options.latinAllowed) expect.soft(await latinWords(page, options.latinAllowed), `${who} ${route}: Latin-script words on a Thai page`).toEqual([]);
    // One calendar per language: Buddhist-era years on Thai pages, Gregorian ones on English pages.
    if (options.latinAllowed) expect.soft(await gregorianYearsShown(page), `${who} ${route}: Gregorian years on a Thai page`).toEqual([]);
    else expect.soft(await buddhistYearsShown(page), `${who} ${route}: Buddhist-era years on an English page`).toEqual([]);
    expect.soft(await coveredByFloating(page), `${who} ${route}: under a floating button at 360 px`).toEqual([]);
    if (!options.desktop || LOBBY_ALIASES.has(route)) continue;
    await page.setViewportSize(DESKTOP);
    await afterLayout(page);
    expect.soft(await coveredByFloating(page), `${who} ${route}: under a floating button at 1280 px`).toEqual([]);
    expect.soft(await axeViolations(page), `${who} ${route}: axe (WCAG A/AA) at 1280 px`).toEqual([]);
  }
}

/**
 * Goes to `route` as the app's own links do: the router (TanStack Router's browser history, which wraps
 * `history.pushState`) draws the route in the page that is already running.
 */
async function followLink(page: Page, route: string) {
  await page.evaluate((to) => {
    const index = Number((history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1;
    const key = Math.random().toString(36).slice(2);
    history.pushState({ __TSR_index: index, key, __TSR_key: key }, "", to);
  }, route);
}

/** Two frames: the resize's media-query listeners have run and React has drawn what they changed. */
async function afterLayout(page: Page) {
  await page.waitForFunction((width) => window.innerWidth === width, DESKTOP.width);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function signedInTab(context: BrowserContext, baseURL: string, username: string, password: string) {
  const token = await loginToken(baseURL, username, password);
  const page = await context.newPage();
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem("token")) sessionStorage.setItem("token", value);
  }, token);
  return { page, token };
}

/** The trial header is on every page: the lobby, a game centre and a page that asks for a real account. */
const TRIAL_ROUTES = ["/", "/rng", "/member/withdraw"] as const;

/** A trial session from the real (encrypted) free-play call. */
async function trialToken(baseURL: string): Promise<string> {
  const api = createApiClient({ baseURL, timeoutMs: 10_000, token: () => null, merchant: () => "DEMO", language: () => "th", onUnauthorized: () => {}, onMaintenance: () => {} });
  const answer = await api.request("freePlay", { body: { os: "e2e", platform: "W" } });
  return answer.token;
}

/** Rows for the member's tables (long game codes and notes made them overflow): spins, an approved and a pending deposit. */
async function memberActivity(context: BrowserContext, token: string) {
  const ticket = (await dev(context.request, "POST", "/launch-ticket", { username: "demo" })) as { ticket: string };
  for (let i = 0; i < 3; i += 1) {
    const spin = await context.request.post("/wps/demo-game/spin", { data: { ticket: ticket.ticket, stake: "10.00" }, headers: { "Idempotency-Key": `health-spin-${i}-${Date.now()}` } });
    expect(spin.ok()).toBe(true);
  }
  const headers = { Authorization: token };
  const channels = (await (await context.request.get("/wps/relay/PAY_depositChannels", { headers })).json()) as { value: { channels: { id: string }[] } };
  for (const decision of ["approve", undefined]) {
    const answer = await context.request.post("/wps/relay/PAY_depositRequest", {
      headers: { ...headers, "Idempotency-Key": `health-deposit-${decision ?? "open"}-${Date.now()}` },
      data: { channelId: channels.value.channels[0]!.id, amount: "500" },
    });
    const deposit = (await answer.json()) as { value: { id: number } };
    if (decision) await dev(context.request, "POST", `/deposits/${deposit.value.id}`, { decision });
  }
  // A paid withdrawal waiting for the member's confirmation of receipt (its button made the page 521 px wide).
  const paid = await pendingWithdrawal(context, token, "Demo1234");
  await dev(context.request, "POST", `/withdrawals/${paid}`, { decision: "approve" });
}

/**
 * Binds a bank account (to a Thai account holder as a Thai player's bank has it: a Latin name typed by the person
 * would be their own words) and asks for a withdrawal of 200.00, left pending; answers the withdrawal's id.
 */
async function pendingWithdrawal(context: BrowserContext, token: string, loginPassword: string): Promise<number> {
  const headers = { Authorization: token };
  const bind = await context.request.post("/wps/relay/PAY_bindBankAccount", {
    headers,
    data: { bankCode: "KBANK", accountNumber: "1234567890", accountName: "สมชาย ใจดี", paymentPassword: "123456", loginPassword },
  });
  expect((await bind.json()) as unknown).toMatchObject({ success: true });
  const withdrawal = await context.request.post("/wps/relay/PAY_withdrawRequest", {
    headers: { ...headers, "Idempotency-Key": `health-withdraw-${Date.now()}` },
    data: { amount: "200", paymentPassword: "123456" },
  });
  const answer = (await withdrawal.json()) as { success: boolean; value: { id: number } };
  expect(answer, "the withdrawal request's answer").toMatchObject({ success: true });
  return answer.value.id;
}

/** Pages whose badges show for some accounts only: the VIP level, promotions' states, the points mall's stock. */
const LEVEL_PAGES = ["/vip", "/promotions", "/pointMall"] as const;

/**
 * Accounts whose pages show badges that depend on their data (server/seed-data.ts, server/agents/seed-data.ts), with
 * the pages that show them: every one holds a VIP level ("Your level" on /vip). player3 (VIP 1) has a real-time
 * contract offered to it (the header's Contracts count, "Waiting for you") and, once `setUp` ran, a pending withdrawal
 * (its status) and the binding's inbox notice (the unread count); subagent2 (VIP 2) an agent with a dividend offer
 * waiting (the agent centre's counts); demo (VIP 3) promotions to claim (its other pages are the member walk's).
 */
const BADGE_ACCOUNTS: { username: string; password: string; routes: readonly string[]; setUp?: (context: BrowserContext, token: string) => Promise<unknown> }[] = [
  {
    username: "player3",
    password: "Player345",
    routes: [...LEVEL_PAGES, "/member/withdraw", "/agent/agentRealtimeSalary", "/member/messageV2"],
    setUp: (context, token) => pendingWithdrawal(context, token, "Player345"),
  },
  { username: "subagent2", password: "Sub23456", routes: [...LEVEL_PAGES, "/agentHome", "/agent/agentDividendRecordCopy2"] },
  { username: "demo", password: "Demo1234", routes: LEVEL_PAGES },
];

for (const language of ["TH", "EN"] as const) {
  test.describe(`every route at 360 px in ${language}`, () => {
    let context: BrowserContext;
    let baseURL: string;
    let options: WalkOptions = { linked: "odd" };

    test.beforeAll(async ({ browser }, info) => {
      baseURL = workerBaseURL(info);
      context = await steadyContext(browser, { baseURL, viewport: PHONE });
      await context.addInitScript((lang) => {
        if (!localStorage.getItem("hisLang")) localStorage.setItem("hisLang", lang);
      }, language);
      await dev(context.request, "POST", "/reset");
      if (language === "TH") options = { linked: "odd", latinAllowed: await latinAllowList(context.request), desktop: true };
      else options = { linked: "even" };
    });
    test.afterAll(async () => {
      await dev(context.request, "POST", "/reset");
      await context.close();
    });

    test("as a visitor", async () => {
      test.setTimeout(walkBudget(VISITOR_ROUTES.length));
      const page = await context.newPage();
      await walk(page, new PageHealth(page), VISITOR_ROUTES, "visitor", options);
      await page.close();
    });

    test("as a visitor on the maintenance and region-block pages", async () => {
      const page = await context.newPage();
      const health = new PageHealth(page);
      for (const status of [1, 2] as const) {
        await dev(context.request, "POST", "/system", { status, maintenanceEnd: status === 1 ? "2026-12-01T06:00:00Z" : null });
        health.clear();
        await page.goto("/");
        await settled(page);
        await expect(page.getByRole("button").first()).toBeVisible();
        expect.soft((await sidewaysOverflow(page)).scrollWidth, `system status ${status}: scrollWidth`).toBeLessThanOrEqual(PHONE.width);
        await health.checkImages();
        expect.soft(health.problems(), `system status ${status}: page health`).toEqual([]);
      }
      await dev(context.request, "POST", "/system", { status: 0 });
      await page.close();
    });

    test("as the member demo", async () => {
      test.setTimeout(walkBudget(MEMBER_ROUTES.length + AGENT_ROUTES.length / 2));
      const { page, token } = await signedInTab(context, baseURL, "demo", "Demo1234");
      await memberActivity(context, token);
      await walk(page, new PageHealth(page), MEMBER_ROUTES, "member", options);
      // A non-agent on the agent centre: told it is for agents, and no agent call is made. Every agent page shows the
      // member the same notice, so each language takes half of them (Thai the even places, English the odd).
      const half = AGENT_ROUTES.filter((_, index) => index % 2 === (language === "TH" ? 0 : 1));
      await walk(page, new PageHealth(page), half, "member on agent pages", { ...options, desktop: false });
      await page.close();
    });

    test("as the agent", async () => {
      test.setTimeout(walkBudget(AGENT_ROUTES.length));
      const { page } = await signedInTab(context, baseURL, "agent", "Agent1234");
      await walk(page, new PageHealth(page), AGENT_ROUTES, "agent", options);
      await page.close();
    });

    test("as members with a VIP level, a contract offer or a pending withdrawal", async () => {
      test.setTimeout(walkBudget(BADGE_ACCOUNTS.reduce((sum, account) => sum + account.routes.length, 0)));
      for (const account of BADGE_ACCOUNTS) {
        const { page, token } = await signedInTab(context, baseURL, account.username, account.password);
        await account.setUp?.(context, token);
        await walk(page, new PageHealth(page), account.routes, account.username, options);
        if (account.routes.includes("/vip")) {
          await page.goto("/vip");
          await expect(page.getByText(language === "TH" ? "ระดับของคุณ" : "Your level", { exact: true }), `${account.username}: the level badge on /vip`).toBeVisible();
        }
        await page.close();
      }
    });

    test("as a trial player", async () => {
      test.setTimeout(walkBudget(TRIAL_ROUTES.length));
      const token = await trialToken(baseURL);
      const page = await context.newPage();
      await page.addInitScript((value) => {
        if (!sessionStorage.getItem("token")) sessionStorage.setItem("token", value);
      }, token);
      await walk(page, new PageHealth(page), TRIAL_ROUTES, "trial", options);
      await page.close();
    });
  });
}

test("a wrong password at 360 px: the refused login call is the one failure allowed, by its path", async ({ page, request }) => {
  await dev(request, "POST", "/reset");
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => localStorage.setItem("hisLang", "EN"));
  const health = new PageHealth(page).allow({ path: "/wps/session/login" });
  await page.goto("/login");
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await dialog.getByRole("textbox", { name: "Username", exact: true }).fill("demo");
  await dialog.getByRole("textbox", { name: "Password", exact: true }).fill("wrong-password");
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(dialog.getByRole("img", { name: "Captcha" })).toBeVisible();
  await settled(page);
  expect((await sidewaysOverflow(page)).scrollWidth).toBeLessThanOrEqual(PHONE.width);
  await health.expectClean("/login with a wrong password");
});

test.describe("images of the lobby and a game centre", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  /** Every image request answered with a picture: the count proves images were asked for at all. */
  async function expectImagesLoad(page: Page, health: PageHealth, where: string, screens: number) {
    await settled(page);
    // Down the page a screen at a time, so lazy images (the vendor cards far down the lobby) load too.
    for (let seen = 0; seen < screens; seen += 1) {
      const atEnd = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
      if (atEnd) break;
      await page.mouse.wheel(0, 800);
      await settled(page);
    }
    await health.checkImages();
    expect(health.problems(), where).toEqual([]);
    const images = health.loadedImages();
    expect(images.length, `${where}: images loaded`).toBeGreaterThan(10);
    expect(images.filter((url) => new URL(url).pathname.startsWith("/media/media/")), where).toEqual([]);
  }

  test("the lobby: banners, hot matches, hot games and vendor cards", async ({ page, request }) => {
    await dev(request, "POST", "/reset");
    const health = new PageHealth(page);
    await page.goto("/");
    await dismissPopups(page);
    await expect(page.getByTestId("hot-match").first()).toBeVisible();
    await expectImagesLoad(page, health, "lobby", 12);
    const cards = await page.getByTestId("vendor-card").locator("img").evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length);
    expect(cards, "vendor card images with a picture").toBeGreaterThan(0);
    // Vendor cards are cards, not underlined link-blue text; the footer's providers are logos, not text chips.
    const card = await page.getByTestId("vendor-card").first().evaluate((el) => {
      const style = getComputedStyle(el);
      return { underline: style.textDecorationLine, color: style.color, text: getComputedStyle(document.body).color, background: style.backgroundColor };
    });
    expect(card.underline).toBe("none");
    expect(card.color).toBe(card.text);
    expect(card.background).not.toBe("rgba(0, 0, 0, 0)");
    const logos = page.getByRole("list", { name: "ค่ายเกม" }).getByRole("img");
    expect(await logos.count()).toBeGreaterThan(0);
    expect(await logos.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
  });

  test("the slots centre", async ({ page, request }) => {
    await dev(request, "POST", "/reset");
    const health = new PageHealth(page);
    await page.goto("/rng");
    await dismissPopups(page);
    await expect(page.getByTestId("game-tile").first()).toBeVisible();
    // Four screens of tiles: the list is virtual, and each further screen only draws more of the same tiles.
    await expectImagesLoad(page, health, "slots centre", 4);
  });
});
