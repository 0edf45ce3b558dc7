import { expect, test, type Page } from "./fixtures";
import { dev, dismissPopups, loginToken, memberClient, resetServer, skipPopups, useEnglish, withStoredToken } from "./support";

test.beforeEach(async ({ request }) => resetServer(request));

async function open(page: Page, path: string) {
  await page.goto(path);
  await dismissPopups(page);
}

async function toEnglish(page: Page) {
  await page.getByRole("radiogroup", { name: "ภาษา" }).first().getByText("EN").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
}

test("a visitor who follows the footer's safer-play link is asked to log in", async ({ page }) => {
  await open(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "เล่นอย่างปลอดภัย" }).click();
  await expect(page.getByRole("dialog", { name: "เข้าสู่ระบบ" })).toBeVisible();
});

test("safer play: a first limit at once, a raise waits 24 hours and is cancelled, a deposit over the limit is refused with what is left", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await withStoredToken(page, await loginToken(baseURL!));

  // From the account menu, in Thai.
  await open(page, "/");
  await page.getByRole("button", { name: /^เมนูบัญชี/ }).click();
  await page.getByRole("menuitem", { name: "เล่นอย่างปลอดภัย" }).click();
  await expect(page).toHaveURL(/\/member\/responsibleGaming$/);
  await expect(page.getByRole("heading", { name: "เล่นอย่างปลอดภัย", level: 1 })).toBeVisible();

  const daily = page.getByRole("article", { name: "วงเงินฝากรายวัน" });
  await expect(daily.getByTestId("limit-amount")).toHaveText("ยังไม่ได้ตั้งวงเงิน");
  // Whole baht or two decimals only: a third decimal is refused before anything is sent.
  await daily.getByRole("textbox", { name: /วงเงินฝากรายวัน: จำนวนใหม่/ }).fill("500.123");
  await daily.getByRole("button", { name: "ตั้งวงเงิน: วงเงินฝากรายวัน" }).click();
  await expect(daily.getByText("ใช้ทศนิยมไม่เกิน 2 ตำแหน่ง")).toBeVisible();

  // A first limit applies at once.
  await daily.getByRole("textbox", { name: /วงเงินฝากรายวัน: จำนวนใหม่/ }).fill("500");
  await daily.getByRole("button", { name: "ตั้งวงเงิน: วงเงินฝากรายวัน" }).click();
  await expect(page.getByRole("status")).toHaveText("วงเงินฝากรายวัน: ตอนนี้เป็น ฿500.00 มีผลทันที");
  await expect(daily.getByTestId("limit-amount")).toHaveText("วงเงิน: ฿500.00");
  // Thai dates are in the Buddhist era.
  await expect(daily.getByTestId("limit-resets")).toContainText(/25\d\d/);

  // A raise asks for confirmation, then waits for the cooling-off with its time; it can be cancelled.
  await daily.getByRole("textbox", { name: /วงเงินฝากรายวัน: จำนวนใหม่/ }).fill("800");
  await daily.getByRole("button", { name: "ตั้งวงเงิน: วงเงินฝากรายวัน" }).click();
  const confirm = page.getByRole("dialog", { name: "เพิ่มวงเงินหรือไม่?" });
  await expect(confirm.getByTestId("cool-off-warning")).toContainText("24 ชั่วโมง");
  await confirm.getByRole("button", { name: "ยืนยันการเปลี่ยนแปลง" }).click();
  await expect(page.getByRole("status")).toContainText("วงเงินฝากรายวัน: เป็น ฿800.00 ตั้งแต่");
  await expect(daily.getByTestId("limit-pending")).toContainText("รอมีผล: ฿800.00 ตั้งแต่");
  await expect(daily.getByTestId("limit-amount")).toHaveText("วงเงิน: ฿500.00");
  await daily.getByRole("button", { name: "ยกเลิกการเปลี่ยนแปลงที่รอมีผล: วงเงินฝากรายวัน" }).click();
  await expect(page.getByRole("status")).toHaveText("วงเงินฝากรายวัน: ยกเลิกการเปลี่ยนแปลงที่รอมีผลแล้ว ยังคงเป็น ฿500.00");
  await expect(daily.getByTestId("limit-pending")).toHaveCount(0);
  const history = page.getByRole("table", { name: "ประวัติการเปลี่ยนแปลง" });
  await expect(history.getByRole("row")).toHaveCount(3);
  await expect(history.getByText("ยกเลิกแล้ว")).toBeVisible();

  // The deposit page links here, and a deposit over what is left of the limit is refused before any money moves.
  await open(page, "/member/depositv2");
  await expect(page.getByRole("link", { name: "ตั้งวงเงินฝากของคุณเอง (เล่นอย่างปลอดภัย)" })).toHaveAttribute("href", "/member/responsibleGaming");
  await page.getByRole("textbox", { name: "จำนวนเงิน" }).fill("600");
  await page.getByRole("button", { name: "ส่งคำขอฝากเงิน" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "การฝากนี้จะเกินวงเงินฝากรายวันของคุณ (฿500.00): คุณฝากเพิ่มได้อีกไม่เกิน ฿500.00" })).toBeVisible();

  // The same refusal in English.
  await toEnglish(page);
  await page.getByRole("button", { name: "Send deposit request" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This deposit would pass your daily deposit limit of ฿500.00: you can deposit up to ฿500.00 more until it resets on" })).toBeVisible();
});

test("safer play on a phone: reached from the drawer, a removal asks for confirmation and is pending", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await withStoredToken(page, await loginToken(baseURL!));
  await useEnglish(page);
  await open(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Safer play" }).click();
  await expect(page.getByRole("heading", { name: "Safer play", level: 1 })).toBeVisible();

  const weekly = page.getByRole("article", { name: "Weekly loss limit" });
  await weekly.getByRole("textbox", { name: /Weekly loss limit: new amount/ }).fill("2000");
  // The keyboard sends the form.
  await weekly.getByRole("textbox", { name: /Weekly loss limit: new amount/ }).press("Enter");
  await expect(page.getByRole("status")).toHaveText("Weekly loss limit: now ฿2,000.00, in force at once.");
  await weekly.getByRole("button", { name: "Remove limit: Weekly loss limit" }).click();
  const confirm = page.getByRole("dialog", { name: "Remove the limit?" });
  await expect(confirm.getByTestId("cool-off-warning")).toHaveText(
    "Weekly loss limit: removing it takes effect 24 hours after you confirm. Until then ฿2,000.00 stays in force, and you can cancel the change.",
  );
  await confirm.getByRole("button", { name: "Confirm the change" }).click();
  await expect(weekly.getByTestId("limit-pending")).toContainText("Pending: the limit is removed on");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("a raise takes effect after 24 hours of the server's clock: a deposit of 600 refused at 500 goes through at 1,000", async ({ page, baseURL, request }) => {
  test.setTimeout(90_000);
  await withStoredToken(page, await loginToken(baseURL!));
  await open(page, "/member/responsibleGaming");
  const daily = page.getByRole("article", { name: "วงเงินฝากรายวัน" });
  await daily.getByRole("textbox", { name: /วงเงินฝากรายวัน: จำนวนใหม่/ }).fill("500");
  await daily.getByRole("button", { name: "ตั้งวงเงิน: วงเงินฝากรายวัน" }).click();
  await expect(daily.getByTestId("limit-amount")).toHaveText("วงเงิน: ฿500.00");

  await open(page, "/member/depositv2");
  await page.getByRole("textbox", { name: "จำนวนเงิน" }).fill("600");
  await page.getByRole("button", { name: "ส่งคำขอฝากเงิน" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "คุณฝากเพิ่มได้อีกไม่เกิน ฿500.00" })).toBeVisible();

  await open(page, "/member/responsibleGaming");
  await daily.getByRole("textbox", { name: /วงเงินฝากรายวัน: จำนวนใหม่/ }).fill("1000");
  await daily.getByRole("button", { name: "ตั้งวงเงิน: วงเงินฝากรายวัน" }).click();
  await page.getByRole("dialog", { name: "เพิ่มวงเงินหรือไม่?" }).getByRole("button", { name: "ยืนยันการเปลี่ยนแปลง" }).click();
  await expect(daily.getByTestId("limit-pending")).toContainText("รอมีผล: ฿1,000.00 ตั้งแต่");
  await expect(daily.getByTestId("limit-amount")).toHaveText("วงเงิน: ฿500.00");

  await dev(request, "POST", "/clock", { advanceMs: 24 * 60 * 60_000 + 60_000 });
  // A session lasts at most 12 hours from sign-in: the next day starts with a new one.
  await withStoredToken(page, await loginToken(baseURL!));
  await open(page, "/member/responsibleGaming");
  await expect(daily.getByTestId("limit-amount")).toHaveText("วงเงิน: ฿1,000.00");
  await expect(daily.getByTestId("limit-pending")).toHaveCount(0);

  await open(page, "/member/depositv2");
  await page.getByRole("textbox", { name: "จำนวนเงิน" }).fill("600");
  await page.getByRole("button", { name: "ส่งคำขอฝากเงิน" }).click();
  await expect(page.getByText(/^ส่งคำขอฝากเงิน #\d+ จำนวน ฿600\.00 แล้ว/)).toBeVisible();
});

/** Opens the first PG slot from its tile, as a member does, and answers the game's window. */
async function launchSlot(page: Page) {
  await open(page, "/rng?vassalage=PG");
  const list = await page.request.get("/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageNo=1&pageSize=42");
  const name = ((await list.json()) as { value: { content: { gameName: string }[] } }).value.content[0]!.gameName;
  const popup = page.waitForEvent("popup");
  await page.getByRole("group", { name, exact: true }).first().getByRole("button", { name: `Play ${name}` }).click();
  const game = await popup;
  await expect.poll(() => game.url()).toContain("/demo-game?ticket=");
  await expect(game.getByRole("button", { name: "Spin" })).toBeEnabled();
  return game;
}

/** Milliseconds from the server's clock to one minute past the next midnight in Bangkok (UTC+7). */
async function untilNextBangkokDay(request: Parameters<typeof dev>[0]): Promise<number> {
  const { nowMs } = (await dev(request, "GET", "/clock")) as { nowMs: number };
  const day = 24 * 60 * 60_000;
  const bangkok = 7 * 60 * 60_000;
  const nextMidnight = (Math.floor((nowMs + bangkok) / day) + 1) * day - bangkok;
  return nextMidnight - nowMs + 60_000;
}

test("a loss limit of 100 stops the demo game's spins once 100 is lost, with the message; the next period lets the player play again", async ({ page, baseURL, request }) => {
  test.setTimeout(120_000);
  const token = await loginToken(baseURL!);
  await memberClient(baseURL!, token).request("setLimit", { body: { kind: "loss", period: "day", amount: "100" } });
  await withStoredToken(page, token);
  await useEnglish(page);

  const game = await launchSlot(page);
  await game.getByRole("combobox", { name: "Stake" }).selectOption("100.00");
  const spin = game.getByRole("button", { name: "Spin" });
  const status = game.getByRole("status");
  const refusal = /^You have reached your daily loss limit of 100 THB: play resumes at 00:00 on /;
  // Wins put the loss back, so how many spins reach 100 lost is up to the reels; each lost spin of 100 reaches it.
  for (let spins = 0; spins < 200 && !refusal.test(await status.innerText()); spins++) {
    await spin.click();
    await expect.poll(async () => (await spin.isEnabled()) || refusal.test(await status.innerText())).toBe(true);
  }
  await expect(status).toHaveText(refusal);
  // The game stops: no more spins until the period resets.
  await expect(spin).toBeDisabled();
  await game.close();

  await dev(request, "POST", "/clock", { advanceMs: await untilNextBangkokDay(request) });
  // A session lasts at most 12 hours from sign-in: the next day starts with a new one.
  await withStoredToken(page, await loginToken(baseURL!));
  const again = await launchSlot(page);
  const balanceBefore = await again.locator("#balance").innerText();
  await again.getByRole("button", { name: "Spin" }).click();
  await expect(again.getByRole("status")).toHaveText(/^(You win \d|No win, try again)/);
  expect(await again.locator("#balance").innerText()).not.toBe(balanceBefore);
});

test("a 15-minute reality check appears over a game after 15 simulated minutes, with the session's time and net result; Stop playing closes the game", async ({ page, baseURL, request }) => {
  test.setTimeout(120_000);
  await skipPopups(page);
  await withStoredToken(page, await loginToken(baseURL!));
  await useEnglish(page);

  // The interval is chosen on the safer-play page (60 minutes until then).
  await open(page, "/member/responsibleGaming");
  const remind = page.getByRole("combobox", { name: "Remind me" });
  await expect(remind).toBeEnabled();
  await expect(remind.locator("option:checked")).toHaveText("Every 60 minutes");
  await remind.selectOption({ label: "Every 15 minutes" });
  await expect(remind).toBeEnabled();
  await expect(remind.locator("option:checked")).toHaveText("Every 15 minutes");

  // A game in the page: the sports book. One bet of the book's default stake, 10.
  await open(page, "/fbSports");
  const book = page.frameLocator('iframe[title="Sports book"]');
  await book.getByRole("button", { name: "Place bet" }).click();
  await expect(book.getByRole("status")).toHaveText(/^(You win [\d.]+|No win, try again)$/);
  const outcome = await book.getByRole("status").innerText();
  const net = Number(/You win ([\d.]+)/.exec(outcome)?.[1] ?? 0) - 10;
  const money = (n: number) => `฿${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const netText = net < 0 ? `Since you signed in you have lost ${money(-net)} net.` : net > 0 ? `Since you signed in you have won ${money(net)} net.` : "Since you signed in you have neither won nor lost.";

  await dev(request, "POST", "/clock", { advanceMs: 15 * 60_000 });
  // The page learns the time from the server: the game page opened again asks it, and the check is due.
  await open(page, "/fbSports");
  const dialog = page.getByRole("dialog", { name: "Reality check" });
  await expect(dialog).toBeVisible();
  await expect(page.locator('iframe[title="Sports book"]')).toBeVisible();
  await expect(dialog.getByTestId("reality-check-time")).toHaveText("You have been playing for 15 min in this session.");
  await expect(dialog.getByTestId("reality-check-net")).toHaveText(netText);
  // The focus is in the dialog, on Continue.
  await expect(dialog.getByRole("button", { name: "Continue" })).toBeFocused();
  await expect(dialog.getByRole("button", { name: "See my betting record" })).toBeVisible();

  await dialog.getByRole("button", { name: "Stop playing" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog).toBeHidden();
  await expect(page.locator('iframe[title="Sports book"]')).toHaveCount(0);

  // Acknowledged: a reload asks the server again and the same check does not come back.
  const asked = page.waitForResponse((response) => response.url().includes("/wps/relay/RG_realityCheck"));
  await page.reload();
  const answer = (await (await asked).json()) as { value: { nextAt: string; now: string } };
  expect(Date.parse(answer.value.nextAt)).toBeGreaterThan(Date.parse(answer.value.now));
  await expect(dialog).toHaveCount(0);
});
