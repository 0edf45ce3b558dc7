import { expect, test, type Page } from "./fixtures";
import { dev, dismissPopups, loginToken, memberClient, resetServer, sentRequestNumber, useEnglish, withStoredToken } from "./support";

/** How the pages write an amount in English: "฿1,380.00". */
const baht = (n: number) => `฿${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

async function open(page: Page, path: string) {
  await page.goto(path);
  await dismissPopups(page);
}

test("deposit, approval, transfer, play, withdraw, approval, receipt confirmation and the records, in English", async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  await useEnglish(page);
  const token = await loginToken(baseURL!);
  await withStoredToken(page, token);
  // demo's seeded month is in the records' default week too: what this test adds is measured from it.
  const weekBefore = await memberClient(baseURL!, token).request("profitAndLoss");

  // Deposit and the operator's approval.
  await open(page, "/member/depositv2");
  await page.getByRole("button", { name: "Deposit tutorial" }).click();
  await expect(page.getByRole("dialog", { name: "Deposit tutorial" }).getByText("Transfer that amount from your bound bank account")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("textbox", { name: "Amount" }).fill("500");
  await page.getByRole("button", { name: "Send deposit request" }).click();
  const depositId = await sentRequestNumber(page, "Deposit", "฿500.00");
  await dev(request, "POST", `/deposits/${depositId}`, { decision: "approve" });
  // The header balance follows the approval by itself (it checks within 5 s while a request is pending): no refresh.
  await expect(page.getByRole("group", { name: "Balance" }).getByTestId("balance-amount")).toHaveText("฿1,500.00");
  await page.getByRole("button", { name: "Refresh status" }).click();
  await expect(page.getByRole("table", { name: "Deposit requests" }).getByRole("row").filter({ has: page.getByRole("cell", { name: String(depositId), exact: true }) }).getByText("Approved")).toBeVisible();

  // Transfer to a game wallet and recall it.
  await open(page, "/member/transferFund");
  await expect(page.getByTestId("wallet-0")).toHaveText("฿1,500.00");
  await page.getByRole("textbox", { name: "Amount" }).fill("100");
  await page.getByRole("button", { name: "Transfer", exact: true }).click();
  await expect(page.getByText("Transferred ฿100.00")).toBeVisible();
  await expect(page.getByTestId("wallet-0")).toHaveText("฿1,400.00");
  await expect(page.getByTestId("wallet-101")).toHaveText("฿100.00");
  await expect(page.getByRole("group", { name: "Balance" }).getByTestId("balance-amount")).toHaveText("฿1,500.00");
  await page.getByRole("button", { name: "Recall all to main wallet" }).click();
  await expect(page.getByTestId("wallet-0")).toHaveText("฿1,500.00");

  // Play the demo game: three spins of 10.
  const { url } = (await dev(request, "POST", "/launch-ticket", { username: "demo" })) as { url: string };
  await page.goto(url);
  for (let i = 0; i < 3; i += 1) {
    await page.getByRole("button", { name: "Spin" }).click();
    await expect(page.getByRole("status")).not.toHaveText("");
    await expect(page.getByRole("button", { name: "Spin" })).toBeEnabled();
  }
  const afterGame = Number((await page.locator("#balance").innerText()).replace(/,/g, ""));

  // Withdraw: bind a bank account first, then the operator pays and the member confirms receipt.
  await open(page, "/member/withdraw");
  await page.getByRole("combobox", { name: "Bank" }).selectOption("KBANK");
  await page.getByRole("textbox", { name: "Account number" }).fill("1234567890");
  await page.getByRole("textbox", { name: "Account name" }).fill("Demo Member");
  await page.getByLabel("New payment password (6 digits)").fill("123456");
  // Binding where withdrawals go is a security change: a wrong login password is refused, the right one binds.
  await page.getByLabel("Login password").fill("Guess1234");
  await page.getByRole("button", { name: "Bind bank account" }).click();
  await expect(page.getByText("The login password is incorrect")).toBeVisible();
  await page.getByLabel("Login password").fill("Demo1234");
  await page.getByRole("button", { name: "Bind bank account" }).click();
  await expect(page.getByText("To: Kasikornbank ******7890 (Demo Member)")).toBeVisible();
  await page.getByRole("textbox", { name: "Amount" }).fill("200");
  await page.getByLabel("Payment password").fill("123456");
  await page.getByRole("button", { name: "Withdraw", exact: true }).click();
  const withdrawalId = await sentRequestNumber(page, "Withdrawal", "฿200.00");
  await dev(request, "POST", `/withdrawals/${withdrawalId}`, { decision: "approve" });
  await page.getByRole("button", { name: "Refresh status" }).click();
  await page.getByRole("button", { name: "Confirm receipt" }).click();
  const confirm = page.getByRole("dialog", { name: "Withdrawal confirmation" });
  await confirm.getByLabel("All received").check();
  await confirm.getByRole("button", { name: "Continue" }).click();
  await expect(confirm.getByText("A forced receipt is final: the amount is not refunded.")).toBeVisible();
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(confirm.getByText("Thank you: your confirmation was recorded.")).toBeVisible();
  await confirm.getByRole("button", { name: "Close", exact: true }).click();
  await expect(page.getByRole("table", { name: "Withdrawals" }).getByRole("row").filter({ has: page.getByRole("cell", { name: String(withdrawalId), exact: true }) }).getByText("Received")).toBeVisible();

  // Every movement is in the records.
  await open(page, "/member/transactionHistory");
  const rows = page.getByRole("table", { name: "Records" });
  for (const kind of ["Deposit", "Transfer", "Recall", "Bet", "Withdrawal"]) await expect(rows.getByRole("cell", { name: kind, exact: true }).first()).toBeVisible();
  await open(page, "/member/personalHistoryCopy");
  // The three spins, beside the seeded rounds of the week.
  await expect(page.getByRole("table", { name: "Records" }).getByRole("row").filter({ hasText: "Demo slot (DEMO)" })).toHaveCount(3);
  await open(page, "/member/personalProfit");
  const summary = page.getByRole("list", { name: "Profit and loss" });
  await expect(summary.getByRole("listitem").filter({ hasText: /^Bets/ })).toHaveText(`Bets${baht(weekBefore.betAmount + 30)}`);
  await expect(summary.getByRole("listitem").filter({ hasText: /^Deposits/ })).toHaveText(`Deposits${baht(weekBefore.depositAmount + 500)}`);
  expect(afterGame).toBeGreaterThan(0);
});

test("Thai: bad amounts get their messages, a double click sends one transfer", async ({ page, baseURL }) => {
  await withStoredToken(page, await loginToken(baseURL!));
  await open(page, "/member/transferFund");
  await expect(page.getByRole("heading", { name: "โอนเงิน" })).toBeVisible();
  const amount = page.getByRole("textbox", { name: "จำนวนเงิน" });
  const submit = page.getByRole("button", { name: "โอน", exact: true });
  const cases: [string, string][] = [
    ["0", "จำนวนเงินต้องมากกว่า 0"],
    ["-5", "จำนวนเงินต้องไม่ติดลบ"],
    ["1.005", "ใช้ทศนิยมไม่เกิน 2 ตำแหน่ง"],
    ["1e3", "กรุณากรอกจำนวนเงินเป็นตัวเลขธรรมดา ไม่ใช่สัญกรณ์วิทยาศาสตร์"],
    ["1,000", "กรุณากรอกจำนวนเงินโดยไม่มีเครื่องหมายคั่นหรือช่องว่าง"],
    ["1000.01", "จำนวนเงินมากกว่ายอดเงินคงเหลือ"],
  ];
  let transfers = 0;
  page.on("request", (r) => {
    if (r.url().includes("GCS_walletTransfer")) transfers += 1;
  });
  for (const [text, message] of cases) {
    await amount.fill(text);
    await submit.click();
    await expect(page.getByText(message)).toBeVisible();
  }
  expect(transfers).toBe(0);
  await amount.fill("10");
  await submit.dblclick();
  await expect(page.getByText("โอนแล้ว ฿10.00")).toBeVisible();
  await expect(page.getByTestId("wallet-0")).toHaveText("฿990.00");
  expect(transfers).toBe(1);
});

test("Thai: binding a bank account asks for the login password; the session token alone is refused", async ({ page, request, baseURL }) => {
  const token = await loginToken(baseURL!, "player1", "Player123");
  // The token alone, as a thief holding it would send it: refused, and nothing is bound.
  const alone = await request.post("/wps/relay/PAY_bindBankAccount", {
    headers: { Authorization: token, Language: "TH" },
    data: { bankCode: "SCB", accountNumber: "9999999999", accountName: "Thief Account", paymentPassword: "999111" },
  });
  expect(await alone.json()).toMatchObject({ success: false, errorCode: "LOGIN_PASSWORD_REQUIRED", message: "กรุณากรอกรหัสผ่านเข้าสู่ระบบเพื่อยืนยันการเปลี่ยนแปลงนี้" });

  await withStoredToken(page, token);
  await open(page, "/member/withdraw");
  let binds = 0;
  page.on("request", (r) => {
    if (r.url().includes("PAY_bindBankAccount")) binds += 1;
  });
  await page.getByRole("combobox", { name: "ธนาคาร" }).selectOption("KBANK");
  await page.getByRole("textbox", { name: "เลขที่บัญชี" }).fill("1234567890");
  await page.getByRole("textbox", { name: "ชื่อบัญชี" }).fill("สมชาย ใจดี");
  await page.getByLabel("ตั้งรหัสผ่านการเงินใหม่ (6 หลัก)").fill("123456");
  const bind = page.getByRole("button", { name: "ผูกบัญชีธนาคาร" });
  await bind.click();
  await expect(page.getByText("กรุณากรอกรหัสผ่านเข้าสู่ระบบเพื่อยืนยันการเปลี่ยนแปลงนี้")).toBeVisible();
  expect(binds).toBe(0);
  await page.getByLabel("รหัสผ่านเข้าสู่ระบบ").fill("Player123");
  await bind.click();
  await expect(page.getByText("******7890")).toBeVisible();
  expect(binds).toBe(1);
});

const PHONE = { width: 360, height: 740 };

/** The number of the request of ฿300.00 the Thai page says was sent (demo's seeded month holds earlier ones). */
async function sentThaiRequestNumber(page: Page, sent: "ส่งคำขอฝากเงิน" | "ส่งคำขอถอนเงิน"): Promise<number> {
  const line = page.getByText(new RegExp(`^${sent} #\\d+ จำนวน ฿300\\.00 แล้ว`));
  await expect(line).toBeVisible();
  return Number(/#(\d+)/.exec(await line.innerText())?.[1]);
}

test("phone, Thai: a deposit's row turns approved once the operator approves it, with no press of อัปเดตสถานะ", async ({ page, request, baseURL }) => {
  await withStoredToken(page, await loginToken(baseURL!));
  await page.setViewportSize(PHONE);
  await open(page, "/member/depositv2");
  await page.getByRole("textbox", { name: "จำนวนเงิน" }).fill("300");
  await page.getByRole("button", { name: "ส่งคำขอฝากเงิน" }).click();
  const deposit = await sentThaiRequestNumber(page, "ส่งคำขอฝากเงิน");
  const status = page.getByRole("table", { name: "รายการฝากเงิน" }).getByTestId("request-status").first();
  await expect(status).toHaveText("รอดำเนินการ");
  // The player starts typing the next amount: the list's reading must leave it as it is.
  await page.getByRole("textbox", { name: "จำนวนเงิน" }).fill("150");
  await dev(request, "POST", `/deposits/${deposit}`, { decision: "approve" });
  // The header balance checks within 5 s while a request is pending; the list follows that change.
  await expect(status).toHaveText("อนุมัติแล้ว", { timeout: 15_000 });
  await expect(page.getByRole("group", { name: "ยอดเงินคงเหลือ" }).getByTestId("balance-amount")).toHaveText("฿1,300.00");
  await expect(page.getByRole("textbox", { name: "จำนวนเงิน" })).toHaveValue("150");
});

test("phone, Thai: a withdrawal's row turns paid once the operator pays it, with no press of อัปเดตสถานะ", async ({ page, request, baseURL }) => {
  const token = await loginToken(baseURL!);
  const bound = await request.post("/wps/relay/PAY_bindBankAccount", {
    headers: { Authorization: token },
    data: { bankCode: "KBANK", accountNumber: "1234567890", accountName: "Demo Member", paymentPassword: "123456", loginPassword: "Demo1234" },
  });
  expect(await bound.json()).toMatchObject({ success: true });
  await withStoredToken(page, token);
  await page.setViewportSize(PHONE);
  await open(page, "/member/withdraw");
  await page.getByRole("textbox", { name: "จำนวนเงิน" }).fill("300");
  await page.getByLabel("รหัสผ่านการถอนเงิน").fill("123456");
  await page.getByRole("button", { name: "ถอนเงิน", exact: true }).click();
  const withdrawal = await sentThaiRequestNumber(page, "ส่งคำขอถอนเงิน");
  const status = page.getByRole("table", { name: "รายการถอนเงิน" }).getByTestId("request-status").first();
  await expect(status).toHaveText("รอดำเนินการ");
  await dev(request, "POST", `/withdrawals/${withdrawal}`, { decision: "approve" });
  await expect(status).toHaveText("จ่ายแล้ว: กรุณายืนยันการรับเงิน", { timeout: 15_000 });
  await expect(page.getByRole("button", { name: "ยืนยันการรับเงิน", exact: true })).toBeVisible();
});
