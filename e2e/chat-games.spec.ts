import { expect, test, type Page } from "./fixtures";
import { dev, dismissPopups, loginToken, resetServer, withStoredToken } from "./support";

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

const toEnglish = (page: Page) => page.getByRole("radiogroup", { name: "ภาษา" }).first().getByText("EN").click();

test("live chat: the side bar opens it, member and operator talk in two pages, a dropped socket loses nothing (TH, then EN)", async ({ page, context, request, baseURL }) => {
  await withStoredToken(page, await loginToken(baseURL!));
  await page.goto("/");
  await dismissPopups(page);

  // The side bar's first link: the site's own chat page in a window of its own, with the member's session.
  const [chat] = await Promise.all([page.waitForEvent("popup"), page.getByRole("navigation", { name: "ฝ่ายบริการลูกค้า" }).getByRole("button").first().click()]);
  await expect(chat).toHaveURL(/\/liveChat$/);
  await expect(chat.getByRole("heading", { name: "แชทสด" })).toBeVisible();
  await expect(chat.getByText("เชื่อมต่อแล้ว")).toBeVisible();
  const box = chat.getByRole("textbox", { name: "ข้อความ" });
  await box.fill("สวัสดีครับ ขอสอบถามเรื่องการถอนเงิน");
  await box.press("Enter");
  const log = chat.getByRole("log", { name: "ข้อความ" });
  await expect(log.getByText("สวัสดีครับ ขอสอบถามเรื่องการถอนเงิน")).toBeVisible();

  // Script is refused with a clear message, and nothing is stored.
  await box.fill("<script>alert(1)</script>");
  await box.press("Enter");
  await expect(chat.getByText("ข้อความมีอักขระที่ไม่อนุญาต (< > หรืออักขระควบคุม)")).toBeVisible();
  await box.fill("");

  // The operator's page (dev routes): the member's conversation, a reply, the read mark.
  const operator = await context.newPage();
  await operator.goto("/dev/chat");
  await operator.getByRole("button", { name: /^demo/ }).click();
  await expect(operator.getByRole("log").getByText("demo: สวัสดีครับ ขอสอบถามเรื่องการถอนเงิน")).toBeVisible();
  await expect(operator.getByRole("log").getByText("<script>")).toHaveCount(0);
  await expect(operator.locator("#status")).toHaveText(/Connected|Read/);
  await operator.getByRole("textbox", { name: "Reply" }).fill("ยินดีให้บริการค่ะ");
  await operator.getByRole("button", { name: "Send" }).click();
  await expect(log.getByText("ยินดีให้บริการค่ะ")).toBeVisible();
  await expect(operator.locator("#status")).toHaveText("Read / อ่านแล้ว");

  // The network drops the member's socket; the operator writes twice meanwhile; the chat resumes from the last id.
  expect(await dev(request, "POST", "/chat/drop", {})).toEqual({ dropped: 1 });
  for (const line of ["ยังอยู่ไหมคะ", "รอสักครู่นะคะ"]) {
    await operator.getByRole("textbox", { name: "Reply" }).fill(line);
    await operator.getByRole("button", { name: "Send" }).click();
    await expect(operator.getByRole("log").getByText(`Support: ${line}`)).toBeVisible();
  }
  await expect(log.getByText("รอสักครู่นะคะ")).toBeVisible();
  await expect(chat.getByText("เชื่อมต่อแล้ว")).toBeVisible();
  for (const line of ["สวัสดีครับ ขอสอบถามเรื่องการถอนเงิน", "ยินดีให้บริการค่ะ", "ยังอยู่ไหมคะ", "รอสักครู่นะคะ"]) await expect(log.getByText(line, { exact: true })).toHaveCount(1);

  // English (switched on the site; the chat window opens again in English): the history comes back from the server.
  await toEnglish(page);
  await expect(page.getByRole("radiogroup", { name: "Language" }).first()).toBeVisible();
  await chat.reload();
  await expect(chat.getByRole("heading", { name: "Live chat" })).toBeVisible();
  await expect(chat.getByText("Connected")).toBeVisible();
  for (const line of ["สวัสดีครับ ขอสอบถามเรื่องการถอนเงิน", "ยินดีให้บริการค่ะ", "ยังอยู่ไหมคะ", "รอสักครู่นะคะ"]) await expect(chat.getByRole("log", { name: "Messages" }).getByText(line, { exact: true })).toHaveCount(1);
  await chat.getByRole("textbox", { name: "Message" }).fill("x".repeat(501));
  await chat.getByRole("textbox", { name: "Message" }).press("Enter");
  await expect(chat.getByText("The message is too long: at most 500 characters.")).toBeVisible();
  await chat.getByRole("textbox", { name: "Message" }).fill("Thank you");
  await chat.getByRole("textbox", { name: "Message" }).press("Enter");
  await expect(operator.getByRole("log").getByText("demo: Thank you")).toBeVisible();
});

test.describe("with the connection chooser", () => {
  test.use({ connectionChooser: true });

  test("a slow address opens the chooser, which times both routes and hands the session over to the faster one", async ({ page, request, baseURL }) => {
    // This address answers slowly: the connection chooser opens by itself, times both routes, Enter goes to the best.
    await dev(request, "POST", "/domain-delay", { host: "127.0.0.1", delayMs: 2600 });
    // Signed in at this address only (sessionStorage belongs to one address): Enter hands the session over.
    const first = await loginToken(baseURL!);
    await page.addInitScript((value) => {
      if (location.hostname === "127.0.0.1") sessionStorage.setItem("token", value);
    }, first);
    await page.goto("/pvp");
    const chooser = page.getByRole("dialog", { name: "เลือกการเชื่อมต่อที่ดีที่สุด" });
    await expect(chooser.getByText("ที่อยู่นี้ตอบสนองช้า ลองใช้ที่อยู่ที่เร็วกว่า")).toBeVisible();
    await expect(chooser.getByRole("radio", { name: "localhost" })).toBeChecked({ timeout: 15_000 });
    await expect(chooser.getByText(/^\d+ มิลลิวินาที$/)).toHaveCount(2);
    await chooser.getByRole("button", { name: "เข้าใช้งาน" }).click();
    // Still signed in there, and the one-time code has left the address bar (the token never was in it).
    await expect(page.getByRole("group", { name: "ยอดเงินคงเหลือ" })).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/pvp$/);
    expect(await page.evaluate(() => sessionStorage.getItem("token"))).not.toBe(first);
  });
});

test("PVP lists the tables and joins one; the lucky wheel pays once a day (TH, then EN)", async ({ page, request, baseURL }) => {
  // A visitor is asked to log in.
  await page.goto("/pvp");
  await dismissPopups(page);
  await page.getByRole("button", { name: "วงล้อนำโชค" }).click();
  await expect(page.getByRole("dialog", { name: "เข้าสู่ระบบ" })).toBeVisible();

  const token = await loginToken(baseURL!);
  await withStoredToken(page, token);
  await page.goto("/pvp");
  await dismissPopups(page);
  const tables = page.getByRole("region", { name: "โต๊ะเกมไพ่" });
  for (const table of ["Pok Deng A", "Pok Deng B", "Texas Hold'em VIP", "Dummy"]) await expect(tables.getByLabel(table, { exact: true })).toBeVisible();
  await expect(tables.getByLabel("Texas Hold'em VIP", { exact: true }).getByText("เต็ม")).toBeVisible();
  await expect(tables.getByLabel("Pok Deng A", { exact: true }).getByText("นั่งแล้ว 4 จาก 6")).toBeVisible();
  const [game] = await Promise.all([page.waitForEvent("popup"), tables.getByRole("button", { name: "เข้าร่วม Pok Deng A" }).click()]);
  await expect(game).toHaveURL(/\/demo-game\?ticket=/);
  await game.close();

  // The wheel: one spin, paid once; a second try the same day (the API, in parallel) pays nothing.
  const balanceBefore = await page.getByRole("group", { name: "ยอดเงินคงเหลือ" }).getByTestId("balance-amount").innerText();
  await page.getByRole("button", { name: "วงล้อนำโชค" }).click();
  const wheel = page.getByRole("dialog", { name: "วงล้อนำโชค" });
  await wheel.getByRole("button", { name: "หมุนวงล้อ" }).click();
  await expect(wheel.getByRole("status")).toHaveText(/คุณได้รับ|ครั้งนี้ไม่ได้รับรางวัล/);
  await expect(wheel.getByText(/โอกาสครั้งถัดไป/)).toBeVisible();
  await expect(wheel.getByRole("button", { name: "หมุนวงล้อ" })).toHaveCount(0);
  const again = await Promise.all(
    [1, 2].map((n) => request.post("/wps/relay/MGS_wheelSpin", { headers: { Authorization: token, "Idempotency-Key": `e2e-second-spin-${n}`, Language: "EN" }, data: {} })),
  );
  for (const answer of again) expect(((await answer.json()) as { errorCode?: string }).errorCode).toBe("WHEEL_ALREADY_SPUN");
  const spins = (await (await request.get("/wps/relay/MGS_wheelStatus", { headers: { Authorization: token } })).json()) as { value: { today: { amount: number } } };
  const won = spins.value.today.amount;
  const toNumber = (text: string) => Number(text.replace(/[^0-9.]/g, ""));
  await expect.poll(async () => toNumber(await page.getByRole("group", { name: "ยอดเงินคงเหลือ" }).getByTestId("balance-amount").innerText())).toBe(toNumber(balanceBefore) + won);
  await page.keyboard.press("Escape");

  // English: the wheel shows today's result and the next chance.
  await toEnglish(page);
  await expect(page.getByRole("region", { name: "Card-game tables" }).getByLabel("Dummy", { exact: true }).getByText("Seated 2 of 4")).toBeVisible();
  await page.getByRole("button", { name: "Lucky wheel" }).click();
  const wheelEn = page.getByRole("dialog", { name: "Lucky wheel" });
  await expect(wheelEn.getByRole("status")).toHaveText(won > 0 ? /Today you won/ : "No prize this time.");
  await expect(wheelEn.getByText(/^Next chance: /)).toBeVisible();
});

test("chat rooms: a closed room says so, an open room takes a message and closes while open", async ({ page, request, baseURL }) => {
  await withStoredToken(page, await loginToken(baseURL!));
  await page.goto("/pvp");
  await dismissPopups(page);
  await page.getByRole("button", { name: "ห้องแชท" }).click();
  const rooms = page.getByRole("dialog", { name: "ห้องแชท" });
  await expect(rooms.getByRole("listitem").filter({ hasText: "Fah" }).getByText("ปิดอยู่")).toBeVisible();
  await rooms.getByRole("button", { name: "เข้าห้องของ Ploy" }).click();
  await expect(rooms.getByText("เชื่อมต่อแล้ว")).toBeVisible();
  await rooms.getByRole("textbox", { name: "ข้อความ" }).fill("สวัสดี Ploy");
  await rooms.getByRole("textbox", { name: "ข้อความ" }).press("Enter");
  await expect(rooms.getByRole("log").getByText("สวัสดี Ploy")).toBeVisible();
  await dev(request, "POST", "/chat/rooms/mdl_8f2k1q", { open: false });
  await expect(rooms.getByText("ห้องแชทนี้ปิดอยู่ในขณะนี้")).toBeVisible();
  await page.keyboard.press("Escape");
});
