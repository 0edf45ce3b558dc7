import { expect, test, type Page } from "./fixtures";
import { dismissPopups, loginToken, resetServer, useEnglish, withStoredToken } from "./support";

test.beforeEach(async ({ request, page }) => {
  await resetServer(request);
  await useEnglish(page);
});

/** The name of a game by its code, read from the list call. */
async function gameNamed(page: Page, vendor: string, index: number): Promise<string> {
  const answer = await page.request.get(`/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=${vendor}&pageNo=1&pageSize=42`);
  const json = (await answer.json()) as { value: { content: { gameName: string }[] } };
  return json.value.content[index]!.gameName;
}

/** Holds the app's code back, as on a slow network, until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const appHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  return release;
}

const tileOf = (page: Page, name: string) => page.getByRole("group", { name, exact: true }).first();

test("a visitor browses the lobby: carousel, marquee, hot matches, hot games, category rows and winner board", async ({ page }) => {
  await page.goto("/");
  await dismissPopups(page);
  const promotions = page.getByRole("region", { name: "Promotions" });
  await expect(promotions.getByRole("tab", { name: "Show promotion 2" })).toBeVisible();
  await promotions.getByRole("tab", { name: "Show promotion 3" }).click();
  await expect(promotions.getByRole("tab", { name: "Show promotion 3" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("region", { name: "Notices" })).toBeVisible();
  await expect(page.getByTestId("hot-match")).toHaveCount(5);
  await expect(page.getByRole("button", { name: "Next matches" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Hot games" })).toBeVisible();
  // Section 2: the hot row's see-more goes to /index.
  await expect(page.getByRole("region", { name: "Hot games" }).getByRole("link", { name: "See more" })).toHaveAttribute("href", "/index");
  await expect(page.getByTestId("lobby-row-COCKFIGHT")).toBeVisible();
  const rows = await page.locator("[data-testid^=lobby-row-]").evaluateAll((els) => els.map((el) => el.getAttribute("data-testid")));
  expect(rows.indexOf("lobby-row-COCKFIGHT")).toBe(rows.indexOf("lobby-row-SPORTS") + 1);
  const board = page.getByRole("table", { name: "Winner board" });
  await expect(board.getByRole("row")).toHaveCount(21);
  await expect(board.getByRole("cell", { name: "250,000", exact: true })).toBeVisible();

  await page.getByTestId("lobby-row-RNG").getByRole("link", { name: "See more" }).click();
  await expect(page).toHaveURL(/\/rng$/);
  await expect(page.getByRole("heading", { name: "Slots", level: 1 })).toBeVisible();
});

/**
 * The banner slides' pictures, sampled on every animation frame while the carousel moves to its next slide (and for a
 * moment after): the largest horizontal overlap of two pictures inside the carousel's window, and at rest how much of
 * the window the active picture fills and how much of each neighbour shows.
 */
async function bannerBoxesThroughATransition(page: Page) {
  return page.evaluate(async () => {
    const region = document.querySelector<HTMLElement>('section[aria-label="Promotions"]')!;
    const viewport = region.querySelector<HTMLElement>(".mantine-Carousel-viewport")!;
    const pictures = () => Array.from(region.querySelectorAll<HTMLElement>('[aria-roledescription="slide"] img')).map((img) => img.getBoundingClientRect());
    const frame = () => new Promise<number>((done) => requestAnimationFrame(done));
    const window_ = viewport.getBoundingClientRect();
    const visible = (r: DOMRect) => Math.max(0, Math.min(r.right, window_.right) - Math.max(r.left, window_.left));
    let overlap = 0;
    const started = performance.now();
    region.querySelector<HTMLButtonElement>('button[aria-label="Next promotion"]')!.click();
    while (performance.now() - started < 1600) {
      await frame();
      const boxes = pictures().filter((r) => visible(r) > 0);
      for (let i = 0; i < boxes.length; i += 1)
        for (let j = i + 1; j < boxes.length; j += 1) overlap = Math.max(overlap, Math.min(boxes[i]!.right, boxes[j]!.right) - Math.max(boxes[i]!.left, boxes[j]!.left));
    }
    const shown = pictures().map(visible).sort((a, b) => b - a);
    return { overlap: Math.round(overlap), activeShare: shown[0]! / window_.width, peeks: shown.slice(1, 3).map(Math.round) };
  });
}

for (const { width, perView } of [{ width: 1280, perView: 1.23 }, { width: 360, perView: 1 }]) {
  test(`at ${width} px the banner carousel shows ${perView} slides per view and its slides never overlap while they move`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.setViewportSize({ width, height: 760 });
    await page.goto("/");
    await dismissPopups(page);
    const promotions = page.getByRole("region", { name: "Promotions" });
    await expect(promotions.getByRole("img", { name: "Promotion 1" })).toBeVisible();
    // Held still by the pointer, so only the click below moves it.
    await promotions.hover();
    const boxes = await bannerBoxesThroughATransition(page);
    expect(boxes.overlap, "largest overlap of two slides during the transition (px)").toBeLessThanOrEqual(1);
    expect(boxes.activeShare).toBeCloseTo(1 / perView, 1);
    if (perView > 1) for (const peek of boxes.peeks) expect(peek, "a side slide peeks in (px)").toBeGreaterThan(24);
    else expect(boxes.peeks.every((peek) => peek <= 1), `nothing of the side slides shows: ${boxes.peeks}`).toBe(true);
  });
}

for (const width of [360, 1280]) {
  test(`at ${width} px the lobby's rows are as tall before they are drawn as after: the footer stays put`, async ({ page }) => {
    await page.setViewportSize({ width, height: 760 });
    await page.goto("/");
    await expect(page.getByRole("table", { name: "Winner board" })).toBeAttached();
    const heights = () => page.getByTestId(/^lobby-row-/).evaluateAll((rows) => rows.map((row) => Math.round(row.getBoundingClientRect().height)));
    const footerTop = () => page.getByRole("contentinfo").evaluate((footer) => Math.round(footer.getBoundingClientRect().top + window.scrollY));
    const estimated = await heights();
    const footerBefore = await footerTop();
    // Down the page a screen at a time, so every row comes near the screen and is laid out.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      }
    });
    const drawn = await heights();
    expect(drawn).toHaveLength(9);
    drawn.forEach((height, i) => expect(Math.abs(height - estimated[i]!), `row ${i}: ${estimated[i]} then ${height}`).toBeLessThanOrEqual(8));
    expect(Math.abs((await footerTop()) - footerBefore)).toBeLessThanOrEqual(24);
  });
}

test("on a phone the loading cover shows the first hot game, and the lobby takes over with it in the same place", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    // Whether the lobby's first hot game was in the page when the cover went: the picture must never blink out.
    new MutationObserver((_, observer) => {
      if (!document.getElementById("loading-cover")?.hidden) return;
      (window as { lobbyHadGameAtHandOver?: boolean }).lobbyHadGameAtHandOver = document.querySelector("[data-testid=hot-first] img") !== null;
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  const release = await holdAppCode(page);
  const hotGames = page.waitForResponse(/GCSGAME_hotGamesV2/);
  await page.goto("/");
  const firstIcon = ((await (await hotGames).json()) as { value: { iconUrl: string }[] }).value[0]!.iconUrl;
  const inCover = page.locator("#loading-cover .cover-hot img");
  await expect(inCover).toHaveAttribute("src", new RegExp(`${firstIcon.replace(/[.?]/g, "\\$&")}$`));
  await expect.poll(() => inCover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const coverBox = (await inCover.boundingBox())!;

  release();
  await expect(page.locator("#loading-cover")).toBeHidden();
  expect(await page.evaluate(() => (window as { lobbyHadGameAtHandOver?: boolean }).lobbyHadGameAtHandOver)).toBe(true);
  const inLobby = page.getByTestId("hot-first").locator("img");
  expect(await inLobby.getAttribute("src")).toBe(await inCover.getAttribute("src"));
  const lobbyBox = (await inLobby.boundingBox())!;
  expect(Math.abs(lobbyBox.x - coverBox.x)).toBeLessThanOrEqual(2);
  expect(Math.abs(lobbyBox.y - coverBox.y)).toBeLessThanOrEqual(2);
});

test("the first screen's fonts come once each, preloaded by the page's entry, and the lobby's text is set in them", async ({ page }) => {
  const fontRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) fontRequests.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await expect(page.getByTestId("hot-first")).toBeVisible();
  // Thai and Latin, regular and semibold: a preload naming another file than the style sheet's would bring a font twice.
  await expect.poll(() => fontRequests.length).toBeGreaterThanOrEqual(4);
  const names = fontRequests.map((path) => path.replace(/^\/assets\/(sarabun-\w+-\d+-normal)-[\w-]+\.woff2$/, "$1"));
  expect(names.filter((name) => /^sarabun-(thai|latin)-(400|600)-normal$/.test(name)).sort()).toEqual([
    "sarabun-latin-400-normal",
    "sarabun-latin-600-normal",
    "sarabun-thai-400-normal",
    "sarabun-thai-600-normal",
  ]);
  expect(new Set(fontRequests).size).toBe(fontRequests.length);
  const preloaded = await page.locator('head link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded.sort()).toEqual(fontRequests.filter((path) => /sarabun-(thai|latin)-(400|600)-normal/.test(path)).sort());
  const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.family.replace(/"/g, "") === "Sarabun" && face.status === "loaded").map((face) => face.weight));
  expect(new Set(loaded)).toEqual(new Set(["400", "600"]));
});

test("on a phone a category's loading cover shows its first games, and the list takes over with them in the same places", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const firstPages: string[] = [];
  page.on("request", (request) => {
    if (/GCSGAME_gameList\?.*gameType=RNG/.test(request.url())) firstPages.push(request.url());
  });
  const release = await holdAppCode(page);
  const list = page.waitForResponse(/GCSGAME_gameList/);
  await page.goto("/rng");
  const icons = ((await (await list).json()) as { value: { content: { iconUrl: string }[] } }).value.content.map((game) => game.iconUrl);
  const endsWith = (icon: string) => new RegExp(`${icon.replace(/[.?]/g, "\\$&")}$`);
  const inCover = page.locator("#loading-cover .cover-grid img");
  await expect(inCover.nth(0)).toHaveAttribute("src", endsWith(icons[0]!));
  await expect(inCover.nth(1)).toHaveAttribute("src", endsWith(icons[1]!));
  await expect.poll(() => inCover.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const coverBoxes = [(await inCover.nth(0).boundingBox())!, (await inCover.nth(1).boundingBox())!];

  release();
  await expect(page.locator("#loading-cover")).toBeHidden();
  const inList = page.getByTestId("game-grid").locator("[role=listitem] img");
  await expect(inList.first()).toBeVisible();
  for (const i of [0, 1]) {
    expect(await inList.nth(i).getAttribute("src")).toBe(await inCover.nth(i).getAttribute("src"));
    const box = (await inList.nth(i).boundingBox())!;
    expect(Math.abs(box.x - coverBoxes[i]!.x)).toBeLessThanOrEqual(2);
    expect(Math.abs(box.y - coverBoxes[i]!.y)).toBeLessThanOrEqual(2);
    expect(Math.abs(box.width - coverBoxes[i]!.width)).toBeLessThanOrEqual(1);
  }
  // The list took the answer asked for early: its first page was asked for once.
  expect(firstPages).toHaveLength(1);
});

test("a category lists its games, filters by vendor and sub-category, and searches by name", async ({ page }) => {
  await page.goto("/rng");
  await dismissPopups(page);
  const count = page.getByTestId("game-count");
  await expect(count).toHaveText(/^9\d{3} games$/);
  // Twenty vendors: the filter scrolls, with arrows.
  await page.getByRole("button", { name: "Next vendors" }).click();
  await expect(page.getByRole("button", { name: "Previous vendors" })).toBeVisible();
  await page.getByRole("group", { name: "Vendors" }).getByText("PG Soft", { exact: true }).click();
  await expect(count).toHaveText(/^\d{3} games$/);
  await page.getByRole("group", { name: "Game types" }).getByText("Scratch cards").click();
  await expect(count).toHaveText(/^\d{2} games$/);
  await page.getByRole("group", { name: "Vendors" }).getByText("All vendors").click();
  await expect(count).toHaveText(/^9\d{3} games$/);
  await page.getByRole("searchbox", { name: "Search games" }).fill("Golden");
  await expect(page.getByTestId("game-tile").first()).toHaveAccessibleName(/Golden/);
  await page.getByRole("searchbox", { name: "Search games" }).fill("no such game at all");
  await expect(page.getByText("No games found.")).toBeVisible();
});

test("the 10,000-game page stays a small DOM while scrolling", async ({ page }) => {
  await page.goto("/games/all");
  await dismissPopups(page);
  await expect(page.getByTestId("game-count")).toHaveText("10000 games");
  for (let i = 0; i < 6; i += 1) {
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(150);
  }
  // The pages fetched while scrolling come in background renders: the rows around the window fill once they are in.
  await expect.poll(() => page.getByTestId("game-tile").count()).toBeGreaterThan(42);
  const nodes = await page.evaluate(() => document.getElementsByTagName("*").length);
  expect(nodes).toBeLessThan(1500);
});

test("a visitor is asked to log in for favourites, recent games and playing; the popup stays over the page", async ({ page }) => {
  await page.goto("/rng");
  await dismissPopups(page);
  await page.getByRole("button", { name: /^Add .* to favourites$/ }).first().click();
  const login = page.getByRole("dialog", { name: "Log in" });
  await expect(login).toBeVisible();
  await expect(page).toHaveURL(/\/rng$/);
  await login.getByRole("button", { name: "Close dialog" }).click();
  await expect(login).toBeHidden();
  await page.getByText("Recent", { exact: true }).click();
  await expect(login).toBeVisible();
  await login.getByRole("button", { name: "Close dialog" }).click();
  await page.getByRole("button", { name: /^Play / }).first().click();
  await expect(login).toBeVisible();
});

test("a member favourites a game, sees it under Favourites, launches it and finds it under Recent", async ({ page, baseURL }) => {
  await withStoredToken(page, await loginToken(baseURL!));
  await page.goto("/rng");
  await dismissPopups(page);
  const name = await gameNamed(page, "PG", 0);
  await page.getByRole("group", { name: "Vendors" }).getByText("PG Soft", { exact: true }).click();
  const tile = tileOf(page, name);
  await tile.getByRole("button", { name: `Add ${name} to favourites` }).click();
  await expect(tile.getByRole("button", { name: `Remove ${name} from favourites` })).toHaveAttribute("aria-pressed", "true");

  await page.getByText("Favourites", { exact: true }).click();
  await expect(page.getByTestId("game-count")).toHaveText("1 games");
  await expect(tileOf(page, name)).toBeVisible();

  const popup = page.waitForEvent("popup");
  await tileOf(page, name).getByRole("button", { name: `Play ${name}` }).click();
  const game = await popup;
  await expect.poll(() => game.url()).toContain("/demo-game?ticket=");
  await game.close();

  await page.getByText("Recent", { exact: true }).click();
  await expect(tileOf(page, name)).toBeVisible();
  // The heart removes at once (the list is the favourites flow's own).
  await page.getByText("Favourites", { exact: true }).click();
  // Less than a second may have passed since the add: the heart then removes when the second is over.
  await tileOf(page, name).getByRole("button", { name: `Remove ${name} from favourites` }).click();
  await expect(page.getByText("No games found.")).toBeVisible();
  await expect(page.getByTestId("game-count")).toHaveText("0 games");
});

test("a member launches a game from its tile, plays the demo game, comes back and sees the new balance", async ({ page, baseURL }) => {
  await withStoredToken(page, await loginToken(baseURL!));
  await page.goto("/rng?vassalage=PG");
  await dismissPopups(page);
  const balance = page.getByRole("group", { name: "Balance" }).getByTestId("balance-amount");
  await expect(balance).toHaveText(/^฿[\d,]+\.\d{2}$/);
  const before = await balance.innerText();
  const name = await gameNamed(page, "PG", 0);

  const popup = page.waitForEvent("popup");
  await tileOf(page, name).getByRole("button", { name: `Play ${name}` }).click();
  const game = await popup;
  await expect.poll(() => game.url()).toContain("/demo-game?ticket=");
  // A slot for a slot: the game's own name, its reels and a Spin button.
  await expect(game.getByRole("heading", { name, exact: true })).toBeVisible();
  // A spin moves the balance whatever the reels show: a loss takes the stake, a win pays 2x or 20x.
  await game.getByRole("button", { name: "Spin" }).click();
  await expect(game.getByRole("status")).not.toHaveText("");
  const after = `฿${await game.locator("#balance").innerText()}`;
  expect(after).not.toBe(before);
  // The header still shows the old balance until the member comes back.
  await expect(balance).toHaveText(before);
  await game.close();
  await page.bringToFront();
  // Headless Chromium moves no focus between windows, so say what a desktop browser says when its window is back.
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(balance).toHaveText(after);
});

test("a game under maintenance suggests popular games", async ({ page, baseURL }) => {
  await withStoredToken(page, await loginToken(baseURL!));
  await page.goto("/rng?vassalage=PG");
  await dismissPopups(page);
  const name = await gameNamed(page, "PG", 2);
  await tileOf(page, name).getByRole("button", { name: `Play ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Game under maintenance" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("game-tile").first()).toBeVisible();
  await dialog.getByRole("button", { name: "Close dialog" }).click();
  await expect(dialog).toBeHidden();
});

test("a trial player who plays is told a real account is needed", async ({ page }) => {
  await page.goto("/rng");
  await dismissPopups(page);
  await page.getByRole("button", { name: /^Play / }).first().click();
  await page.getByRole("dialog", { name: "Log in" }).getByRole("button", { name: "Free play" }).click();
  await expect(page.getByText("Trial", { exact: true }).first()).toBeVisible();
  await page.goto("/rng");
  await dismissPopups(page);
  await page.getByRole("button", { name: /^Play / }).first().click();
  await expect(page.getByRole("dialog", { name: "A real account is needed" })).toBeVisible();
});

// The tile's free-trial button (supportPlay 0) must not open the login popup for a visitor or the
// real-account dialog for a trial account; it starts the game in trial mode for both.
test("the free-trial button starts the game with play credit for a visitor and for a trial account", async ({ page }) => {
  await page.goto("/rng?vassalage=PG");
  await dismissPopups(page);
  const tryFree = page.getByRole("button", { name: /^Free trial of / }).first();
  for (const who of ["visitor", "trial account"]) {
    const popup = page.waitForEvent("popup");
    await tryFree.click();
    const game = await popup;
    await expect.poll(() => game.url(), who).toMatch(/\/demo-game\?mode=trial&game=PG_\d{4}$/);
    await expect(game.getByRole("status"), who).toHaveText("Free trial: play credit, not real money");
    await game.getByRole("button", { name: "Spin" }).click();
    await expect(game.getByRole("status"), who).toHaveText(/^(You win |No win)/);
    await game.close();
    await expect(page.getByRole("dialog", { name: "Log in" }), who).toHaveCount(0);
    await expect(page.getByRole("dialog", { name: "A real account is needed" }), who).toHaveCount(0);
    if (who === "visitor") {
      // Become a trial account (free play from the login popup), then try again.
      await page.getByRole("button", { name: /^Play / }).first().click();
      await page.getByRole("dialog", { name: "Log in" }).getByRole("button", { name: "Free play" }).click();
      await expect(page.getByText("Trial", { exact: true }).first()).toBeVisible();
      await page.goto("/rng?vassalage=PG");
      await dismissPopups(page);
    }
  }
});

test("phone: the menu, loaded at its first opening, gives the focus back to its button when closed", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  await dismissPopups(page);
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await menuButton.focus();
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog");
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});
