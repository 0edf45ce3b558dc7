import { expect, test, type Browser, type Page } from "./fixtures";
import { steadyContext } from "./connection";
import { dev, dismissPopups, loginToken, resetServer, withStoredToken } from "./support";
import { skipPopups } from "./popups";

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

type Language = "th" | "en";

/** The labels the journeys use, in both interface languages. */
const T = {
  en: {
    username: "Username",
    password: "Password",
    confirmPassword: "Confirm password",
    subAgent: "Register as a sub-agent",
    registerDownline: "Register downline",
    registered: (u: string) => `${u} is registered as your direct downline and can sign in now.`,
    offer: "Offer a contract",
    downline: "Direct downline",
    rate: "Rate (%)",
    continue: "Continue",
    confirmOffer: "Confirm offer",
    confirmEnds: "Confirm and end these contracts",
    offerSent: "The offer was sent. It starts once the downline accepts it.",
    lowerRate: "This rate is lower than contracts below this downline. Once the downline accepts, these contracts end:",
    accept: "Accept",
    accepted: "You accepted the contract. It is active now.",
    ended: "These contracts ended:",
    ok: "OK",
    spin: "Spin",
    contracts: "Contracts",
    payments: "Payments",
    realtime: "Real-time salary",
    realtimePage: "Real-time salary contracts",
    records: "Records",
    wage: "Wage",
    paidToYou: "Paid to you",
    paidToHolder: "Paid to your holder",
    agentLogin: "Agent login",
    logIn: "Log in",
    nonAgent: "Non-agents cannot log in",
    endedStatus: "Ended",
    transfer: "Transfer",
    transferToDownline: "Transfer to downline",
    amount: "Amount",
    downlines: "Downlines",
    transferred: (u: string) => new RegExp(`^Transferred ฿100\\.00 to ${u}\\. Your balance is now ฿[\\d,]+\\.\\d\\d\\.$`),
  },
  th: {
    username: "ชื่อผู้ใช้",
    password: "รหัสผ่าน",
    confirmPassword: "ยืนยันรหัสผ่าน",
    subAgent: "ลงทะเบียนเป็นตัวแทนย่อย",
    registerDownline: "ลงทะเบียนดาวน์ไลน์",
    registered: (u: string) => `ลงทะเบียน ${u} เป็นดาวน์ไลน์โดยตรงของคุณแล้ว และเข้าสู่ระบบได้ทันที`,
    offer: "เสนอสัญญา",
    downline: "ดาวน์ไลน์โดยตรง",
    rate: "อัตรา (%)",
    continue: "ดำเนินการต่อ",
    confirmOffer: "ยืนยันข้อเสนอ",
    confirmEnds: "ยืนยันและสิ้นสุดสัญญาเหล่านี้",
    offerSent: "ส่งข้อเสนอแล้ว สัญญาจะเริ่มเมื่อดาวน์ไลน์ยอมรับ",
    lowerRate: "อัตรานี้ต่ำกว่าสัญญาที่อยู่ใต้ดาวน์ไลน์นี้ เมื่อดาวน์ไลน์ยอมรับ สัญญาเหล่านี้จะสิ้นสุด:",
    accept: "ยอมรับ",
    accepted: "คุณยอมรับสัญญาแล้ว สัญญามีผลแล้ว",
    ended: "สัญญาเหล่านี้สิ้นสุดแล้ว:",
    ok: "ตกลง",
    spin: "หมุน",
    contracts: "สัญญา",
    payments: "การจ่ายเงิน",
    realtime: "ค่าจ้างเรียลไทม์",
    realtimePage: "สัญญาค่าจ้างเรียลไทม์",
    records: "รายการ",
    wage: "ค่าจ้าง",
    paidToYou: "จ่ายให้คุณ",
    paidToHolder: "จ่ายให้ผู้ถือสัญญาของคุณ",
    agentLogin: "เข้าสู่ระบบตัวแทน",
    logIn: "เข้าสู่ระบบ",
    nonAgent: "เฉพาะตัวแทนเท่านั้นที่เข้าสู่ระบบได้",
    endedStatus: "สิ้นสุดแล้ว",
    transfer: "โอน",
    transferToDownline: "โอนให้ดาวน์ไลน์",
    amount: "จำนวนเงิน",
    downlines: "ดาวน์ไลน์",
    transferred: (u: string) => new RegExp(`^โอน ฿100\\.00 ให้ ${u} แล้ว ยอดเงินคงเหลือ ฿[\\d,]+\\.\\d\\d$`),
  },
} as const;

async function setLanguage(page: Page, language: Language) {
  await page.addInitScript((value) => {
    if (!localStorage.getItem("hisLang")) localStorage.setItem("hisLang", value);
  }, language.toUpperCase());
}

/** A page signed in as `username`, in its own browser context (two people act in turn). */
async function signedInPage(browser: Browser, baseURL: string, language: Language, username: string, password: string): Promise<Page> {
  const context = await steadyContext(browser);
  const page = await context.newPage();
  await skipPopups(page);
  await setLanguage(page, language);
  await withStoredToken(page, await loginToken(baseURL, username, password));
  return page;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await dismissPopups(page);
}

/** The header balance in baht. */
async function balanceOf(page: Page): Promise<number> {
  const amount = page.getByTestId("balance-amount").first();
  await expect(amount).toHaveText(/^฿[\d,]+\.\d\d$/);
  const text = await amount.innerText();
  return Number(text.replace(/[^\d.]/g, ""));
}

async function offer(page: Page, l: (typeof T)[Language], downline: string, rate: string) {
  await page.getByRole("button", { name: l.offer }).click();
  await page.getByRole("combobox", { name: l.downline }).selectOption({ label: downline });
  await page.getByRole("textbox", { name: l.rate }).fill(rate);
  await page.getByRole("button", { name: l.continue }).click();
}

for (const language of ["en", "th"] as const) {
  const l = T[language];

  test(`an agent registers a downline, offers a real-time salary, the downline accepts and plays, and five minutes later the wage is in the downline's wallet and records (${language})`, async ({ browser, request, baseURL }) => {
    test.setTimeout(120_000);
    const username = `rt${language}${Date.now().toString(36).slice(-5)}`;
    const password = "Play12345";

    // The agent registers a sub-agent under themselves.
    const agent = await signedInPage(browser, baseURL!, language, "agent", "Agent1234");
    await open(agent, "/agent/registerCenter");
    await agent.getByRole("textbox", { name: l.username }).fill(username);
    await agent.getByLabel(new RegExp(`^${l.password}`)).fill(password);
    await agent.getByLabel(new RegExp(`^${l.confirmPassword}`)).fill(password);
    await agent.getByRole("checkbox", { name: l.subAgent }).check();
    await agent.getByRole("button", { name: l.registerDownline }).click();
    await expect(agent.getByRole("status")).toHaveText(l.registered(username));

    // ... gives them money to play with (a transfer to a direct downline, the amounts in the success message) ...
    await open(agent, "/agent/downlineManagmentView");
    await agent.getByRole("table", { name: l.downlines }).getByRole("row").filter({ hasText: username }).getByRole("button", { name: l.transfer }).click();
    const transfer = agent.getByRole("dialog", { name: l.transferToDownline });
    await transfer.getByRole("textbox", { name: l.amount }).fill("100");
    await transfer.getByRole("button", { name: l.transferToDownline }).click();
    await expect(transfer.getByRole("status")).toHaveText(l.transferred(username));
    await agent.keyboard.press("Escape");

    // ... and offers a real-time salary contract of 1%.
    await open(agent, "/agent/agentRealtimeSalary");
    await offer(agent, l, username, "1");
    await agent.getByRole("button", { name: l.confirmOffer }).click();
    await expect(agent.getByRole("status")).toHaveText(l.offerSent);

    // The downline sees the request (red count in the side menu) and accepts it.
    const downline = await signedInPage(browser, baseURL!, language, username, password);
    await open(downline, "/agent/agentRealtimeSalary");
    await expect(downline.getByRole("navigation").getByRole("link", { name: `${l.realtimePage} 1` })).toBeVisible();
    const row = downline.getByRole("table", { name: l.contracts }).getByRole("row").filter({ hasText: username });
    await row.getByRole("button", { name: l.accept }).click();
    await downline.getByRole("button", { name: l.accept }).click();
    await expect(downline.getByRole("status")).toHaveText(l.accepted);
    await downline.getByRole("button", { name: l.ok }).click();
    await expect(downline.getByRole("navigation").getByRole("link", { name: l.realtimePage, exact: true })).toBeVisible();

    // The downline plays the demo game: three spins of 10.
    const { url } = (await dev(request, "POST", "/launch-ticket", { username })) as { url: string };
    await downline.goto(url);
    for (let i = 0; i < 3; i += 1) {
      await downline.getByRole("button", { name: l.spin }).click();
      await expect(downline.getByRole("status")).not.toHaveText("");
      await expect(downline.getByRole("button", { name: l.spin })).toBeEnabled();
    }

    // Five simulated minutes later the wage (1% of the downline's 30.00 of bets) is settled and paid to the downline, who
    // holds the contract; the agent is the top, so the house pays it and the agent's wallet stays as it was.
    await open(downline, "/agent/agentRealtimeSalary");
    const downlineBefore = await balanceOf(downline);
    await open(agent, "/agent/agentRealtimeSalary");
    const agentBefore = await balanceOf(agent);
    await dev(request, "POST", "/clock", { advanceMs: 5 * 60 * 1000 });
    await open(downline, "/agent/agentRealtimeSalary");
    const received = downline.getByRole("table", { name: l.payments }).getByRole("row").filter({ hasText: username }).first();
    await expect(received).toContainText("฿0.30");
    await expect(received).toContainText(l.paidToYou);
    await expect.poll(() => balanceOf(downline)).toBeCloseTo(downlineBefore + 0.3, 2);
    await open(downline, "/member/bonusDetails");
    const wage = downline.getByRole("table", { name: l.records }).getByRole("row").filter({ hasText: l.wage }).first();
    await expect(wage).toContainText("฿0.30");

    // The agent sees the payment to its holder in the contract's records; its own wallet did not pay it.
    await open(agent, "/agent/agentRealtimeSalary");
    const paid = agent.getByRole("table", { name: l.payments }).getByRole("row").filter({ hasText: username }).first();
    await expect(paid).toContainText("฿0.30");
    await expect(paid).toContainText(l.paidToHolder);
    expect(await balanceOf(agent)).toBeCloseTo(agentBefore, 2);
  });

  test(`a lower-rate offer ends a downline's contract, and the upline is warned before confirming (${language})`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    // Seed: agent -> subagent real-time 1.50 %, subagent -> subagent3 real-time 1.00 %.
    const agent = await signedInPage(browser, baseURL!, language, "agent", "Agent1234");
    await open(agent, "/agent/agentRealtimeSalary");
    await offer(agent, l, "subagent", "0.8");
    const warning = agent.getByRole("alert").filter({ hasText: l.lowerRate });
    await expect(warning).toContainText("subagent → subagent3: 1%");
    await agent.getByRole("button", { name: l.confirmEnds }).click();
    await expect(agent.getByRole("status")).toContainText(l.offerSent);
    await expect(agent.getByRole("status")).toContainText("subagent → subagent3: 1%");

    const subagent = await signedInPage(browser, baseURL!, language, "subagent", "Sub12345");
    await open(subagent, "/agent/agentRealtimeSalary");
    const offered = subagent.getByRole("table", { name: l.contracts }).getByRole("row").filter({ hasText: "0.8%" });
    await offered.getByRole("button", { name: l.accept }).click();
    await subagent.getByRole("button", { name: l.accept }).click();
    await expect(subagent.getByRole("status")).toContainText(l.accepted);
    await expect(subagent.getByRole("status")).toContainText(l.ended);
    await expect(subagent.getByRole("status")).toContainText("subagent → subagent3: 1%");
    await subagent.getByRole("button", { name: l.ok }).click();
    const ended = subagent.getByRole("table", { name: l.contracts }).getByRole("row").filter({ hasText: "subagent3" }).filter({ hasText: "1%" });
    await expect(ended).toContainText(l.endedStatus);
  });

  test(`a non-agent on the agent login page cannot log in (${language})`, async ({ page }) => {
    await setLanguage(page, language);
    await page.goto("/agentHome");
    await dismissPopups(page);
    const card = page.getByRole("region", { name: l.agentLogin });
    await card.getByRole("textbox", { name: l.username, exact: true }).fill("demo");
    await card.getByRole("textbox", { name: l.password, exact: true }).fill("Demo1234");
    await card.getByRole("button", { name: l.logIn }).click();
    await expect(page.getByText(l.nonAgent)).toBeVisible();
  });
}
