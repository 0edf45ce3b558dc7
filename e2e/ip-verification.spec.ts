import { axeViolations } from "./axe";
import { expect, test, type Page } from "./fixtures";
import { dev, dismissPopups, signOutFromMenu, resetServer, useEnglish } from "./support";

// A sign-in from an unregistered address finishes with an SMS code to the registered mobile.

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

async function loginAsNewip(page: Page) {
  await useEnglish(page);
  await page.goto("/login");
  await dismissPopups(page);
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await dialog.getByRole("textbox", { name: "Username", exact: true }).fill("newip");
  await dialog.getByRole("textbox", { name: "Password", exact: true }).fill("Newip1234");
  await dialog.getByRole("button", { name: "Log in" }).click();
  return dialog;
}

test("newip verifies the new address with the SMS code (a wrong code first), is signed in, and is not asked again", async ({ page, request }) => {
  const dialog = await loginAsNewip(page);
  await expect(dialog.getByRole("heading", { name: "Extra verification" })).toBeVisible();
  await expect(dialog.getByText(/registered mobile 08x-xxx-1234\./)).toBeVisible();
  expect(await axeViolations(page), "WCAG A/AA on the step").toEqual([]);

  await dialog.getByRole("button", { name: "Send code" }).click();
  await expect(dialog.getByRole("button", { name: /Resend in \d+s/ })).toBeDisabled();
  const sms = (await dev(request, "GET", "/sms?mobile=0845551234&purpose=ipVerification")) as { code: string };
  const code = dialog.getByRole("textbox", { name: "Code sent by SMS" });
  await code.fill(sms.code === "000000" ? "111111" : "000000");
  await dialog.getByRole("button", { name: "Verify and log in" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Verification code not valid");
  await expect(code).toHaveValue("");

  await code.fill(sms.code);
  await dialog.getByRole("button", { name: "Verify and log in" }).click();
  await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Log in" })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem("token"))).toMatch(/^[0-9a-f]{64}$/);

  // Signed out and in again from the same address: no second verification.
  await dismissPopups(page);
  await signOutFromMenu(page);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
  await loginAsNewip(page);
  await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible();
});

test.describe("the header's form at 1366 px, in Thai", () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test("the step opens as a dialog over the header; back to login closes it, and the code signs in", async ({ page, request }) => {
    await page.goto("/");
    await dismissPopups(page);
    const header = page.getByRole("banner");
    await header.getByRole("textbox", { name: "ชื่อผู้ใช้" }).fill("newip");
    await header.getByRole("textbox", { name: "รหัสผ่าน" }).fill("Newip1234");
    await header.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }).click();
    const step = page.getByRole("dialog", { name: "ยืนยันตัวตนเพิ่มเติม" });
    await expect(step.getByText(/08x-xxx-1234/)).toBeVisible();
    await step.getByRole("button", { name: "กลับไปหน้าเข้าสู่ระบบ" }).click();
    await expect(step).toHaveCount(0);
    await expect(header.getByRole("textbox", { name: "รหัสผ่าน" })).toHaveValue("");

    await header.getByRole("textbox", { name: "รหัสผ่าน" }).fill("Newip1234");
    await header.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }).click();
    await step.getByRole("button", { name: "ส่งรหัส" }).click();
    // The code is read once it has been sent (the countdown to a resend starts then).
    await expect(step.getByRole("button", { name: /ส่งใหม่ใน \d+ วิ/ })).toBeDisabled();
    const sms = (await dev(request, "GET", "/sms?mobile=0845551234&purpose=ipVerification")) as { code: string };
    await step.getByRole("textbox", { name: "รหัสที่ส่งทาง SMS" }).fill(sms.code);
    await step.getByRole("button", { name: "ยืนยันและเข้าสู่ระบบ" }).click();
    await expect(step).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("token"))).toMatch(/^[0-9a-f]{64}$/);
  });
});
