// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import v8 from "node:v8";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { runInNewContext } from "node:vm";
import { i18n } from "@lingui/core";
import { ApiError } from "../../src/api/api-error";
import type { CallName, ErrorKind } from "../../contract";
import { activateLanguage } from "../../src/i18n";
import { errorMessage } from "../../src/i18n/error-message";
import { dev, signIn, startTestServer, testClient, type RunningServer, type TestClient } from "../support/reference-server";

let server: RunningServer;
let client: TestClient;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  // Calls here change the server (a new password, an SMS sent): every test starts from the seed.
  await dev(server, "POST", "/reset");
  client = testClient(server);
  await signIn(client);
});
afterEach(() => dev(server, "DELETE", "/faults"));

/** Every call of the contract with the query or body it needs (a logout last would end the session: each test signs in). */
const CALLS: Array<{ name: CallName; path: string; query?: Record<string, string | number>; body?: unknown }> = [
  { name: "systemStatus", path: "/wps/system/status" },
  { name: "domainRoute", path: "/wps/system/domainRoute", query: { host: "localhost" } },
  { name: "whitelabel", path: "/wps/system/whitelabel" },
  { name: "registerSettings", path: "/wps/system/setting/register" },
  { name: "memberInfo", path: "/wps/member/info" },
  { name: "balance", path: "/wps/v2/wallets/balance", query: { typeId: 0 } },
  { name: "unreadCount", path: "/wps/relay/CSP_unreadCount" },
  { name: "announcements", path: "/wps/relay/MCSFE_getListAnnouncements", query: { types: "B,PL,PU,PR,H", platform: "W", execution: "B" } },
  { name: "rsaKey", path: "/wps/session/key/rsa", query: { t: 1 } },
  { name: "captcha", path: "/wps/captcha" },
  { name: "logout", path: "/wps/session/logout" },
  { name: "countries", path: "/wps/system/countries" },
  { name: "login", path: "/wps/session/login", body: { username: "demo", password: "Demo1234", type: "username", loginDeviceId: "t" } },
  { name: "loginSmsCode", path: "/wps/verification/sms/noLogin", body: { mobileNum: "0812345678", countryDialingCode: "+66", purpose: "login" } },
  { name: "changePassword", path: "/wps/member/password", body: { oldPassword: "Demo1234", newPassword: "Demo1234x", confirmNewPassword: "Demo1234x" } },
  { name: "forgotPasswordByEmail", path: "/wps/member/password/email", body: { username: "demo", email: "demo@example.com" } },
  { name: "freePlay", path: "/wps/session/login/freeplay", body: { os: "other", platform: "W" } },
  // A call of the contract's later table (its schemas load with the first such call).
  { name: "pointConfig", path: "/wps/relay/MCS2_getPointConfig" },
];

/** Each fault kind /dev/faults can inject, the error kind it must become and its English catalogue message. */
const FAULTS: Array<{ label: string; fault: Record<string, unknown>; kind: ErrorKind; message: string }> = [
  { label: "timeout", fault: { kind: "delay", ms: 1200 }, kind: "timeout", message: "The page took longer to load, please check your network" },
  { label: "HTTP 500", fault: { kind: "status", status: 500 }, kind: "http", message: "Network link is abnormal, please try again" },
  { label: "HTTP 401", fault: { kind: "status", status: 401, errorCode: "login.not.session", message: "x" }, kind: "unauthorized", message: "You are not logged in, please login" },
  { label: "success false", fault: { kind: "fail", message: "Daily limit reached" }, kind: "server", message: "Daily limit reached" },
  { label: "malformed JSON", fault: { kind: "malformed" }, kind: "malformed", message: "Unknown error" },
  { label: "missing fields", fault: { kind: "malformed", body: { success: true, value: { unexpected: 1 } } }, kind: "malformed", message: "Unknown error" },
  { label: "dropped connection", fault: { kind: "drop" }, kind: "network", message: "Network link is abnormal, please try again" },
];

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error("the call succeeded");
}

const GUEST_SENDS = new Set<CallName>(["loginSmsCode", "forgotPasswordByEmail"]);

/** The server's challenge solved as the browser solves it, as base64 JSON. */
async function humanProof(): Promise<string> {
  const challenge = await client.api.request("humanChallenge", {});
  const solution = await solveChallenge({ challenge: challenge as Parameters<typeof solveChallenge>[0]["challenge"], deriveKey, timeout: 10_000 });
  if (!solution) throw new Error("challenge not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

describe("API client against the reference server", () => {
  it.each(CALLS)("$name answers in its contract shape", async ({ name, query, body }) => {
    // A code or mail no session stands behind carries a human-verification proof (docs/security-senders.md).
    const proof = GUEST_SENDS.has(name) ? { humanVerification: await humanProof() } : {};
    const value = await client.api.request(name, { query, body: (body === undefined ? body : { ...(body as object), ...proof }) as never });
    // Calls that only acknowledge answer no value; everything else carries one.
    if (["logout", "changePassword", "forgotPasswordByEmail"].includes(name)) expect(value ?? null).toBeNull();
    else expect(value).toBeTruthy();
  });

  describe.each(CALLS)("$name under faults", ({ name, path, query, body }) => {
    // A call that answers no value cannot answer one "missing fields".
    const faults = ["logout", "changePassword", "forgotPasswordByEmail"].includes(name) ? FAULTS.filter((f) => f.label !== "missing fields") : FAULTS;
    it.each(faults)("$label becomes a $kind error with its catalogue message", async ({ fault, kind, message }) => {
      await dev(server, "POST", "/faults", { path, ...fault, times: 1 });
      // A short client timeout for the delayed answer; the others keep the generous default.
      const caller = kind === "timeout" ? Object.assign(testClient(server, { timeoutMs: 100 }), { token: client.token }) : client;
      const error = await failureOf(caller.api.request(name, { query, body: body as never }));
      expect(error).toBeInstanceOf(ApiError);
      expect(error.kind).toBe(kind);
      activateLanguage("en");
      const text = errorMessage(error.toInfo());
      expect(typeof text === "string" ? text : i18n._(text)).toBe(message);
      if (kind === "unauthorized") expect(caller.events).toEqual(["unauthorized"]);
    });
  });

  it("times out a call made with the caller's signal even when the garbage collector runs meanwhile", async () => {
    // Node 20 collected a timeout signal held only by AbortSignal.any (nodejs/node#57736): the call then waited for the
    // late answer. A forced collection during the wait makes that happen every time instead of under load.
    v8.setFlagsFromString("--expose-gc");
    const collectGarbage = runInNewContext("gc") as () => void;
    await dev(server, "POST", "/faults", { path: "/wps/system/status", kind: "delay", ms: 2000, times: 1 });
    const caller = testClient(server, { timeoutMs: 300 });
    const collections = [setTimeout(collectGarbage, 50), setTimeout(collectGarbage, 150)];
    const error = await failureOf(caller.api.request("systemStatus", { signal: new AbortController().signal }));
    collections.forEach(clearTimeout);
    expect(error.kind).toBe("timeout");
  });

  it("sends the headers of the platform: raw token, merchant once, upper-case language, module id", async () => {
    const seen: Headers[] = [];
    const spy = testClient(server, {
      token: () => client.token,
      language: () => "th",
    });
    const original = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)));
      return original(input, init);
    }) as typeof fetch;
    try {
      await spy.api.request("balance", { query: { typeId: 0 } });
    } finally {
      globalThis.fetch = original;
    }
    const headers = seen.at(-1)!;
    expect(headers.get("authorization")).toBe(client.token);
    expect(headers.get("merchant")).toBe("DEMO");
    expect(headers.get("language")).toBe("TH");
    expect(headers.get("module-id")).toBe("FUNDTRANS3");
  });

  it("reports maintenance (HTTP 400 function.not.available) and gets 401 after the session ends", async () => {
    await dev(server, "POST", "/system", { status: 1 });
    try {
      const error = await failureOf(client.api.request("balance", { query: { typeId: 0 } }));
      expect(error.kind).toBe("maintenance");
      expect(client.events).toContain("maintenance");
    } finally {
      await dev(server, "POST", "/system", { status: 0 });
    }
    await client.api.request("logout");
    const error = await failureOf(client.api.request("memberInfo"));
    expect(error.kind).toBe("unauthorized");
  });

  it("round-trips an encrypted login, and a wrong password asks for a captcha", async () => {
    const fresh = testClient(server);
    expect(await signIn(fresh)).toMatch(/^[0-9a-f]{64}$/);
    const error = await failureOf(signIn(testClient(server), "demo", "wrong-password"));
    expect(error.kind).toBe("server");
    expect(error.value).toEqual({ captcha: true });
  });
});
