import { expect, test } from "./fixtures";
import { hotMatches } from "../server/games/showcase";
import { dismissPopups, loginToken, resetServer, useEnglish, withStoredToken } from "./support";

test.beforeEach(async ({ request, page }) => {
  await resetServer(request);
  await useEnglish(page);
});

test("a visitor who opens a lottery page is sent to log in", async ({ page }) => {
  await page.goto("/vnLottery?gameCode=TCG_LOTTO_VN_LOTT_0002");
  await expect(page).toHaveURL(/\/login$/);
});

test("a member opens the VN lottery from its card, sees the last draw, switches game and plays in the page", async ({ page, baseURL }) => {
  await withStoredToken(page, await loginToken(baseURL!));
  await page.goto("/");
  await dismissPopups(page);
  // The VN lotto's vendor card links to /vnLottery with its game (followed by address: a late member popup may cover it).
  const card = page.getByTestId("lobby-row-LOTT").locator('a[href*="/vnLottery"]').first();
  await expect(card).toHaveAttribute("href", /^\/vnLottery\?gameCode=TCG_LOTTO_VN_LOTT_\d{4}$/);
  await page.goto((await card.getAttribute("href"))!);
  await dismissPopups(page);
  await expect(page.getByRole("heading", { name: "VN lottery", level: 1 })).toBeVisible();
  await expect(page.getByRole("group", { name: "Lottery games" }).getByRole("checkbox", { checked: true })).toHaveCount(1);
  await page.goto("/vnLottery?gameCode=TCG_LOTTO_VN_LOTT_0002");
  // The seeded vendor data holds TCG_LOTTO_VN, so the prize mode is ELOTT.
  await expect(page.getByTestId("prize-mode")).toHaveText("Prize mode: E-lottery");
  const games = page.getByRole("group", { name: "Lottery games" });
  await expect(games.getByRole("checkbox")).toHaveCount(8);
  await expect(games.getByRole("checkbox", { name: "VN Lotto Lottery 2" })).toBeChecked();
  await expect(page.getByRole("heading", { name: "VN Lotto Lottery 2", level: 2 })).toBeVisible();
  await expect(page.getByRole("list", { name: "Drawn numbers" }).getByRole("listitem")).toHaveCount(5);
  await expect(page.getByRole("heading", { name: "Popular games" })).toBeVisible();
  // Header only: no footer.
  await expect(page.getByRole("contentinfo")).toHaveCount(0);

  await games.getByText("VN Lotto Lottery 5").click();
  await expect(page.getByRole("heading", { name: "VN Lotto Lottery 5", level: 2 })).toBeVisible();
  await page.getByRole("button", { name: "Play VN Lotto Lottery 5" }).click();
  const frame = page.frameLocator('iframe[title="Lottery game"]');
  // A lottery opens a lottery draw: the game's name, the last draw and a ticket to buy.
  await expect(frame.getByRole("heading", { name: "VN Lotto Lottery 5" })).toBeVisible();
  await expect(frame.getByRole("list", { name: "Last draw" }).getByRole("listitem")).toHaveCount(5);
  await expect(frame.getByRole("button", { name: "Buy ticket" })).toBeVisible();
  await page.getByRole("button", { name: "Close the game" }).click();
  await expect(page.locator('iframe[title="Lottery game"]')).toHaveCount(0);
});

test("the lottery page lists the menus of its prize mode", async ({ page, baseURL }) => {
  await withStoredToken(page, await loginToken(baseURL!));
  await page.goto("/seaLottery");
  await dismissPopups(page);
  await expect(page.getByTestId("prize-mode")).toHaveText("Prize mode: SEA lottery");
  await expect(page.getByRole("group", { name: "Lottery games" }).getByRole("checkbox")).toHaveCount(8);
  await page.goto("/lottery");
  await dismissPopups(page);
  await expect(page.getByTestId("prize-mode")).toHaveText("Prize mode: E-lottery");
  // ELOTT: the e-lottery games and the VN lotto.
  await expect(page.getByRole("group", { name: "Lottery games" }).getByRole("checkbox")).toHaveCount(32);
});

test("the /fbSports page launches the sports book for a member and asks a visitor to log in", async ({ page, baseURL }) => {
  await page.goto("/fbSports");
  await dismissPopups(page);
  await page.getByRole("main").getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();

  await withStoredToken(page, await loginToken(baseURL!));
  await page.goto("/fbSports");
  await dismissPopups(page);
  // The sports book shows the seed's matches with 1X2 odds, and a bet is placed through the same ledger call.
  const book = page.frameLocator('iframe[title="Sports book"]');
  const first = hotMatches()[0]!;
  await expect(book.getByRole("row").filter({ hasText: `${first.homeTeam} – ${first.awayTeam}` })).toBeVisible();
  await expect(book.getByRole("radio")).toHaveCount(hotMatches().length * 3);
  await book.getByRole("button", { name: "Place bet" }).click();
  await expect(book.getByRole("status")).toHaveText(/^(You win [\d.]+|No win, try again)$/);
});
