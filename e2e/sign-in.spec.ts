import { expect, test, type Page } from "./fixtures";
import { dev, dismissPopups, signOutFromMenu, resetServer, useEnglish } from "./support";

test.beforeEach(async ({ request, page }) => {
  await resetServer(request);
  await useEnglish(page);
});

/** The login popup that /login opens over the lobby. */
async function loginPopup(page: Page) {
  await page.goto("/login");
  await dismissPopups(page);
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("username login from the popup: into the lobby with the balance, then sign out", async ({ page }) => {
  const dialog = await loginPopup(page);
  await dialog.getByRole("textbox", { name: "Username", exact: true }).fill("  demo ");
  await dialog.getByRole("textbox", { name: "Password", exact: true }).fill("Demo1234");
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("฿1,000.00")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("dialog", { name: "Log in" })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem("token"))).toMatch(/^[0-9a-f]{64}$/);

  // A member sees the member popups once.
  await dismissPopups(page);
  await signOutFromMenu(page);
  await expect(page.getByText("฿1,000.00")).toHaveCount(0);
  // The balance goes with the session at once; the token once the logout call has answered.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
});

test("a wrong password shows the message and a captcha, which the next login must solve", async ({ page }) => {
  const dialog = await loginPopup(page);
  await dialog.getByRole("textbox", { name: "Username", exact: true }).fill("demo");
  await dialog.getByRole("textbox", { name: "Password", exact: true }).fill("wrong-password");
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(dialog.getByText("Username or password incorrect")).toBeVisible();
  await expect(dialog.getByRole("img", { name: "Captcha" })).toBeVisible();

  await dialog.getByRole("textbox", { name: "Password", exact: true }).fill("Demo1234");
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(dialog.getByText("Please enter the captcha")).toBeVisible();

  const answer = (await (await page.request.get("/dev/captcha")).json()) as { value: { answer: string } | string };
  const code = typeof answer.value === "string" ? answer.value : answer.value.answer;
  await dialog.getByRole("textbox", { name: "Captcha", exact: true }).fill(code);
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("฿1,000.00")).toBeVisible();
});

test("SMS login with the code from the outbox", async ({ page, request }) => {
  const dialog = await loginPopup(page);
  await dialog.getByRole("radiogroup", { name: "Login method" }).getByText("Mobile number").click();
  await dialog.getByRole("textbox", { name: "Mobile number", exact: true }).fill("0812345678");
  await dialog.getByRole("button", { name: "Send code" }).click();
  await expect(dialog.getByRole("button", { name: /Resend in \d+s/ })).toBeDisabled();
  const sms = (await dev(request, "GET", "/sms?mobile=0812345678")) as { code: string };
  await dialog.getByRole("textbox", { name: "Verification code", exact: true }).fill(sms.code);
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible();
});

test("the first-login member must change the password before playing", async ({ page }) => {
  const dialog = await loginPopup(page);
  await dialog.getByRole("textbox", { name: "Username", exact: true }).fill("newbie");
  await dialog.getByRole("textbox", { name: "Password", exact: true }).fill("Newbie123");
  await dialog.getByRole("button", { name: "Log in" }).click();
  const change = page.getByRole("dialog", { name: "Change password" });
  await expect(change).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(change).toBeVisible();
  await change.getByRole("textbox", { name: "New password", exact: true }).fill("Better123");
  await change.getByRole("textbox", { name: "Confirm new password", exact: true }).fill("Better124");
  await change.getByRole("button", { name: "Change password" }).click();
  await expect(change.getByText("Incorrect confirmation input")).toBeVisible();
  await change.getByRole("textbox", { name: "Confirm new password", exact: true }).fill("Better123");
  await change.getByRole("button", { name: "Change password" }).click();
  await expect(change).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible();
});

test("recovery by e-mail shows a confirmation, whether or not the username and e-mail match", async ({ page, request }) => {
  const sentText = "We have sent a reset link to your e-mail. It works once, within 30 minutes.";
  const ask = async (email: string) => {
    const dialog = await loginPopup(page);
    await dialog.getByRole("button", { name: "Forgot password?" }).or(dialog.getByRole("link", { name: "Forgot password?" })).click();
    const reset = page.getByRole("dialog", { name: "Reset password" });
    await reset.getByRole("textbox", { name: "Username", exact: true }).fill("demo");
    await reset.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
    await reset.getByRole("button", { name: "Send" }).click();
    // The same answer either way (docs/security-senders.md): nobody learns which pairs exist.
    await expect(reset.getByText(sentText)).toBeVisible();
    await reset.getByRole("button", { name: "Close" }).first().click();
    await expect(page.getByRole("dialog", { name: "Reset password" })).toHaveCount(0);
  };
  await ask("nobody@example.com");
  expect((await request.get("/dev/email?to=nobody@example.com")).status()).toBe(404);
  await page.goto("/");
  await ask("demo@example.com");
  expect((await request.get("/dev/email?to=demo@example.com")).status()).toBe(200);
});

test("recovery by phone sets a new password and signs in", async ({ page, request }) => {
  const dialog = await loginPopup(page);
  await dialog.getByRole("button", { name: "Forgot password?" }).or(dialog.getByRole("link", { name: "Forgot password?" })).click();
  const reset = page.getByRole("dialog", { name: "Reset password" });
  await reset.getByText("By phone").click();
  await reset.getByRole("textbox", { name: "Mobile number", exact: true }).fill("0812345678");
  await reset.getByRole("button", { name: "Send code" }).click();
  await expect(reset.getByRole("button", { name: /Resend in \d+s/ })).toBeDisabled();
  const sms = (await dev(request, "GET", "/sms?mobile=0812345678")) as { code: string };
  await reset.getByRole("textbox", { name: "Verification code", exact: true }).fill(sms.code);
  await reset.getByRole("textbox", { name: "New password", exact: true }).fill("Fresh1234");
  await reset.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible();
});

test("trial play: a trial session whose account features ask for a real account", async ({ page }) => {
  const dialog = await loginPopup(page);
  await dialog.getByRole("button", { name: "Free play" }).click();
  await expect(page.getByText("Trial", { exact: true }).first()).toBeVisible();
  await dismissPopups(page);
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: /^Messages/ }).click();
  const prompt = page.getByRole("dialog", { name: "A real account is needed" });
  await expect(prompt).toBeVisible();
  await prompt.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test("the agent login page refuses a member", async ({ page }) => {
  await page.goto("/agentHome");
  await dismissPopups(page);
  const card = page.getByRole("region", { name: "Agent login" });
  await card.getByRole("textbox", { name: "Username", exact: true }).fill("demo");
  await card.getByRole("textbox", { name: "Password", exact: true }).fill("Demo1234");
  await card.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Non-agents cannot log in")).toBeVisible();
});
