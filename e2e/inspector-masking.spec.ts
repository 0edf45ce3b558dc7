import { writeFileSync } from "node:fs";
import { steadyContext } from "./connection";
import { expect, test, type BrowserContext, type Locator, type Page, workerBaseURL } from "./fixtures";
import { inspectorApp, serveClientFrom } from "./inspector-build";
import { recordInspection } from "./inspector-stand-in";
import { dev, dismissPopups, loginToken, resetServer, sentRequestNumber } from "./support";
import { skipPopups } from "./popups";

/**
 * The app built with VITE_INSPECTOR=on, with a stand-in for the Stately inspector window that records every message
 * the page posts to it. Journeys that type every kind of secret run through it (passwords, codes, captcha answers, a
 * bank account number, an account name, a real name, mobile numbers); none of them whole and no issued token may be in
 * any message, and every flow of the app must have been announced to it.
 */
// Each journey runs the debug build, which hands every inspection event to the inspector window: on a loaded machine a
// journey of a few pages takes more than the default 30 s.
test.describe.configure({ mode: "serial", timeout: 60_000 });

/** Flows made by pages (each its own actor system) and the root actor's own children. */
const PAGE_FLOWS = [
  "contract",
  "withdrawalConfirmation",
  "deposit",
  "withdraw",
  "transfer",
  "transferUpline",
  "records",
  "gameList",
  "lottery",
  "fbSports",
  "downlineList",
  "registerDownline",
  "downlineTransfer",
  "agentReport",
  "consolidated",
  "resetPassword",
];
const ROOT_FLOWS = ["app", "login", "register", "changePassword", "balance", "notices", "lobby"];

const messages: string[] = [];
/** What the journeys typed or were issued: none of it may reach the inspector. */
const secrets = new Set<string>();
let context: BrowserContext;
let page: Page;
let baseURL: string;

const field = (scope: Locator | Page, name: string) => scope.getByRole("textbox", { name, exact: true });

async function type(locator: Locator, secret: string) {
  secrets.add(secret);
  await locator.fill(secret);
}

/** Names of the actors announced to the inspector. */
function announced(): Set<string> {
  const names = new Set<string>();
  for (const message of messages) {
    const event = JSON.parse(message) as { type?: string; name?: string };
    if (event.type === "@xstate.actor" && event.name) names.add(event.name);
  }
  return names;
}

/** Waits until the inspector has been told of these flows (its events are sent when the page is idle). */
async function seen(...flows: string[]) {
  await expect.poll(() => flows.filter((flow) => !announced().has(flow)), { timeout: 15_000 }).toEqual([]);
}

/** The type of every action (entry, exit, transition) in the machine definitions announced to the inspector. */
function definitionActions(): Set<string> {
  const names = new Set<string>();
  const ACTION_KEYS = ["actions", "entry", "exit"];
  // An action is a name ("storeToken"), an object with its type, or a list of them.
  const visit = (node: unknown, isAction = false): void => {
    if (Array.isArray(node)) return node.forEach((item) => visit(item, isAction));
    if (isAction && typeof node === "string") names.add(node);
    if (typeof node !== "object" || node === null) return;
    const record = node as Record<string, unknown>;
    if (isAction && typeof record.type === "string") names.add(record.type);
    for (const [key, value] of Object.entries(record)) visit(value, ACTION_KEYS.includes(key));
  };
  for (const message of messages) {
    const event = JSON.parse(message) as { type?: string; definition?: string };
    if (event.type === "@xstate.actor" && event.definition?.includes('"states"')) visit(JSON.parse(event.definition));
  }
  return names;
}

/**
 * A secret found in a message on its own. A short code (a captcha answer, an SMS code) is looked for as a whole string
 * value, as a typed field's value would travel: as a bare number it turns up by chance (the last digits of a masked
 * account, "****0005").
 */
function leakedSecrets(): string[] {
  return [...secrets].filter((secret) => {
    const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const alone = /^[0-9]{1,6}$/.test(secret) ? new RegExp(`\\\\?"${escaped}\\\\?"`) : new RegExp(`(?<![0-9A-Za-z])${escaped}(?![0-9A-Za-z])`);
    return messages.some((message) => alone.test(message));
  });
}

async function issuedToken(): Promise<void> {
  const token = await page.evaluate(() => sessionStorage.getItem("token"));
  expect(token).toMatch(/^[0-9a-f]{64}$/);
  secrets.add(token!);
}

/** A fresh guest page state: no session, then `path`. */
async function asGuest(path: string) {
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(path);
  await dismissPopups(page);
}

/** Signed in as `username` through the API (the token counts as issued), then `path`. */
async function asMember(username: string, password: string, path: string) {
  const token = await loginToken(baseURL, username, password);
  secrets.add(token);
  await page.evaluate((value) => {
    sessionStorage.clear();
    sessionStorage.setItem("token", value);
  }, token);
  await open(path);
}

async function open(path: string) {
  await page.goto(path);
  await dismissPopups(page);
}

async function captchaAnswer(): Promise<string> {
  const answer = (await (await page.request.get("/dev/captcha")).json()) as { value: { answer: string } | string };
  return typeof answer.value === "string" ? answer.value : answer.value.answer;
}

test.beforeAll(async ({ browser, request }, info) => {
  // The inspector build takes two minutes or more on a busy machine (the machine-path journeys allow five, too).
  info.setTimeout(300_000);
  baseURL = workerBaseURL(info);
  const dir = inspectorApp();
  await resetServer(request);
  context = await steadyContext(browser);
  await recordInspection(context, messages);
  await serveClientFrom(context, baseURL, dir);
  await context.addInitScript(() => {
    if (!localStorage.getItem("hisLang")) localStorage.setItem("hisLang", "EN");
  });
  page = await context.newPage();
  // Not about the popups or the connection chooser: popups skipped here, pings steadied by steadyContext.
  await skipPopups(page);
  await page.goto("/");
});

test.afterAll(async () => {
  await context?.close();
});

test("sign-in: a wrong password, then the password with the captcha", async () => {
  await asGuest("/login");
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await field(dialog, "Username").fill("demo");
  await type(field(dialog, "Password"), "Wrong-Pass-771");
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(dialog.getByText("Username or password incorrect")).toBeVisible();
  await expect(dialog.getByRole("img", { name: "Captcha" })).toBeVisible();
  await type(field(dialog, "Password"), "Demo1234");
  await type(field(dialog, "Captcha"), await captchaAnswer());
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible();
  await issuedToken();
  await seen("app", "login", "balance");
  expect(leakedSecrets()).toEqual([]);
});

test("SMS login with the code from the outbox", async ({ request }) => {
  await asGuest("/login");
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await dialog.getByRole("radiogroup", { name: "Login method" }).getByText("Mobile number").click();
  await type(field(dialog, "Mobile number"), "0812345678");
  await dialog.getByRole("button", { name: "Send code" }).click();
  await expect(dialog.getByRole("button", { name: /Resend in \d+s/ })).toBeDisabled();
  const sms = (await dev(request, "GET", "/sms?mobile=0812345678")) as { code: string };
  await type(field(dialog, "Verification code"), sms.code);
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible();
  await issuedToken();
  expect(leakedSecrets()).toEqual([]);
});

test("registration by username with the password pair, human verification and captcha", async () => {
  await asGuest("/register");
  const dialog = page.getByRole("dialog", { name: "Register" });
  await field(dialog, "Username").fill(`insp${Date.now().toString(36).slice(-6)}`);
  await type(field(dialog, "Password"), "Fresh1234x");
  await type(field(dialog, "Confirm password"), "Fresh1234x");
  await type(field(dialog, "Mobile number"), "0899990077");
  await type(field(dialog, "Real name"), "Somchai Jaidee");
  await expect(dialog.getByRole("img", { name: "Captcha" })).toBeVisible();
  await type(field(dialog, "Captcha"), await captchaAnswer());
  await dialog.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible({ timeout: 20_000 });
  await issuedToken();
  await seen("register");
  expect(leakedSecrets()).toEqual([]);
});

test("password change on the first login", async () => {
  await asGuest("/login");
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await field(dialog, "Username").fill("newbie");
  await type(field(dialog, "Password"), "Newbie123");
  await dialog.getByRole("button", { name: "Log in" }).click();
  const change = page.getByRole("dialog", { name: "Change password" });
  await expect(change).toBeVisible();
  await type(field(change, "New password"), "Better123x");
  await type(field(change, "Confirm new password"), "Better123x");
  await change.getByRole("button", { name: "Change password" }).click();
  await expect(change).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible();
  await issuedToken();
  await seen("changePassword");
  expect(leakedSecrets()).toEqual([]);
});

test("wallet: deposit, transfer, withdraw with the payment password, receipt confirmation, records", async ({ request }) => {
  test.setTimeout(90_000);
  await asMember("demo", "Demo1234", "/member/depositv2");
  await page.getByRole("textbox", { name: "Amount" }).fill("500");
  await page.getByRole("button", { name: "Send deposit request" }).click();
  await sentRequestNumber(page, "Deposit", "฿500.00");
  await seen("deposit", "consolidated");

  await open("/member/transferFund");
  await page.getByRole("textbox", { name: "Amount" }).fill("100");
  await page.getByRole("button", { name: "Transfer", exact: true }).click();
  await expect(page.getByText("Transferred ฿100.00")).toBeVisible();
  await seen("transfer");

  await open("/member/withdraw");
  await page.getByRole("combobox", { name: "Bank" }).selectOption("KBANK");
  await type(page.getByRole("textbox", { name: "Account number" }), "1234567890");
  await type(page.getByRole("textbox", { name: "Account name" }), "Demo Member");
  await type(page.getByLabel("New payment password (6 digits)"), "739264");
  await type(page.getByLabel("Login password"), "Demo1234");
  await page.getByRole("button", { name: "Bind bank account" }).click();
  await expect(page.getByText("To: Kasikornbank ******7890 (Demo Member)")).toBeVisible();
  await page.getByRole("textbox", { name: "Amount" }).fill("200");
  await type(page.getByLabel("Payment password"), "739264");
  await page.getByRole("button", { name: "Withdraw", exact: true }).click();
  const withdrawalId = await sentRequestNumber(page, "Withdrawal", "฿200.00");
  await dev(request, "POST", `/withdrawals/${withdrawalId}`, { decision: "approve" });
  await page.getByRole("button", { name: "Refresh status" }).click();
  await page.getByRole("button", { name: "Confirm receipt" }).click();
  const confirm = page.getByRole("dialog", { name: "Withdrawal confirmation" });
  await confirm.getByLabel("All received").check();
  await confirm.getByRole("button", { name: "Continue" }).click();
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(confirm.getByText("Thank you: your confirmation was recorded.")).toBeVisible();
  await seen("withdraw", "withdrawalConfirmation");

  await open("/member/transactionHistory");
  await expect(page.getByRole("table", { name: "Records" })).toBeVisible();
  await seen("records");
  expect(leakedSecrets()).toEqual([]);
});

test("games, lottery, sports book and the transfer to the upline", async () => {
  await asMember("player1", "Player123", "/member/transferUpline");
  await seen("transferUpline");
  await open("/hot");
  await seen("gameList");
  await open("/lottery");
  await expect(page.getByTestId("prize-mode")).toHaveText("Prize mode: E-lottery");
  await seen("lottery");
  await open("/fbSports");
  await seen("fbSports");
  expect(leakedSecrets()).toEqual([]);
});

test("agent centre: a downline registered with a password, a transfer to it, a contract offer and its payments", async () => {
  test.setTimeout(90_000);
  const username = `insp${Date.now().toString(36).slice(-5)}`;
  await asMember("agent", "Agent1234", "/agent/registerCenter");
  await page.getByRole("textbox", { name: "Username" }).fill(username);
  await type(page.getByLabel(/^Password/), "Play12345x");
  await type(page.getByLabel(/^Confirm password/), "Play12345x");
  await page.getByRole("checkbox", { name: "Register as a sub-agent" }).check();
  await page.getByRole("button", { name: "Register downline" }).click();
  await expect(page.getByRole("status")).toHaveText(`${username} is registered as your direct downline and can sign in now.`);
  await seen("registerDownline");

  await open("/agent/downlineManagmentView");
  await page.getByRole("table", { name: "Downlines" }).getByRole("row").filter({ hasText: username }).getByRole("button", { name: "Transfer" }).click();
  const transfer = page.getByRole("dialog", { name: "Transfer to downline" });
  await transfer.getByRole("textbox", { name: "Amount" }).fill("100");
  await transfer.getByRole("button", { name: "Transfer to downline" }).click();
  await expect(transfer.getByRole("status")).toContainText("Transferred ฿100.00");
  await page.keyboard.press("Escape");
  await seen("downlineList", "downlineTransfer");

  await open("/agent/agentRealtimeSalary");
  await page.getByRole("button", { name: "Offer a contract" }).click();
  await page.getByRole("combobox", { name: "Direct downline" }).selectOption({ label: username });
  await page.getByRole("textbox", { name: "Rate (%)" }).fill("1");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Confirm offer" }).click();
  await expect(page.getByRole("status")).toHaveText("The offer was sent. It starts once the downline accepts it.");
  await seen("contract", "agentReport");
  expect(leakedSecrets()).toEqual([]);
});

test("password reset by the mailed link (last: it changes the demo member's password)", async () => {
  await asGuest("/login");
  const login = page.getByRole("dialog", { name: "Log in" });
  await login.getByRole("button", { name: "Forgot password?" }).or(login.getByRole("link", { name: "Forgot password?" })).click();
  const recovery = page.getByRole("dialog", { name: "Reset password" });
  await field(recovery, "Username").fill("demo");
  await field(recovery, "E-mail").fill("demo@example.com");
  await recovery.getByRole("button", { name: "Send" }).click();
  await expect(recovery.getByText("We have sent a reset link to your e-mail. It works once, within 30 minutes.")).toBeVisible();
  const mail = (await dev(page.request, "GET", "/email?to=demo@example.com")) as { body: string };
  const link = new URL(/(https?:\/\/\S+\/reset-password\?token=[0-9a-f]{64})/.exec(mail.body)![1]!);
  // The mailed token opens the reset: it is a secret too.
  secrets.add(link.searchParams.get("token")!);
  await open(`${link.pathname}${link.search}`);
  await type(page.getByLabel("New password", { exact: true }), "Reset5678x");
  await type(page.getByLabel("Confirm new password", { exact: true }), "Reset5678x");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Password reset success, please log in again")).toBeVisible();
  await seen("resetPassword");
  expect(leakedSecrets()).toEqual([]);
});

test("no typed secret or issued token reached the inspector, and every flow was shown to it", async () => {
  // The check can fail: it knows every kind of secret the journeys typed and the tokens they were issued.
  expect(secrets.size).toBeGreaterThanOrEqual(20);
  expect(messages.length).toBeGreaterThan(100);
  expect(leakedSecrets()).toEqual([]);
  const names = announced();
  expect([...ROOT_FLOWS, ...PAGE_FLOWS].filter((flow) => !names.has(flow))).toEqual([]);
  // The masks are really there (what was typed went out masked, not dropped).
  expect(messages.some((message) => message.includes('"field":"password","value":"***"'))).toBe(true);
  expect(messages.some((message) => message.includes('"type":"PASSWORD.CHANGE","text":"***"'))).toBe(true);
  // Bank account and mobile numbers went out with only their last digits; names went out masked.
  expect(messages.some((message) => message.includes('"field":"accountNumber","value":"******7890"'))).toBe(true);
  expect(messages.some((message) => message.includes('"field":"mobileNum","value":"*******678"'))).toBe(true);
  expect(messages.some((message) => message.includes('"field":"payeeName","value":"***"'))).toBe(true);
  // The machines' definitions arrive whole, with their actions' names as written (the build keeps function names).
  const actions = definitionActions();
  expect(messages.some((message) => /\[(Array|Object)\]/.test(message))).toBe(false);
  writeFileSync("test-results/inspector-action-names.json", `${JSON.stringify([...actions].sort(), null, 1)}\n`);
  expect(actions.size).toBeGreaterThan(20);
  expect([...actions].filter((name) => /^[A-Za-z_$][\w$]?$/.test(name))).toEqual([]);
  expect([...actions]).toEqual(expect.arrayContaining(["storeToken", "keepSystem", "assign", "sendTo"]));
  // Public codes stay readable: the bank list's codes and the chosen bank.
  expect(messages.some((message) => /"code":"KBANK","name":"Kasikornbank"/.test(message))).toBe(true);
});
