import { expect, test, type Page } from "./fixtures";
import { dismissPopups, loginToken, resetServer, withStoredToken } from "./support";

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

/** The header's language switch (Thai is the default). */
async function switchToEnglish(page: Page) {
  await page.getByRole("radiogroup", { name: "ภาษา" }).first().getByText("EN").click();
}

/** A tiny valid PNG (the server checks the bytes, not the name). */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

test("promotions: filter, open the detail, apply with an image (Thai), then the same in English", async ({ page, baseURL }) => {
  await withStoredToken(page, await loginToken(baseURL!));
  await page.goto("/promotions");
  await dismissPopups(page);
  const types = page.getByRole("group", { name: "ประเภทโปรโมชั่น" });
  await types.getByText("สมาชิกใหม่", { exact: true }).click();
  await expect(page.getByRole("button", { name: "คืนยอดเสียสล็อต 1.2%" })).toHaveCount(0);
  await page.getByRole("button", { name: "โบนัสสมาชิกใหม่ 100%" }).click();
  const detail = page.getByRole("article", { name: "โบนัสสมาชิกใหม่ 100%" });
  // The open promotion is in the URL (banner 1 and the popup's "details" link use the same address).
  await expect(page).toHaveURL(/\/promotions\?id=pr_welcome_7f3k2q$/);
  await expect(detail.getByText("เปิดให้เข้าร่วม")).toBeVisible();
  await detail.getByRole("button", { name: "สมัคร", exact: true }).click();
  await detail.getByRole("textbox", { name: "ความคิดเห็น" }).fill("ฝากครั้งแรกแล้ว");
  await detail.locator('input[type="file"]').setInputFiles({ name: "slip.png", mimeType: "image/png", buffer: PNG });
  await expect(detail.getByText("slip.png")).toBeVisible();
  await detail.getByRole("button", { name: "ส่งใบสมัคร" }).click();
  await expect(detail.getByRole("status")).toHaveText("ส่งใบสมัครแล้ว เราจะตรวจสอบให้");
  await expect(detail.getByText("กำลังสมัคร")).toBeVisible();

  // The texts come again in English; the open promotion stays open with its new state.
  await switchToEnglish(page);
  const english = page.getByRole("article", { name: "100% welcome bonus" });
  await expect(english.getByText("Applying")).toBeVisible();
  await expect(english.getByRole("button", { name: "Apply", exact: true })).toHaveCount(0);
  await english.getByRole("button", { name: "Back to promotions" }).click();
  await page.getByRole("group", { name: "Promotion type" }).getByText("Slots", { exact: true }).click();
  await expect(page.getByRole("button", { name: "New slots free spins" })).toBeVisible();
  await expect(page.getByRole("button", { name: "100% welcome bonus" })).toHaveCount(0);
});

test("/join with an invitation code: the offer, then register with the code filled in (Thai, then English)", async ({ page }) => {
  await page.goto("/join?referralCode=FRIEND42");
  await dismissPopups(page);
  await expect(page.getByRole("heading", { name: "โบนัสสมาชิกใหม่ 100%" })).toBeVisible();
  await expect(page.getByText("กรอกรหัสเชิญ FRIEND42 ให้คุณแล้ว")).toBeVisible();
  await switchToEnglish(page);
  await expect(page.getByRole("heading", { name: "100% welcome bonus" })).toBeVisible();
  await expect(page.getByText("Your invitation code FRIEND42 is filled in for you.")).toBeVisible();
  await page.getByRole("link", { name: "Register now" }).click();
  await expect(page).toHaveURL(/\/register\?referralCode=FRIEND42$/);
  await expect(page.getByRole("dialog").getByRole("textbox", { name: "Friend's referral code" })).toHaveValue("FRIEND42");
});

test("reward centre: claim a raffle prize once (Thai), the bonus entry shows once in English", async ({ page, baseURL }) => {
  await withStoredToken(page, await loginToken(baseURL!));
  await page.goto("/member/rewardCenter");
  await dismissPopups(page);
  const raffle = page.getByRole("article", { name: "ลุ้นรางวัลเกมยิงปลา" });
  await expect(raffle.getByText("รอรับรางวัล")).toBeVisible();
  // Seed (docs/features.md "Promotions"): demo can join or claim 5; the claimed raffle leaves 4, in the header at once.
  await expect(page.getByRole("link", { name: "โปรโมชั่น รับได้ 5 รายการ" }).first()).toBeVisible();
  await raffle.getByRole("button", { name: "รับรางวัล" }).click();
  await expect(page.getByRole("status").filter({ hasText: "เพิ่ม ฿88.00 จาก ลุ้นรางวัลเกมยิงปลา เข้ากระเป๋าเงินของคุณแล้ว" })).toBeVisible();
  await expect(page.getByRole("link", { name: "โปรโมชั่น รับได้ 4 รายการ" }).first()).toBeVisible();
  await expect(raffle.getByText("รับแล้ว")).toBeVisible();
  await expect(raffle.getByRole("button", { name: "รับรางวัล" })).toHaveCount(0);

  await switchToEnglish(page);
  await expect(page.getByRole("article", { name: "Fishing raffle" }).getByText("Claimed")).toBeVisible();
  await page.goto("/member/bonusDetails");
  await expect(page.getByText("Promotion reward: Fishing raffle")).toHaveCount(1);
  await page.goto("/member/transactionHistory");
  await expect(page.getByText("Promotion reward: Fishing raffle")).toHaveCount(1);
});
