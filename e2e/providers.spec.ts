import { expect, test, type Locator, type Page } from "./fixtures";
import { dev, dismissPopups, resetServer, useEnglish } from "./support";

test.beforeEach(async ({ request }) => resetServer(request));

async function registerDialog(page: Page) {
  await useEnglish(page);
  await page.goto("/register");
  await dismissPopups(page);
  const dialog = page.getByRole("dialog", { name: "Register" });
  await expect(dialog).toBeVisible();
  return dialog;
}

const field = (scope: Locator, name: string) => scope.getByRole("textbox", { name, exact: true });

test("sign-up with Google through the provider's window signs the new member in", async ({ page }) => {
  const dialog = await registerDialog(page);
  const popupOpened = page.waitForEvent("popup");
  await dialog.getByRole("button", { name: "Continue with Google" }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole("heading", { name: "Google" })).toBeVisible();
  await popup.getByLabel("Account name").fill("Nok Google");
  await popup.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("button", { name: /Account menu: Nok Google/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("฿0.00")).toBeVisible();
});

test("closing the provider's window keeps the form and says the login failed", async ({ page }) => {
  const dialog = await registerDialog(page);
  await field(dialog, "Username").fill("keptname");
  const popupOpened = page.waitForEvent("popup");
  await dialog.getByRole("button", { name: "Continue with Facebook" }).click();
  await (await popupOpened).close();
  await expect(dialog.getByRole("alert")).toHaveText("Login failure, try again");
  await expect(field(dialog, "Username")).toHaveValue("keptname");
});

test("Firebase SMS: a verified number that has an account offers link or new; linking signs in as that account", async ({ page, request }) => {
  await dev(request, "POST", "/whitelabel", { FIREBASESMS3: true, REGMOBVERF3: true });
  const dialog = await registerDialog(page);
  await field(dialog, "Username").fill("linkplayer");
  await field(dialog, "Password").fill("Fresh1234");
  await field(dialog, "Confirm password").fill("Fresh1234");
  await field(dialog, "Mobile number").fill("0898765432");
  await field(dialog, "Real name").fill("Somchai Jaidee");
  await dialog.getByRole("button", { name: "Send code" }).click();
  // Firebase codes count down one minute, whatever their lifetime.
  await expect(dialog.getByRole("button", { name: /Resend in (60|59)s/ })).toBeDisabled();
  const sms = (await dev(request, "GET", "/sms?mobile=0898765432&purpose=firebase")) as { code: string };
  await field(dialog, "Verification code").fill(sms.code);
  await expect(dialog.getByRole("img", { name: "Captcha" })).toBeVisible();
  const captcha = (await (await page.request.get("/dev/captcha")).json()) as { value: { answer: string } };
  await field(dialog, "Captcha").fill(captcha.value.answer);
  await dialog.getByRole("button", { name: "Register" }).click();

  const link = page.getByRole("dialog", { name: "This number already has an account" });
  await expect(link.getByText(/d\*\*\*o/)).toBeVisible({ timeout: 20_000 });
  await link.getByRole("button", { name: "Link account" }).click();
  await expect(link.getByText("This choice is final: it cannot be changed or unlinked after you confirm.")).toBeVisible();
  await link.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible({ timeout: 20_000 });
  const info = await page.evaluate(() => sessionStorage.getItem("username"));
  expect(info).toBe("demo");
});
