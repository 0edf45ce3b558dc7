import { describe, expect, it } from "vitest";
import { createTestActor, deliver, type TestActor } from "../paths/replay-actor";
import { networkError, unauthorizedError } from "../fixtures/errors";
import { member, running, systemData } from "../fixtures/system";
import { appModel } from "./app.model";

type AppTest = TestActor<typeof appModel.machine>;

async function signedInAs(type: number, role: "member" | "trial" | "agent"): Promise<AppTest> {
  const test = createTestActor(appModel);
  test.actor.start();
  await deliver(test, { type: "xstate.done.actor.loadSystem", output: running() } as never);
  await deliver(test, { type: "xstate.done.actor.restoreSession", output: { member: member(type), role } } as never);
  return test;
}

const state = (test: AppTest) => test.actor.getSnapshot();

describe("app machine side effects", () => {
  it("logs out only after confirmation, then clears the session and goes home even if the server call fails", async () => {
    const test = await signedInAs(0, "member");
    test.actor.send({ type: "LOGOUT.REQUEST" });
    expect(state(test).matches({ running: { session: { signedIn: { logout: "confirming" } } } })).toBe(true);
    test.actor.send({ type: "LOGOUT.CANCEL" });
    expect(state(test).matches({ running: { session: { signedIn: { role: "member", logout: "idle" } } } })).toBe(true);
    expect(test.actions.map((a) => a.type)).not.toContain("clearSession");

    test.actor.send({ type: "LOGOUT.REQUEST" });
    test.actor.send({ type: "LOGOUT.CONFIRM" });
    expect(state(test).matches({ running: { session: "loggingOut" } })).toBe(true);
    await deliver(test, { type: "xstate.error.actor.logout", error: networkError } as never);
    expect(state(test).matches({ running: { session: "guest" } })).toBe(true);
    expect(test.actions).toEqual(
      expect.arrayContaining([{ type: "clearSession", params: undefined }, { type: "navigate", params: { to: "/" } }]),
    );
    expect(state(test).context.member).toBeUndefined();
    expect(state(test).context.hasStoredToken).toBe(false);
  });

  it("ends an expired session: back to guest, off a protected page, with the not-logged-in notice", async () => {
    const test = await signedInAs(1, "agent");
    expect(state(test).matches({ running: { session: { signedIn: { role: "agent" } } } })).toBe(true);
    test.actor.send({ type: "SESSION.EXPIRED" });
    expect(state(test).matches({ running: { session: "guest" } })).toBe(true);
    expect(test.actions.map((a) => a.type)).toEqual(expect.arrayContaining(["clearSession", "leaveProtectedPage"]));
    expect(state(test).context.sessionNotice).toEqual({ kind: "unauthorized" });
    expect(state(test).context.role).toBeUndefined();
  });

  it("does not fetch unread messages for a trial account", async () => {
    const test = await signedInAs(4, "trial");
    expect(state(test).matches({ running: { session: { signedIn: { role: "trial", inbox: "notFetched" } } } })).toBe(true);
    expect(test.fakes.isPending("fetchUnreadCount")).toBe(false);
  });

  it("lands a garbage or expired token on guest, forgets it and says the visitor is not logged in", async () => {
    const test = createTestActor(appModel);
    test.actor.start();
    await deliver(test, { type: "xstate.done.actor.loadSystem", output: running() } as never);
    await deliver(test, { type: "xstate.error.actor.restoreSession", error: unauthorizedError } as never);
    expect(state(test).matches({ running: { session: "guest" } })).toBe(true);
    expect(state(test).context.hasStoredToken).toBe(false);
    expect(test.actions.map((a) => a.type)).toContain("clearSession");
    // Section 8: "you are not logged in, please login".
    expect(state(test).context.sessionNotice).toEqual({ kind: "unauthorized" });
  });

  it("keeps the token when restoring fails for a network reason, and retries", async () => {
    const test = createTestActor(appModel);
    test.actor.start();
    await deliver(test, { type: "xstate.done.actor.loadSystem", output: running() } as never);
    await deliver(test, { type: "xstate.error.actor.restoreSession", error: networkError } as never);
    expect(state(test).matches({ running: { session: "restoreFailed" } })).toBe(true);
    expect(state(test).context.hasStoredToken).toBe(true);
    expect(state(test).context.sessionNotice).toEqual(expect.objectContaining({ kind: "network" }));
    test.actor.send({ type: "RETRY" });
    expect(test.fakes.isPending("restoreSession")).toBe(true);
  });

  it("treats an unknown system status as a failed boot with Unknown error, never as running", async () => {
    const test = createTestActor(appModel);
    test.actor.start();
    await deliver(test, { type: "xstate.done.actor.loadSystem", output: systemData({ status: 7 }) } as never);
    expect(state(test).value).toBe("bootFailed");
    expect(state(test).context.bootError).toEqual(expect.objectContaining({ kind: "malformed" }));
  });

  it("lets maintenance win over region restriction", async () => {
    const test = createTestActor(appModel);
    test.actor.start();
    const both = systemData({ status: 1, maintenance: true, regionRestriction: true });
    await deliver(test, { type: "xstate.done.actor.loadSystem", output: both } as never);
    expect(state(test).value).toBe("maintenance");
  });

  it("stores a language change and reloads the notices in the new language", async () => {
    const test = createTestActor(appModel);
    test.actor.start();
    test.actor.send({ type: "LANGUAGE.SET", language: "en" });
    expect(test.actions).toContainEqual({ type: "applyLanguage", params: { language: "en" } });
    await deliver(test, { type: "xstate.done.actor.loadSystem", output: running() } as never);
    test.actor.send({ type: "LANGUAGE.SET", language: "th" });
    expect(state(test).context.language).toBe("th");
    expect(test.fakes.sent).toContainEqual({ id: "notices", event: { type: "NOTICES.RELOAD" } });
  });

  it("opens the first customer-service link", async () => {
    const test = createTestActor(appModel);
    test.actor.start();
    await deliver(test, { type: "xstate.done.actor.loadSystem", output: running() } as never);
    test.actor.send({ type: "CUSTOMER_SERVICE.OPEN" });
    expect(test.actions).toContainEqual({ type: "openCustomerService", params: { url: "https://chat.example.test/" } });
  });

  it("asks for the default customer-service link while the site's own links are unknown", async () => {
    const test = createTestActor(appModel);
    test.actor.start();
    await deliver(test, { type: "xstate.error.actor.loadSystem", error: networkError } as never);
    test.actor.send({ type: "CUSTOMER_SERVICE.OPEN" });
    expect(test.actions).toContainEqual({ type: "openCustomerService", params: { url: undefined } });
  });

  it("goes back to booting when a call reports maintenance while running", async () => {
    const test = await signedInAs(0, "member");
    test.actor.send({ type: "SYSTEM.MAINTENANCE_DETECTED" });
    expect(state(test).value).toBe("booting");
    expect(test.fakes.isPending("loadSystem")).toBe(true);
  });
});
