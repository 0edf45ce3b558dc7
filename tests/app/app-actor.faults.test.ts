// @vitest-environment node
// Node, not jsdom: jsdom's AbortSignal does not reach Node's fetch, so request timeouts would never fire here.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { waitFor } from "xstate";
import { createAppActor, type AppActor } from "../../src/app/app-actor";
import { isSessionSettled } from "../../src/app/session-queries";
import { installMemoryStorage } from "../support/memory-storage";
import { dev, signIn, startTestServer, testClient, type RunningServer } from "../support/reference-server";

installMemoryStorage();
let server: RunningServer;
const navigations: string[] = [];
let actor: AppActor | undefined;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  navigations.length = 0;
});
afterEach(async () => {
  actor?.stop();
  await dev(server, "DELETE", "/faults");
  await dev(server, "POST", "/system", { status: 0, domainValid: true });
});

function startApp(): AppActor {
  actor = createAppActor({
    navigator: { navigate: (to) => navigations.push(to), currentPageNeedsLogin: () => true },
    host: () => "localhost",
    api: { baseURL: server.url, timeoutMs: 1000 },
    openWindow: () => {},
  });
  actor.start();
  return actor;
}

const settled = (app: AppActor) => waitFor(app, (s) => !s.matches("booting"), { timeout: 5000 });
const sessionSettled = (app: AppActor) => waitFor(app, isSessionSettled, { timeout: 5000 });

async function storeMemberToken() {
  sessionStorage.setItem("token", await signIn(testClient(server)));
}

const FAULTS = [
  { label: "timeout", fault: { kind: "delay", ms: 2500 }, kind: "timeout" },
  { label: "HTTP 500", fault: { kind: "status", status: 500 }, kind: "http" },
  { label: "success false", fault: { kind: "fail", message: "Busy, try later" }, kind: "server" },
  { label: "malformed JSON", fault: { kind: "malformed" }, kind: "malformed" },
  { label: "missing fields", fault: { kind: "malformed", body: { success: true, value: { status: 0 } } }, kind: "malformed" },
  { label: "dropped connection", fault: { kind: "drop" }, kind: "network" },
] as const;

describe("the real app actor on the reference server", () => {
  it("boots into running and restores a stored member token", async () => {
    await storeMemberToken();
    const app = startApp();
    const snapshot = await sessionSettled(await settled(app).then(() => app));
    expect(snapshot.matches({ running: { session: { signedIn: { role: "member" } } } })).toBe(true);
    expect(sessionStorage.getItem("merchant")).toBe("DEMO");
    const balance = await waitFor(snapshot.children.balance!, (s) => s.matches({ amount: "ready" }));
    expect(balance.context.balance?.currencySymbol).toBe("฿");
  });

  it.each(["maintenance", "regionBlocked"] as const)("shows %s when the system says so", async (state) => {
    await dev(server, "POST", "/system", { status: state === "maintenance" ? 1 : 2 });
    expect((await settled(startApp())).value).toBe(state);
  });

  it("shows the invalid-domain page when the domain check fails", async () => {
    await dev(server, "POST", "/system", { domainValid: false });
    expect((await settled(startApp())).value).toBe("invalidDomain");
  });

  describe.each(["/wps/system/status", "/wps/system/domainRoute"])("boot call %s", (path) => {
    it.each(FAULTS)("$label: bootFailed with a $kind error, then retry boots", async ({ fault, kind }) => {
      await dev(server, "POST", "/faults", { path, ...fault, times: 1 });
      const app = startApp();
      const failed = await settled(app);
      expect(failed.value).toBe("bootFailed");
      expect(failed.context.bootError?.kind).toBe(kind);
      app.send({ type: "RETRY" });
      expect((await settled(app)).matches("running")).toBe(true);
    });
  });

  it("a 401 on boot-time member info lands on guest and forgets the token", async () => {
    sessionStorage.setItem("token", "garbage-token");
    const app = startApp();
    const snapshot = await sessionSettled(app);
    expect(snapshot.matches({ running: { session: "guest" } })).toBe(true);
    expect(sessionStorage.getItem("token")).toBeNull();
  });

  it.each(FAULTS)("member info $label: restoreFailed with a $kind notice, token kept", async ({ fault, kind }) => {
    await storeMemberToken();
    await dev(server, "POST", "/faults", { path: "/wps/member/info", ...fault, times: 1 });
    const snapshot = await sessionSettled(startApp());
    expect(snapshot.matches({ running: { session: "restoreFailed" } })).toBe(true);
    expect(snapshot.context.sessionNotice?.kind).toBe(kind);
    expect(sessionStorage.getItem("token")).not.toBeNull();
  });

  it.each(FAULTS)("balance $label: the balance shows failed with a $kind error, refresh recovers", async ({ fault, kind }) => {
    await storeMemberToken();
    await dev(server, "POST", "/faults", { path: "/wps/v2/wallets/balance", ...fault, times: 1 });
    const snapshot = await sessionSettled(startApp());
    const balance = snapshot.children.balance!;
    const failed = await waitFor(balance, (s) => s.matches({ amount: "failed" }), { timeout: 5000 });
    expect(failed.context.error?.kind).toBe(kind);
    balance.send({ type: "BALANCE.REFRESH" });
    await waitFor(balance, (s) => s.matches({ amount: "ready" }), { timeout: 5000 });
  });

  it.each(FAULTS)("announcements $label: notices failed with a $kind error", async ({ fault, kind }) => {
    await dev(server, "POST", "/faults", { path: "/wps/relay/MCSFE_getListAnnouncements", ...fault, times: 1 });
    const snapshot = await settled(startApp());
    const failed = await waitFor(snapshot.children.notices!, (s) => s.matches("failed"), { timeout: 5000 });
    expect(failed.context.error?.kind).toBe(kind);
  });

  it.each(FAULTS)("unread count $label: the inbox shows failed, the session stays", async ({ fault }) => {
    await storeMemberToken();
    await dev(server, "POST", "/faults", { path: "/wps/relay/CSP_unreadCount", ...fault, times: 1 });
    const app = startApp();
    await sessionSettled(app);
    const snapshot = await waitFor(app, (s) => s.matches({ running: { session: { signedIn: { inbox: "failed" } } } }), { timeout: 5000 });
    expect(snapshot.matches({ running: { session: { signedIn: { role: "member" } } } })).toBe(true);
  });

  it.each(FAULTS)("logout $label: the session still ends on this device and goes home", async ({ fault }) => {
    await storeMemberToken();
    await dev(server, "POST", "/faults", { path: "/wps/session/logout", ...fault, times: 1 });
    const app = startApp();
    await sessionSettled(app);
    app.send({ type: "LOGOUT.REQUEST" });
    app.send({ type: "LOGOUT.CONFIRM" });
    await waitFor(app, (s) => s.matches({ running: { session: "guest" } }), { timeout: 5000 });
    expect(sessionStorage.getItem("token")).toBeNull();
    expect(navigations).toEqual(["/"]);
  });

  it("a session that dies mid-use (401) returns to guest and leaves a protected page", async () => {
    await storeMemberToken();
    const app = startApp();
    const snapshot = await sessionSettled(app);
    await waitFor(snapshot.children.balance!, (s) => s.matches({ amount: "ready" }));
    await dev(server, "POST", "/faults", { path: "/wps/v2/wallets/balance", kind: "status", status: 401, errorCode: "login.not.session", times: 1 });
    app.getSnapshot().children.balance!.send({ type: "BALANCE.REFRESH" });
    const guest = await waitFor(app, (s) => s.matches({ running: { session: "guest" } }), { timeout: 5000 });
    expect(guest.context.sessionNotice).toEqual({ kind: "unauthorized" });
    expect(navigations).toEqual(["/login"]);
    expect(sessionStorage.getItem("token")).toBeNull();
  });

  const thai = /[\u0E00-\u0E7F]/;
  const firstTitle = (s: { context: { announcements?: { player: { title: string }[] } } }) => s.context.announcements?.player[0]?.title ?? "";

  it("a language change is stored under lang and hisLang and sent as the Language header", async () => {
    const app = startApp();
    await settled(app);
    const notices = app.getSnapshot().children.notices!;
    expect(firstTitle(await waitFor(notices, (s) => s.matches("ready")))).toMatch(thai);
    app.send({ type: "LANGUAGE.SET", language: "en" });
    expect(localStorage.getItem("lang")).toBe("en");
    expect(localStorage.getItem("hisLang")).toBe("EN");
    const english = await waitFor(notices, (s) => s.matches("ready") && !thai.test(firstTitle(s)), { timeout: 5000 });
    expect(firstTitle(english)).toMatch(/^[\x20-\x7E]+$/);
  });

  it("a language switch while the notices are still loading ends with notices in the new language", async () => {
    const app = startApp();
    await settled(app);
    app.send({ type: "LANGUAGE.SET", language: "en" });
    const notices = app.getSnapshot().children.notices!;
    const loaded = await waitFor(notices, (s) => s.matches("ready"), { timeout: 5000 });
    expect(firstTitle(loaded)).not.toMatch(thai);
  });

  it("an unknown stored language falls back to Thai", async () => {
    localStorage.setItem("hisLang", "XX");
    const app = startApp();
    expect(app.getSnapshot().context.language).toBe("th");
  });
});
