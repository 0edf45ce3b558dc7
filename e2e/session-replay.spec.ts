import { expect, test } from "./fixtures";
import { steadyContext } from "./connection";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type { RecordedSession } from "../src/app/session-recorder";
import { FLOW_MACHINES } from "../scripts/replay/flows";
import { replaySession } from "../scripts/replay/replay-session";
import { withConfirmAndBackSwapped, withLoginNeverSubmitting } from "../tests/replays/changed-machines";
import { inspectorApp, serveClientFrom } from "./inspector-build";
import { dev, dismissPopups, resetServer, sentRequestNumber } from "./support";
import { skipPopups } from "./popups";

/** Moves within the single-page app (a reload would end the recording). */
async function goWithinApp(page: import("./fixtures").Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

test("a session of a login, a deposit and a withdrawal confirmation, recorded with ?recordSession, is downloaded from the debug menu, masked, and replays to the same states", async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const dir = inspectorApp();
  await resetServer(request);
  const context = await steadyContext(browser, { acceptDownloads: true });
  // The debug build also opens the inspector window: a blank stand-in keeps it off the network.
  await context.route("https://stately.ai/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>inspector</title>" }));
  await serveClientFrom(context, baseURL!, dir);
  await context.addInitScript(() => localStorage.setItem("hisLang", "EN"));
  const page = await context.newPage();
  // Not about the popups or the connection chooser: popups skipped here, pings steadied by steadyContext.
  await skipPopups(page);

  await page.goto("/login?recordSession");
  await dismissPopups(page);
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await dialog.getByRole("textbox", { name: "Username", exact: true }).fill("demo");
  await dialog.getByRole("textbox", { name: "Password", exact: true }).fill("Demo1234");
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("฿1,000.00")).toBeVisible();
  await dismissPopups(page);
  await goWithinApp(page, "/member/depositv2");
  await page.getByRole("textbox", { name: "Amount" }).fill("500");
  await page.getByRole("button", { name: "Send deposit request" }).click();
  await sentRequestNumber(page, "Deposit", "฿500.00");

  // A withdrawal the operator pays, and the member confirms its receipt.
  await goWithinApp(page, "/member/withdraw");
  await page.getByRole("combobox", { name: "Bank" }).selectOption("KBANK");
  await page.getByRole("textbox", { name: "Account number" }).fill("1234567890");
  await page.getByRole("textbox", { name: "Account name" }).fill("Demo Member");
  await page.getByLabel("New payment password (6 digits)").fill("418273");
  await page.getByLabel("Login password").fill("Demo1234");
  await page.getByRole("button", { name: "Bind bank account" }).click();
  await expect(page.getByText("To: Kasikornbank ******7890 (Demo Member)")).toBeVisible();
  await page.getByRole("textbox", { name: "Amount" }).fill("200");
  await page.getByLabel("Payment password").fill("418273");
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
  await confirm.getByRole("button", { name: "Close", exact: true }).click();

  await page.getByRole("button", { name: "Debug" }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: "Download session" }).click()]);
  const text = readFileSync((await download.path())!, "utf8");
  mkdirSync("test-results", { recursive: true });
  writeFileSync("test-results/recorded-session.json", text);
  await context.close();

  const session = JSON.parse(text) as RecordedSession;
  // The root's children are recorded too: the login dialog's flow and the balance.
  expect(session.actors.map((a) => a.flow)).toEqual(expect.arrayContaining(["app", "login", "balance", "deposit", "withdraw", "withdrawalConfirmation", "consolidated"]));
  // The typed passwords and the issued token are not in it; what was typed keeps only its shape.
  expect(text).not.toContain("Demo1234");
  expect(text).not.toContain("418273");
  expect(text).not.toMatch(/[0-9a-f]{64}/);
  const deposit = session.actors.find((a) => a.flow === "deposit")!;
  expect(deposit.steps.map((s) => s.event.type)).toEqual(expect.arrayContaining(["AMOUNT.CHANGE", "DEPOSIT.SUBMIT", "xstate.done.actor.requestDeposit"]));
  const confirmation = session.actors.find((a) => a.flow === "withdrawalConfirmation")!;
  expect(confirmation.steps.map((s) => s.event.type)).toEqual(["CONFIRM.KIND", "CONFIRM.REVIEW", "CONFIRM.SUBMIT", "xstate.done.actor.confirmWithdrawal"]);
  const login = session.actors.find((a) => a.flow === "login")!;
  expect(login.steps.map((s) => s.event.type)).toEqual(expect.arrayContaining(["LOGIN.CHANGE", "LOGIN.SUBMIT", "xstate.done.actor.login"]));
  const steps = replaySession(session);
  expect(steps.length).toBeGreaterThan(5);
  expect(steps.filter((s) => !s.same)).toEqual([]);

  // The same fresh recording fails on a changed machine, a page flow's or the root's child's.
  const swapped = replaySession(session, { ...FLOW_MACHINES, withdrawalConfirmation: withConfirmAndBackSwapped() }).filter((s) => !s.same);
  expect(swapped[0]).toMatchObject({ flow: "withdrawalConfirmation", event: "CONFIRM.SUBMIT", expected: "submitting", reached: "choosing" });
  const neverSubmits = replaySession(session, { ...FLOW_MACHINES, login: withLoginNeverSubmitting() }).filter((s) => !s.same);
  expect(neverSubmits[0]).toMatchObject({ flow: "login", event: "LOGIN.SUBMIT", expected: { active: { form: "submitting" } }, reached: { active: { form: "editing" } } });
});
