import { expect, test, type Page } from "./fixtures";
import { dev, dismissPopups, loginToken, lobbyDrawn, resetServer, withStoredToken } from "./support";

/** Help centre (/help), feedback (guest and member, with the dev reply) and app download (/down). */

test.beforeEach(async ({ request }) => resetServer(request));

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

async function toEnglish(page: Page) {
  await page.getByRole("radiogroup", { name: "ภาษา" }).first().getByText("EN").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
}

test("/help opens the help centre over home; search and articles in Thai, then English from the footer", async ({ page }) => {
  await page.goto("/help");
  const help = page.getByRole("dialog", { name: "ศูนย์ช่วยเหลือ" });
  await expect(help.getByRole("button", { name: "วิธีสมัครสมาชิก" })).toBeVisible();
  await help.getByText("ฝากและถอนเงิน").click();
  await expect(help.getByRole("button", { name: "วิธีถอนเงิน" })).toBeVisible();
  await help.getByRole("searchbox", { name: "ค้นหาความช่วยเหลือ" }).fill("โปรไฟล์");
  await expect(help.getByRole("status")).toHaveText("พบ 1 บทความ");
  await help.getByRole("button", { name: "ติดตั้งแอปบน iPhone (iOS 17 ขึ้นไป)" }).click();
  await expect(help.getByText("VPN และการจัดการอุปกรณ์")).toBeVisible();
  await help.getByRole("button", { name: "ปิดศูนย์ช่วยเหลือ" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(help).toHaveCount(0);

  await dismissPopups(page);
  await toEnglish(page);
  await lobbyDrawn(page);
  await page.getByRole("contentinfo").getByRole("button", { name: "Help centre" }).click();
  const helpEn = page.getByRole("dialog", { name: "Help centre" });
  await helpEn.getByRole("searchbox", { name: "Search help" }).fill("nothing like this");
  await expect(helpEn.getByRole("status")).toHaveText("No articles match your search.");
  await helpEn.getByRole("searchbox", { name: "Search help" }).fill("bank account");
  await helpEn.getByRole("button", { name: "How to withdraw" }).click();
  await expect(helpEn.getByText("Bind a bank account and set a payment password first")).toBeVisible();
  await helpEn.getByRole("button", { name: "Back to the list" }).click();
  await expect(helpEn.getByRole("button", { name: "How to withdraw" })).toBeVisible();
  await helpEn.getByRole("button", { name: "Close help centre" }).click();

  // The registration form's help link opens the same help centre over the form, which stays.
  await page.goto("/register");
  const register = page.getByRole("dialog", { name: "Register" });
  await register.getByRole("button", { name: "Need help? Open the help centre" }).click();
  await expect(page.getByRole("dialog", { name: "Help centre" }).getByRole("button", { name: "How to register" })).toBeVisible();
  await page.getByRole("button", { name: "Close help centre" }).click();
  await expect(register).toBeVisible();
});

test("a guest sends feedback with an image in Thai; a member sees staff's reply in English", async ({ page, baseURL }) => {
  await page.goto("/");
  await dismissPopups(page);
  await lobbyDrawn(page);
  await page.getByRole("contentinfo").getByRole("button", { name: "แสดงความคิดเห็น" }).click();
  const form = page.getByRole("dialog", { name: "แสดงความคิดเห็น" });
  await form.getByRole("button", { name: "ส่งความคิดเห็น" }).click();
  await expect(form.getByText("กรุณาเลือกประเภทคำถาม")).toBeVisible();
  await form.getByRole("combobox", { name: "ประเภทคำถาม" }).selectOption({ label: "ฝากเงิน" });
  await form.getByRole("textbox", { name: "ความคิดเห็นของคุณ" }).fill("สั้น");
  await form.getByRole("button", { name: "ส่งความคิดเห็น" }).click();
  await expect(form.getByText("กรุณากรอกรายละเอียด 10 ถึง 500 ตัวอักษร")).toBeVisible();
  await form.getByRole("textbox", { name: "ความคิดเห็นของคุณ" }).fill("หน้าฝากเงินค้างหลังจากกดยืนยัน");
  await form.getByRole("textbox", { name: "ช่องทางติดต่อกลับ" }).fill("line: guest01");
  await form.locator('input[type="file"]').setInputFiles({ name: "screen.png", mimeType: "image/png", buffer: PNG });
  await expect(form.getByText("screen.png")).toBeVisible();
  await form.getByRole("button", { name: "ส่งความคิดเห็น" }).click();
  await expect(form.getByRole("status")).toHaveText("ขอบคุณ: ส่งความคิดเห็นของคุณแล้ว");
  const stored = (await dev(page.request, "GET", "/feedback")) as { content: string; imageCount: number; contact: string | null }[];
  expect(stored[0]).toMatchObject({ content: "หน้าฝากเงินค้างหลังจากกดยืนยัน", imageCount: 1, contact: "line: guest01" });

  // A member: earlier feedback with its reply (seed), sends one, staff answers it, the reply shows on the next open.
  await withStoredToken(page, await loginToken(baseURL!));
  await page.evaluate(() => localStorage.setItem("hisLang", "EN"));
  await page.goto("/");
  await dismissPopups(page);
  await lobbyDrawn(page);
  await page.getByRole("contentinfo").getByRole("button", { name: "Feedback" }).click();
  const member = page.getByRole("dialog", { name: "Feedback" });
  await expect(member.getByText("Sorry for the delay: the deposit is now in your account.", { exact: false })).toBeVisible();
  await expect(member.getByRole("textbox", { name: "How can we contact you?" })).toHaveCount(0);
  await member.getByRole("combobox", { name: "Type of question" }).selectOption({ label: "Game" });
  await member.getByRole("textbox", { name: "Your feedback" }).fill("The slot game froze on the bonus round.");
  await member.getByRole("button", { name: "Send feedback" }).click();
  await expect(member.getByRole("status")).toHaveText("Thank you: your feedback was sent.");
  await expect(member.getByText("Waiting for a reply")).toBeVisible();
  const [mine] = (await dev(page.request, "GET", "/feedback")) as { id: string }[];
  await dev(page.request, "POST", `/feedback/${mine!.id}/reply`, { content: "We restored your bonus round." });
  await member.getByRole("button", { name: "Close feedback" }).click();
  await page.getByRole("contentinfo").getByRole("button", { name: "Feedback" }).click();
  await expect(page.getByRole("dialog", { name: "Feedback" }).getByText("We restored your bonus round.")).toBeVisible();
});

test("/down shows the iOS download button, the QR code and both install guides, in Thai then English", async ({ page }) => {
  await page.goto("/down");
  await expect(page.getByRole("heading", { name: "ดาวน์โหลดแอป", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "ดาวน์โหลดสำหรับ iOS" })).toBeVisible();
  // The reference server has no Android build: no Android download link (Android installs the web app).
  await expect(page.getByRole("link", { name: "ดาวน์โหลดสำหรับ Android" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "ดาวน์โหลดสำหรับ iOS" })).toHaveAttribute("href", /\/app\/royal-play\.mobileconfig$/);
  await expect(page.getByRole("img", { name: "คิวอาร์โค้ดของหน้าดาวน์โหลด" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "ติดตั้งบน Android" })).toBeVisible();
  await expect(page.getByText("iOS 17 ขึ้นไปจะไม่ติดตั้งโปรไฟล์ให้เอง", { exact: false })).toBeVisible();
  await dismissPopups(page);
  await toEnglish(page);
  await expect(page.getByRole("heading", { name: "Install on iPhone and iPad" })).toBeVisible();
  // Without an APK the Android guide tells how Chrome installs the web app, not how to sideload a download.
  await expect(page.getByText("open Chrome's menu (⋮) and tap “Install app”", { exact: false })).toBeVisible();
  await expect(page.getByText("Allow from this source", { exact: false })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Download for iOS" })).toBeVisible();
  // The profile the iOS button downloads is a real web-clip profile.
  const profile = await page.request.get("/app/royal-play.mobileconfig");
  expect(await profile.text()).toContain("com.apple.webClip.managed");
});
