import { VIP_NAMES_TH } from "../server/points/config";
import { SEED_MEMBERS } from "../server/seed-data";
import { expect, test, type Page } from "./fixtures";
import { dev, dismissPopups, loginToken, resetServer, withStoredToken } from "./support";

test.beforeEach(async ({ request }) => resetServer(request));

async function toEnglish(page: Page) {
  await page.getByRole("radiogroup", { name: "ภาษา" }).first().getByText("EN").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
}

test("points mall: a visitor sees rewards and is asked to log in; demo redeems and converts with the password (TH, then EN)", async ({ page, baseURL }) => {
  await page.goto("/pointMall");
  await dismissPopups(page);
  await expect(page.getByRole("heading", { name: "ของรางวัล" })).toBeVisible();
  await expect(page.getByText("หมดแล้ว")).toBeVisible();
  await page.getByRole("button", { name: "แลก บัตรกำนัลเติมเงิน 100 บาท" }).click();
  await expect(page.getByRole("dialog").getByRole("button", { name: "เข้าสู่ระบบ" }).first()).toBeVisible();
  await page.keyboard.press("Escape");

  await withStoredToken(page, await loginToken(baseURL!));
  await page.goto("/pointMall");
  await dismissPopups(page);
  // Seed: 900 redeem points, 48 live (2,000.00 and 300.00 of live bets, and demo's month of live rounds worth 25, at
  // 1 point per 100.00 a round; docs/features.md "Points" and "demo's last month").
  await expect(page.getByTestId("points-redeem")).toContainText("900");
  await expect(page.getByTestId("points-live")).toContainText("48");
  await page.getByRole("button", { name: "แลก บัตรกำนัลเติมเงิน 100 บาท" }).click();
  const redeem = page.getByRole("dialog", { name: "แลกของรางวัล" });
  await redeem.getByRole("button", { name: "ยืนยันการแลก" }).click();
  await expect(redeem.getByText("กรุณากรอกรหัสผ่านเข้าสู่ระบบ")).toBeVisible();
  await redeem.getByLabel("รหัสผ่านเข้าสู่ระบบ").fill("Wrong1234");
  await redeem.getByRole("button", { name: "ยืนยันการแลก" }).click();
  await expect(redeem.getByRole("alert")).toHaveText("รหัสผ่านไม่ถูกต้อง");
  await redeem.getByLabel("รหัสผ่านเข้าสู่ระบบ").fill("Demo1234");
  await redeem.getByRole("button", { name: "ยืนยันการแลก" }).click();
  await expect(redeem.getByRole("status")).toHaveText("แลก บัตรกำนัลเติมเงิน 100 บาท แล้ว: 100 คะแนน สถานะ: กำลังดำเนินการ คะแนนคงเหลือ: 800");
  // The dialog's own close button is also "ปิด": the one under the message is the last.
  await redeem.getByRole("button", { name: "ปิด" }).last().click();
  await expect(page.getByTestId("points-redeem")).toContainText("800");

  await toEnglish(page);
  await expect(page.getByRole("heading", { name: "Rewards" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Redeem history" }).getByText("In Process").first()).toBeVisible();
  await page.getByRole("button", { name: "Convert points" }).click();
  const convert = page.getByRole("dialog", { name: "Convert points to money" });
  await convert.getByLabel("Points to convert").fill("60");
  await convert.getByLabel("Login password").fill("Demo1234");
  await convert.getByRole("button", { name: "Convert", exact: true }).click();
  await expect(convert.getByRole("alert")).toHaveText("Not enough points");
  await convert.getByLabel("Points to convert").fill("20");
  await convert.getByRole("button", { name: "Convert", exact: true }).click();
  // getPointConfig: live points convert at 0.10 each.
  await expect(convert.getByRole("status")).toHaveText("20 points converted to ฿2.00. Your balance is now ฿1,002.00.");
  await convert.getByRole("button", { name: "Close", exact: true }).click();
  await expect(page.getByRole("group", { name: "Balance" }).getByTestId("balance-amount")).toHaveText("฿1,002.00");
});

test("VIP page from the header label, and the red envelope of an event started by the dev route (TH, then EN)", async ({ page, request, baseURL }) => {
  await withStoredToken(page, await loginToken(baseURL!));
  await page.goto("/");
  await dismissPopups(page);
  // The VIP label in Thai: the seed's level name through the ladder's Thai names.
  const gold = VIP_NAMES_TH[SEED_MEMBERS.find((m) => m.username === "demo")!.clubLabel!]!;
  await page.getByRole("link", { name: gold }).first().click();
  await expect(page).toHaveURL(/\/vip$/);
  await expect(page.getByText(`ระดับของคุณ: ${gold} (VIP 3)`)).toBeVisible();
  // Seed: 5,000.00 deposited and bet, and demo's month of 3,500.00 in deposits; Ruby (VIP 4) needs 20,000.00 and 50,000.00.
  await expect(page.getByText("ยอดฝาก ฿8,500.00 จาก ฿20,000.00")).toBeVisible();
  await expect(page.getByTestId("vip-level-4")).toContainText("โบนัสเลื่อนระดับ: ฿888.00");

  await dev(request, "POST", "/red-envelopes/start", { pool: 100, shares: 1 });
  await page.reload();
  // The envelope's seal is a drawing: no CJK character (福) that a machine without a CJK font shows as an empty box.
  const envelope = page.getByRole("button", { name: /^เปิดอั่งเปา/ });
  await expect(envelope.locator("svg")).toBeVisible();
  expect(await envelope.textContent()).not.toMatch(/[\u2E80-\u9FFF]/);
  await envelope.click();
  await expect(page.getByRole("dialog", { name: "อั่งเปา" }).getByRole("status")).toHaveText("คุณได้รับ ฿100.00! เข้ากระเป๋าหลักและแสดงในรายละเอียดโบนัสแล้ว");
  await page.getByRole("dialog", { name: "อั่งเปา" }).getByRole("button", { name: "ปิด" }).last().click();
  await expect(page.getByRole("button", { name: /^เปิดอั่งเปา/ })).toHaveCount(0);

  await toEnglish(page);
  await expect(page.getByText("Your level: Gold (VIP 3)")).toBeVisible();
  await expect(page.getByText("Deposits ฿8,500.00 of ฿20,000.00")).toBeVisible();
  await page.goto("/member/bonusDetails");
  await expect(page.getByText("Red envelope").first()).toBeVisible();
  await expect(page.getByText("฿100.00").first()).toBeVisible();
});
