import { expect, test, type Page } from "./fixtures";
import { dismissPopups, loginToken, resetServer, withStoredToken } from "./support";

test.beforeEach(async ({ request }) => resetServer(request));

const headerMessages = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^(Messages,|ข้อความ ยังไม่ได้อ่าน)/ });
const menu = (page: Page) => page.getByRole("navigation", { name: /^(Member centre|ศูนย์สมาชิก)$/ });

test("messages and missions: reading drops the header and menu counts, a claimed mission pays its bonus (Thai, then English)", async ({ page, baseURL }) => {
  test.setTimeout(40_000);
  await withStoredToken(page, await loginToken(baseURL!));
  await page.goto("/member/messageV2");
  await dismissPopups(page);

  // Thai: 3 unread in the header and on the menu item; opening one marks it read and both drop to 2.
  await expect(headerMessages(page)).toHaveAccessibleName("ข้อความ ยังไม่ได้อ่าน 3 รายการ");
  const messagesItem = menu(page).getByRole("link", { name: /^ข้อความ/ });
  await expect(messagesItem).toContainText("3");
  await expect(page.getByTestId("messages-unread")).toHaveText("ยังไม่อ่าน 3 จาก 12 ข้อความ");
  await page.getByRole("button", { name: /^ใหม่\s*ปรับปรุงระบบ/ }).click();
  const reading = page.getByRole("dialog", { name: "ปรับปรุงระบบ" });
  await expect(reading.getByText("ปิดปรับปรุงระบบตามกำหนดในวันอาทิตย์")).toBeVisible();
  await reading.getByRole("button", { name: "ปิด", exact: true }).last().click();
  await expect(headerMessages(page)).toHaveAccessibleName("ข้อความ ยังไม่ได้อ่าน 2 รายการ");
  await expect(messagesItem).toContainText("2");
  await expect(page.getByRole("button", { name: /^ปรับปรุงระบบ/ })).toBeVisible();

  // Missions: today's login is done (menu count 1); claiming pays 5.00 once and the count goes.
  const missionsItem = menu(page).getByRole("link", { name: /^กระดานผู้นำภารกิจ/ });
  await expect(missionsItem).toContainText("1");
  await missionsItem.click();
  await expect(page.getByRole("heading", { name: "ภารกิจประจำวัน" })).toBeVisible();
  await expect(page.getByTestId("mission-daily-bet")).toContainText("เดิมพัน ฿500.00 ภายในวันนี้");
  await page.getByRole("button", { name: "รับรางวัลของภารกิจ เข้าสู่ระบบวันนี้" }).click();
  await expect(page.getByRole("status").filter({ hasText: "รับรางวัล ฿5.00 แล้ว" })).toBeVisible();
  await expect(page.getByRole("group", { name: /ยอดเงิน|Balance/ }).getByTestId("balance-amount")).toHaveText("฿1,005.00");
  await expect(page.getByTestId("mission-daily-login")).toContainText("รับแล้ว");
  await expect(missionsItem).not.toContainText("1");

  // English: the same page in the other language, the leaderboard with the member's row, the bonus entry.
  await page.getByRole("radiogroup", { name: "ภาษา" }).first().getByText("EN").click();
  await expect(page.getByRole("heading", { name: "Daily missions" })).toBeVisible();
  await expect(page.getByTestId("mission-daily-login")).toContainText("Log in today");
  await expect(page.getByTestId("mission-daily-login")).toContainText("Claimed");
  await expect(page.getByTestId("mission-weekly-login")).toContainText("Log in on 3 days this week");
  await expect(page.getByTestId("leaderboard-me")).toHaveText("Your rank: 3 (1 missions)");
  await menu(page).getByRole("link", { name: "Bonus details" }).click();
  await expect(page.getByRole("table", { name: "Records" })).toContainText("฿5.00");

  await menu(page).getByRole("link", { name: /^Messages/ }).click();
  await expect(page.getByTestId("messages-unread")).toHaveText("2 unread of 12");
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByTestId("messages-unread")).toHaveText("0 unread of 12");
  await expect(headerMessages(page)).toHaveAccessibleName("Messages, 0 unread");
  await expect(menu(page).getByRole("link", { name: /^Messages/ })).not.toContainText(/\d/);
});
