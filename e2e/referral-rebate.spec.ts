import { expect, test, type Page } from "./fixtures";
import { steadyContext } from "./connection";
import { dismissPopups, loginToken, resetServer, withStoredToken } from "./support";

test.beforeEach(async ({ request }) => resetServer(request));

async function toEnglish(page: Page) {
  await page.getByRole("radiogroup", { name: "ภาษา" }).first().getByText("EN").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
}

test("invite friends: demo's link with its QR code, copy and share, the invited friends; the link prefills a visitor's registration", async ({ page, browser, baseURL, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await withStoredToken(page, await loginToken(baseURL!));
  await page.goto("/member/referral");
  await dismissPopups(page);
  const link = `${baseURL}/register?referralCode=DEMO2024`;

  // Thai first.
  await expect(page.getByRole("heading", { name: "ชวนเพื่อน" })).toBeVisible();
  await expect(page.getByTestId("referral-code")).toHaveText("DEMO2024");
  await expect(page.getByRole("textbox", { name: "ลิงก์เชิญของคุณ" })).toHaveValue(link);
  await expect(page.getByRole("img", { name: "คิวอาร์โค้ดของลิงก์เชิญของคุณ" })).toBeVisible();
  await page.getByRole("button", { name: "คัดลอกลิงก์" }).click();
  await expect(page.getByRole("status")).toHaveText("คัดลอกลิงก์แล้ว");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const friends = page.getByRole("table", { name: "เพื่อนที่ชวนมา" });
  await expect(friends.getByRole("row")).toHaveCount(5);
  await expect(friends.getByText("เล่นแล้ว")).toHaveCount(2);
  await expect(friends.getByText("สมัครแล้ว")).toHaveCount(2);

  // Then English: the same page, the share sheet when the browser has one.
  await toEnglish(page);
  await expect(page.getByRole("heading", { name: "Invite friends" })).toBeVisible();
  await expect(page.getByText("4 invited, 2 active")).toBeVisible();
  await page.getByRole("button", { name: "Copy code" }).click();
  await expect(page.getByRole("status")).toHaveText("Code copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("DEMO2024");
  await page.evaluate(() => {
    (window as unknown as { shared: unknown[] }).shared = [];
    Object.defineProperty(navigator, "share", { configurable: true, value: async (data: unknown) => void (window as unknown as { shared: unknown[] }).shared.push(data) });
  });
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByRole("status")).toHaveText("Link shared");
  expect(await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared)).toEqual([{ url: link }]);
  await expect(page.getByRole("table", { name: "Invited friends" }).getByRole("cell", { name: "Active" })).toHaveCount(2);

  // A visitor opens the link: the registration form carries demo's code.
  const visitor = await steadyContext(browser);
  const guest = await visitor.newPage();
  await guest.goto(link);
  await dismissPopups(guest);
  const form = guest.getByRole("dialog", { name: "สมัครสมาชิก" });
  await expect(form.getByRole("textbox", { name: "รหัสแนะนำจากเพื่อน", exact: true })).toHaveValue("DEMO2024");
  await visitor.close();
});

test("manual rebate: what is due per category at the spec's rates, one claim as a bonus entry, then nothing due", async ({ page, context, baseURL }) => {
  const token = await loginToken(baseURL!);
  await withStoredToken(page, token);
  // A second tab, opened before the claim: its claim comes too late.
  const late = await context.newPage();
  await withStoredToken(late, token);
  await late.goto("/member/manualRebate");
  await dismissPopups(late);
  await expect(late.getByTestId("rebate-total")).toHaveText("เงินคืนทั้งหมด: ฿13.93");
  await page.goto("/member/manualRebate");
  await dismissPopups(page);
  const balance = page.getByRole("group", { name: "ยอดเงินคงเหลือ" }).getByTestId("balance-amount");
  await expect(balance).toHaveText("฿1,000.00");

  // Thai first: slots 1.2 % of 500.00, card games none, 13.93 in all.
  const table = page.getByRole("table", { name: "เงินคืนตามประเภทเกม" });
  await expect(table.getByRole("row", { name: /สล็อต/ })).toContainText("1.2%");
  await expect(table.getByRole("row", { name: /สล็อต/ })).toContainText("฿6.00");
  await expect(table.getByRole("row", { name: /การ์ดเกม|เกมไพ่/ }).getByRole("cell", { name: "-", exact: true })).toHaveCount(2);
  await expect(page.getByTestId("rebate-total")).toHaveText("เงินคืนทั้งหมด: ฿13.93");
  await page.getByRole("button", { name: "รับเงินคืน" }).click();
  await expect(page.getByRole("status")).toHaveText("เงินคืน ฿13.93 เข้ากระเป๋าหลักแล้ว จาก 7 รายการเดิมพัน");
  await expect(balance).toHaveText("฿1,013.93");
  await expect(page.getByTestId("rebate-total")).toHaveText("เงินคืนทั้งหมด: ฿0.00");
  await expect(page.getByRole("button", { name: "รับเงินคืน" })).toBeDisabled();
  await late.getByRole("button", { name: "รับเงินคืน" }).click();
  await expect(late.getByRole("alert")).toHaveText("รับเงินคืนรายการนี้ไปแล้ว หน้านี้แสดงยอดที่รับได้ล่าสุด");
  await expect(late.getByTestId("rebate-total")).toHaveText("เงินคืนทั้งหมด: ฿0.00");
  await late.close();
  await expect(balance).toHaveText("฿1,013.93");

  // Then English: nothing due, the claim in the history and among the bonus details.
  await toEnglish(page);
  await expect(page.getByText("Nothing to claim yet: the rebate grows with your valid bets.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Claim rebate" })).toBeDisabled();
  await expect(page.getByRole("table", { name: "Rebate history" }).getByRole("cell", { name: "฿13.93" })).toBeVisible();
  await page.goto("/member/bonusDetails");
  // demo's seeded month has a rebate of its own (yesterday): this claim is the row with its amount.
  await expect(page.getByRole("row").filter({ has: page.getByRole("cell", { name: "Manual rebate", exact: true }) }).filter({ has: page.getByRole("cell", { name: "฿13.93", exact: true }) })).toBeVisible();
});
