import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { createApiClient } from "../src/api/http-client";

export async function dev(request: APIRequestContext, method: "GET" | "POST" | "DELETE", path: string, data?: unknown) {
  const response = await request.fetch(`/dev${path}`, { method, data });
  const json = (await response.json()) as { success: boolean; value?: unknown; message?: string };
  expect(json.success, `dev ${path}: ${json.message}`).toBe(true);
  return json.value;
}

/** Back to the seed before each test: running, valid domain, no faults. */
export async function resetServer(request: APIRequestContext) {
  await dev(request, "POST", "/reset");
}

/** A session token from the real, encrypted login call. */
export async function loginToken(baseURL: string, username = "demo", password = "Demo1234"): Promise<string> {
  const api = createApiClient({
    baseURL,
    timeoutMs: 10_000,
    token: () => null,
    merchant: () => "DEMO",
    language: () => "en",
    onUnauthorized: () => {},
    onMaintenance: () => {},
  });
  const answer = await api.request("login", { body: { username, password, type: "username", loginDeviceId: "e2e" } });
  return answer.token;
}

/** A member call with the token (the real client), for what a test needs to read rather than assume. */
export function memberClient(baseURL: string, token: string) {
  return createApiClient({
    baseURL,
    timeoutMs: 10_000,
    token: () => token,
    merchant: () => "DEMO",
    language: () => "en",
    onUnauthorized: () => {},
    onMaintenance: () => {},
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The number the page gave a request it just sent ("Deposit request #4 for ฿500.00 sent"), read from the page: demo's
 * seeded month holds requests already, so a new one is not #1.
 */
export async function sentRequestNumber(page: Page, kind: "Deposit" | "Withdrawal", amount: string): Promise<number> {
  const sent = page.getByText(new RegExp(`^${kind} request #\\d+ for ${escapeRegExp(amount)} sent`));
  await expect(sent).toBeVisible();
  return Number(/#(\d+)/.exec(await sent.innerText())?.[1]);
}

/** Opens the app in English (the default is Thai). */
export async function useEnglish(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem("hisLang")) localStorage.setItem("hisLang", "EN");
  });
}

export async function withStoredToken(page: Page, token: string) {
  await page.addInitScript((value) => sessionStorage.setItem("token", value), token);
}

/** Fails the test if the page ever runs a dialog (an injected script would). */
export function forbidDialogs(page: Page, seen: string[]) {
  page.on("dialog", (dialog) => {
    seen.push(dialog.message());
    void dialog.dismiss();
  });
}

/**
 * Waits until the lobby has drawn its last part, the winner board. Its parts come one after another, each pushing the
 * footer down, so a click on the footer before then can land where the footer was (a person waits for the page too).
 */
export async function lobbyDrawn(page: Page) {
  await expect(page.getByRole("table", { name: /^(Winner board|กระดานผู้ชนะ)$/ })).toBeAttached();
}

export { dismissPopups, skipPopups } from "./popups";

/** Signs out as a member does: the account menu's "Sign out", then the confirmation. */
export async function signOutFromMenu(page: Page): Promise<void> {
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await page.getByRole("dialog", { name: "Sign out?" }).getByRole("button", { name: "Sign out" }).click();
}
