import { expect, test, type Page } from "./fixtures";
import { dev, dismissPopups, resetServer, useEnglish } from "./support";

/** The recovery mail carries the reset link it promises, and the link's page sets the password. */

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

async function askForResetMail(page: Page) {
  await page.goto("/login");
  await dismissPopups(page);
  const login = page.getByRole("dialog", { name: "Log in" });
  await login.getByRole("button", { name: "Forgot password?" }).or(login.getByRole("link", { name: "Forgot password?" })).click();
  const recovery = page.getByRole("dialog", { name: "Reset password" });
  await recovery.getByRole("textbox", { name: "Username", exact: true }).fill("demo");
  await recovery.getByRole("textbox", { name: "E-mail", exact: true }).fill("demo@example.com");
  await recovery.getByRole("button", { name: "Send" }).click();
  await expect(recovery.getByText("We have sent a reset link to your e-mail. It works once, within 30 minutes.")).toBeVisible();
  await recovery.getByRole("button", { name: "Close" }).first().click();
}

async function mailedLink(page: Page): Promise<URL> {
  const mail = (await dev(page.request, "GET", "/email?to=demo@example.com")) as { body: string };
  const link = /(https?:\/\/\S+\/reset-password\?token=[0-9a-f]{64})/.exec(mail.body)?.[1];
  expect(link, mail.body).toBeDefined();
  return new URL(link!);
}

test("the mailed link sets a new password once; the member logs in with it", async ({ page }) => {
  await useEnglish(page);
  await askForResetMail(page);
  const link = await mailedLink(page);
  // The mail names the server's own address; the page is the same on the test's address.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveTitle("Reset password | Royal Play");
  await expect(page.getByText("Choose a new password for account demo.")).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("Fresh5678");
  await page.getByLabel("Confirm new password", { exact: true }).fill("Fresh5679");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Incorrect confirmation input")).toBeVisible();
  await page.getByLabel("Confirm new password", { exact: true }).fill("Fresh5678");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Password reset success, please log in again")).toBeVisible();

  await page.getByRole("link", { name: "Log in" }).click();
  const login = page.getByRole("dialog", { name: "Log in" });
  await login.getByRole("textbox", { name: "Username", exact: true }).fill("demo");
  await login.getByLabel("Password", { exact: true }).fill("Fresh5678");
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("฿1,000.00")).toBeVisible();

  // Used up: the same link, opened later by a Thai visitor, says so and offers a new one.
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.setItem("hisLang", "TH");
  });
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("alert")).toHaveText("ลิงก์รีเซ็ตรหัสผ่านนี้ไม่ถูกต้องหรือถูกใช้ไปแล้ว กรุณาขอลิงก์ใหม่");
  await page.getByRole("button", { name: "ขอลิงก์ใหม่" }).click();
  await expect(page.getByRole("dialog", { name: "รีเซ็ตรหัสผ่าน" })).toBeVisible();
});

test("an expired link says so", async ({ page, request }) => {
  await useEnglish(page);
  await askForResetMail(page);
  const link = await mailedLink(page);
  await dev(request, "POST", "/clock", { advanceMs: 31 * 60_000 });
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("alert")).toHaveText("This reset link has expired. Ask for a new one.");
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
});
