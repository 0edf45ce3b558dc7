import { describe, expect, it } from "vitest";
import type { LoginOutput } from "../../machines/login.machine";
import { createTestActor, deliver, type TestActor } from "../paths/replay-actor";
import { networkError } from "../fixtures/errors";
import { loginAnswer, member, running } from "../fixtures/system";
import { appModel } from "./app.model";

type AppTest = TestActor<typeof appModel.machine>;

async function guest(system = running()): Promise<AppTest> {
  const test = createTestActor({ ...appModel, input: { ...appModel.input!, hasStoredToken: false } });
  test.actor.start();
  await deliver(test, { type: "xstate.done.actor.loadSystem", output: system } as never);
  return test;
}

const login = (overrides: Partial<LoginOutput> = {}, answer = loginAnswer()): LoginOutput => ({
  answer,
  via: "username",
  username: "demo",
  rememberMe: false,
  agentLogin: false,
  ...overrides,
});

const at = (test: AppTest, value: unknown) => test.actor.getSnapshot().matches(value as never);

describe("app machine: signing in", () => {
  it("stores the token, restores the member and goes home", async () => {
    const test = await guest();
    await deliver(test, { type: "xstate.done.actor.login", output: login({ rememberMe: true }) } as never);
    expect(at(test, { running: { session: "restoring" } })).toBe(true);
    expect(test.actions).toEqual(
      expect.arrayContaining([
        { type: "storeToken", params: { token: loginAnswer().token } },
        { type: "rememberUsername", params: { username: "demo" } },
        { type: "announceFirstLogin", params: { firstTimeLogin: false } },
      ]),
    );
    await deliver(test, { type: "xstate.done.actor.restoreSession", output: { member: member(0), role: "member" } } as never);
    expect(at(test, { running: { session: { signedIn: { role: "member" } } } })).toBe(true);
    expect(test.actions).toContainEqual({ type: "navigateAfterLogin", params: { to: "/" } });
    expect(test.actor.getSnapshot().context.afterLogin).toBeUndefined();
  });

  it("forces a password change after a first login by username, not after one by SMS", async () => {
    const first = await guest();
    await deliver(first, { type: "xstate.done.actor.login", output: login({}, loginAnswer({ firstTimeLogin: true })) } as never);
    expect(at(first, { running: { session: "forcedPasswordChange" } })).toBe(true);
    expect(first.actions).toContainEqual({ type: "announceFirstLogin", params: { firstTimeLogin: true } });

    const sms = await guest();
    await deliver(sms, { type: "xstate.done.actor.login", output: login({ via: "sms" }, loginAnswer({ passwordExpired: true })) } as never);
    expect(at(sms, { running: { session: "restoring" } })).toBe(true);
  });

  it("does not force the change when the site's password policy (PWDEXPFORCECHANGE3) is off", async () => {
    const test = await guest({ ...running(), flags: { ...running().flags, PWDEXPFORCECHANGE3: false } });
    await deliver(test, { type: "xstate.done.actor.login", output: login({}, loginAnswer({ passwordExpired: true })) } as never);
    expect(at(test, { running: { session: "restoring" } })).toBe(true);
  });

  it("after the forced change signs in with the new token; when that fails, asks to log in again", async () => {
    const test = await guest();
    await deliver(test, { type: "xstate.done.actor.login", output: login({}, loginAnswer({ firstTimeLogin: true })) } as never);
    await deliver(test, { type: "xstate.done.actor.changePassword", output: { result: "loggedIn", answer: loginAnswer({ token: "b".repeat(64) }) } } as never);
    expect(at(test, { running: { session: "restoring" } })).toBe(true);
    expect(test.actions).toContainEqual({ type: "storeToken", params: { token: "b".repeat(64) } });

    const again = await guest();
    await deliver(again, { type: "xstate.done.actor.login", output: login({}, loginAnswer({ firstTimeLogin: true })) } as never);
    await deliver(again, { type: "xstate.done.actor.changePassword", output: { result: "loginAgain" } } as never);
    expect(at(again, { running: { session: "guest" } })).toBe(true);
    expect(again.actor.getSnapshot().context.sessionNotice).toEqual({ kind: "server", errorCode: "PASSWORD_RESET_LOGIN_AGAIN" });
  });

  it("refuses a non-agent on the agent login page: Non-agents cannot log in, and the session ends", async () => {
    const test = await guest();
    await deliver(test, { type: "xstate.done.actor.login", output: login({ agentLogin: true }) } as never);
    await deliver(test, { type: "xstate.done.actor.restoreSession", output: { member: member(0), role: "member" } } as never);
    expect(at(test, { running: { session: "loggingOut" } })).toBe(true);
    expect(test.actor.getSnapshot().context.sessionNotice).toEqual({ kind: "server", errorCode: "NON_AGENT" });
  });

  it("takes an agent from the agent login page to /agentHome", async () => {
    const test = await guest();
    await deliver(test, { type: "xstate.done.actor.login", output: login({ agentLogin: true }) } as never);
    await deliver(test, { type: "xstate.done.actor.restoreSession", output: { member: member(1), role: "agent" } } as never);
    expect(test.actions).toContainEqual({ type: "navigateAfterLogin", params: { to: "/agentHome" } });
  });

  it("starts trial play only when FREEPLAY3 is on, and shows the real-account prompt only to trial accounts", async () => {
    const disabled = await guest({ ...running(), flags: { ...running().flags, FREEPLAY3: false } });
    disabled.actor.send({ type: "FREEPLAY.START" });
    expect(at(disabled, { running: { session: "guest" } })).toBe(true);

    const test = await guest();
    test.actor.send({ type: "FREEPLAY.START" });
    expect(at(test, { running: { session: "startingTrial" } })).toBe(true);
    await deliver(test, { type: "xstate.done.actor.freePlay", output: { answer: loginAnswer({ customerType: 4, userName: "trial1" }) } } as never);
    await deliver(test, { type: "xstate.done.actor.restoreSession", output: { member: member(4), role: "trial" } } as never);
    expect(at(test, { running: { session: { signedIn: { role: "trial", inbox: "notFetched" } } } })).toBe(true);
    test.actor.send({ type: "REAL_ACCOUNT.REQUIRED" });
    expect(at(test, { running: { session: { signedIn: { realAccountPrompt: "shown" } } } })).toBe(true);
    test.actor.send({ type: "PASSWORD.OPEN" });
    expect(at(test, { running: { session: { signedIn: { passwordChange: "closed" } } } })).toBe(true);
    // Registering ends the trial: the register form belongs to a guest.
    test.actor.send({ type: "REAL_ACCOUNT.REGISTER" });
    expect(test.actions.map((action) => action.type)).toEqual(expect.arrayContaining(["clearSession", "navigate"]));
    expect(test.actions).toContainEqual({ type: "navigate", params: { to: "/register" } });
    expect(at(test, { running: { session: { guest: "idle" } } })).toBe(true);
    test.actor.send({ type: "REGISTER.OPEN", referralCode: "FRIEND1" });
    expect(at(test, { running: { session: { guest: "registering" } } })).toBe(true);
  });

  it("signs in after a recovery by phone, and stays a guest after one by e-mail", async () => {
    const test = await guest();
    test.actor.send({ type: "RECOVERY.OPEN" });
    expect(at(test, { running: { session: { guest: "recovering" } } })).toBe(true);
    await deliver(test, { type: "xstate.done.actor.forgotPassword", output: { result: "emailSent" } } as never);
    expect(at(test, { running: { session: { guest: "idle" } } })).toBe(true);
    test.actor.send({ type: "RECOVERY.OPEN" });
    await deliver(test, { type: "xstate.done.actor.forgotPassword", output: { result: "loggedIn", answer: loginAnswer() } } as never);
    expect(at(test, { running: { session: "restoring" } })).toBe(true);
  });

  it("a failed trial start leaves the visitor a guest", async () => {
    const test = await guest();
    test.actor.send({ type: "FREEPLAY.START" });
    await deliver(test, { type: "xstate.error.actor.freePlay", error: networkError } as never);
    expect(at(test, { running: { session: "guest" } })).toBe(true);
  });
});
