import { expect, test, type Locator, type Page } from "./fixtures";
import { dev, dismissPopups, resetServer, useEnglish } from "./support";

test.beforeEach(async ({ request }) => resetServer(request));

/** The register modal that /register opens over the lobby. */
async function registerDialog(page: Page, path = "/register", name = "Register") {
  await page.goto(path);
  await dismissPopups(page);
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

const field = (scope: Locator, name: string) => scope.getByRole("textbox", { name, exact: true });

async function solveCaptcha(page: Page, dialog: Locator) {
  await expect(dialog.getByRole("img", { name: "Captcha" })).toBeVisible();
  const answer = (await (await page.request.get("/dev/captcha")).json()) as { value: { answer: string } | string };
  await field(dialog, "Captcha").fill(typeof answer.value === "string" ? answer.value : answer.value.answer);
}

/** The default site's required fields by username (no SMS code), all valid. */
async function fillUsernameForm(page: Page, dialog: Locator, username: string, mobile: string) {
  await field(dialog, "Username").fill(username);
  await field(dialog, "Password").fill("Fresh1234");
  await field(dialog, "Confirm password").fill("Fresh1234");
  await field(dialog, "Mobile number").fill(mobile);
  await field(dialog, "Real name").fill("Somchai Jaidee");
  await solveCaptcha(page, dialog);
}

test("registration by username signs the new member in with an empty wallet", async ({ page }) => {
  await useEnglish(page);
  const dialog = await registerDialog(page);
  await expect(dialog.getByRole("button", { name: "Register" })).toHaveCount(0);
  await expect(dialog.getByText("Items marked with * are required")).toBeVisible();
  await fillUsernameForm(page, dialog, "newplayer1", "0899990001");
  await dialog.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("฿0.00")).toBeVisible();
});

test("registration by mobile with the code from the SMS outbox, on the mobile site", async ({ page, request }) => {
  await dev(request, "POST", "/site", { variant: "mobile" });
  await useEnglish(page);
  const dialog = await registerDialog(page);
  await dialog.getByRole("radiogroup", { name: "Registration method" }).getByText("By mobile number").click();
  await expect(field(dialog, "Username")).toHaveCount(0);
  await expect(dialog.getByLabel("Password", { exact: true })).toHaveCount(0);
  await field(dialog, "Mobile number").fill("0899990002");
  await dialog.getByRole("button", { name: "Send code" }).click();
  await expect(dialog.getByRole("button", { name: /Resend in \d+s/ })).toBeDisabled();
  const sms = (await dev(request, "GET", "/sms?mobile=0899990002&purpose=register")) as { code: string };
  await field(dialog, "Verification code").fill(sms.code);
  await field(dialog, "Real name").fill("สมชาย ใจดี");
  await field(dialog, "E-mail").fill("mobile.player@example.com");
  await field(dialog, "LINE").fill("mobile.player");
  await dialog.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible({ timeout: 20_000 });
});

test("an invitation code the server rejects stops registration with a warning, keeping the form", async ({ page }) => {
  await useEnglish(page);
  const dialog = await registerDialog(page);
  await fillUsernameForm(page, dialog, "newplayer3", "0899990003");
  await field(dialog, "Agent's invitation code").fill("NOPE1");
  await dialog.getByRole("button", { name: "Register" }).click();
  const warning = page.getByRole("dialog", { name: "Invalid invitation code" });
  await expect(warning).toBeVisible();
  await warning.getByRole("button", { name: "OK" }).click();
  await expect(warning).toHaveCount(0);
  await expect(field(dialog, "Username")).toHaveValue("newplayer3");
  await expect(page.getByRole("button", { name: /Account menu/ })).toHaveCount(0);
});

test("a referral link fills the referral code", async ({ page }) => {
  await useEnglish(page);
  const dialog = await registerDialog(page, "/register?referralCode=FRIEND1");
  await expect(field(dialog, "Friend's referral code")).toHaveValue("FRIEND1");
});

test("pattern and confirmation errors are shown in Thai", async ({ page }) => {
  const dialog = await registerDialog(page, "/register", "สมัครสมาชิก");
  await field(dialog, "ชื่อผู้ใช้").fill("1abc");
  await expect(dialog.getByText("ต้องขึ้นต้นด้วยตัวอักษร ตามด้วยตัวอักษรหรือตัวเลขเท่านั้น")).toBeVisible();
  await field(dialog, "ชื่อผู้ใช้").fill("ab");
  await expect(dialog.getByText("กรุณากรอก 4 - 16 ตัวอักษร")).toBeVisible();
});
