import { expect, test, type Page } from "./fixtures";
import { dev, dismissPopups, resetServer, useEnglish } from "./support";

// Issue 33: a sign-in from an unregistered address finishes with an SMS code to the registered mobile.

test.beforeEach(async ({ request, page }) => {
  await resetServer(request);
  await useEnglish(page);
});

async function loginAsNewip(page: Page) {
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
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await page.getByRole("dialog", { name: "Sign out?" }).getByRole("button", { name: "Sign out" }).click();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
  await loginAsNewip(page);
  await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible();
});
