import { expect, test, type Page } from "./fixtures";
import { createApiClient } from "../src/api/http-client";
import { dev, dismissPopups, loginToken, resetServer, useEnglish, withStoredToken } from "./support";

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

/** A trial (free-play) session token from the real, encrypted call. */
async function trialToken(baseURL: string): Promise<string> {
  const api = createApiClient({ baseURL, timeoutMs: 10_000, token: () => null, merchant: () => "DEMO", language: () => "en", onUnauthorized: () => {}, onMaintenance: () => {} });
  return (await api.request("freePlay", { body: { os: "Linux", platform: "W" } })).token;
}

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

test("the security centre in Thai, then in English: profile, mobile binding, payment password and the security level", async ({ page, request, baseURL }) => {
  test.setTimeout(40_000);
  await withStoredToken(page, await loginToken(baseURL!));
  await page.goto("/member/securityCenter");
  await dismissPopups(page);

  // Thai first (the default): the seeded demo profile.
  await expect(page.getByRole("heading", { name: "ศูนย์ความปลอดภัย", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^ศูนย์ความปลอดภัย \|/);
  await expect(field(page, "ชื่อเล่น")).toHaveValue("Demo");
  await expect(page.getByRole("heading", { name: "ระดับความปลอดภัย: ปานกลาง" })).toBeVisible();
  await field(page, "ที่อยู่").fill("");
  await page.getByRole("button", { name: "บันทึกข้อมูลส่วนตัว" }).click();
  await expect(page.getByText("ช่องนี้ต้องไม่ว่าง")).toBeVisible();

  await page.getByRole("radiogroup", { name: "ภาษา" }).first().getByText("EN").click();
  await expect(page.getByRole("heading", { name: "Security centre", level: 1 })).toBeVisible();

  // Profile: the real name is read-only; a script-bearing address is refused by the server, naming the field.
  await expect(field(page, "Real name")).toHaveAttribute("readonly", "");
  await field(page, "Nickname").fill("Lucky");
  await field(page, "Address").fill("<b>1</b> Main Road");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Address: the format is incorrect")).toBeVisible();
  await field(page, "Address").fill("1 Main Road, Bangkok");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Your profile was saved.")).toBeVisible();

  // Mobile: a code to the new number; a wrong code is refused, the right one binds it.
  await field(page, "New mobile number").fill("0811112222");
  await page.getByRole("region", { name: "Mobile number" }).getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("button", { name: /^Resend in \d+s$/ })).toBeVisible();
  const { code } = (await dev(request, "GET", "/sms?mobile=%2B66811112222&purpose=bindMobile")) as { code: string };
  const mobile = page.getByRole("region", { name: "Mobile number" });
  await mobile.getByRole("textbox", { name: "Verification code" }).fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Change mobile number" }).click();
  await expect(page.getByText("Verification code not valid")).toBeVisible();
  await mobile.getByRole("textbox", { name: "Verification code" }).fill(code);
  await page.getByRole("button", { name: "Change mobile number" }).click();
  await expect(page.getByText("The mobile number 081****222 is now bound.")).toBeVisible();
  await expect(page.getByText("Bound number: 081****222")).toBeVisible();

  // Payment password: a first one, then a change with a wrong old one.
  await page.getByLabel("New payment password (6 digits)").fill("12345");
  await page.getByRole("button", { name: "Set payment password" }).click();
  await expect(page.getByText("Please fill in your password with 6 characters")).toBeVisible();
  await page.getByLabel("New payment password (6 digits)").fill("123456");
  await page.getByLabel("Confirm the new payment password").fill("123456");
  await page.getByRole("button", { name: "Set payment password" }).click();
  await expect(page.getByText("Your payment password was saved.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Security level: High" })).toBeVisible();
  await page.getByRole("button", { name: "Change the payment password" }).click();
  await page.getByLabel("Old payment password", { exact: true }).fill("000000");
  await page.getByLabel("New payment password (6 digits)").fill("654321");
  await page.getByLabel("Confirm the new payment password").fill("654321");
  await page.getByRole("button", { name: "Change payment password" }).click();
  await expect(page.getByText("The payment password is incorrect")).toBeVisible();

  // The login password: the existing change-password dialog.
  await page.getByRole("button", { name: "Change password", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Change password" })).toBeVisible();
});

test("a trial account typing a member page gets the real-account dialog; an unknown member page is not found", async ({ page, baseURL }) => {
  test.setTimeout(30_000);
  await useEnglish(page);
  await withStoredToken(page, await trialToken(baseURL!));
  await page.goto("/member/securityCenter");
  await expect(page.getByRole("dialog", { name: "A real account is needed" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Security centre" })).toHaveCount(0);

  await page.goto("/member/nonsense");
  await expect(page.getByRole("heading", { name: "Page not found", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found \|/);
});
