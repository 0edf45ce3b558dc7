// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { cookieOf, EN, get, login, loginWithCaptcha, makeServer, post } from "./helpers";

let server: ReferenceServer;
beforeEach(async () => {
  server = await makeServer();
});
afterEach(async () => {
  await server.close();
});

const FIFTEEN_MINUTES = 15 * 60_000;
const sessionCount = async () => Number((await server.db.execute("SELECT COUNT(*) AS n FROM sessions")).rows[0]?.n);

describe("login by username: input", () => {
  it("answers empty and whitespace-only fields with a clear 400 INVALID_REQUEST", async () => {
    for (const [username, password] of [["", "Demo1234"], ["   ", "Demo1234"], ["demo", ""], ["demo", "   "]] as const) {
      const answer = await login(server, { username, password }, EN);
      expect(answer.status, `${username}/${password}`).toBe(400);
      expect(answer.json).toMatchObject({ success: false, errorCode: "INVALID_REQUEST", message: "Please enter your username and password" });
    }
    const th = await login(server, { username: "", password: "" });
    expect(th.json?.message).toBe("กรุณากรอกชื่อผู้ใช้และรหัสผ่าน");
  });

  it("answers fields over 64 characters (10,000 too) with 400 INVALID_REQUEST, recording no failure", async () => {
    for (const [username, password] of [["d".repeat(65), "Demo1234"], ["x".repeat(10_000), "Demo1234"], ["demo", "p".repeat(10_000)], ["ก".repeat(10_000), "Demo1234"], ["demo", "ข".repeat(10_000)]]) {
      const answer = await login(server, { username: username ?? "", password: password ?? "" }, EN);
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ errorCode: "INVALID_REQUEST", message: "Username and password must be at most 64 characters" });
    }
    expect((await login(server, { username: "demo", password: "Demo1234" })).json?.success).toBe(true);
    // Bodies over 64 KB are refused before they are read.
    const huge = await login(server, { username: "ก".repeat(10_000), password: "ข".repeat(10_000) }, EN);
    expect(huge.status).toBe(413);
    expect(huge.json).toMatchObject({ errorCode: "INVALID_REQUEST", message: "The request is too large" });
  });

  it("answers a Thai username with the normal refusal", async () => {
    const answer = await login(server, { username: "สมชาย", password: "รหัสผ่าน" });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ success: false, errorCode: "USER_NOT_EXIST", message: "ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง", value: { captcha: true } });
  });
});

describe("login by username: account refusals", () => {
  it("refuses a non-member account with NON_MEMBER_ACCOUNT after a right password", async () => {
    const answer = await login(server, { username: "notmember", password: "Staff1234" }, EN);
    expect(answer.json).toMatchObject({ success: false, errorCode: "NON_MEMBER_ACCOUNT", message: "Non-member account unable to login" });
    const wrong = await login(server, { username: "notmember", password: "Wrong1234" });
    expect(wrong.json?.errorCode).toBe("PASSWORD_INCORRECT");
    expect(await sessionCount()).toBe(0);
  });

  it("asks newip for extra verification on every login, opening no session", async () => {
    for (let i = 0; i < 2; i += 1) {
      const answer = await login(server, { username: "newip", password: "Newip1234" }, EN);
      expect(answer.json).toMatchObject({ success: false, errorCode: "IP_VERIFICATION_REQUIRED", message: "Login from an unregistered IP requires extra verification" });
    }
    expect(await sessionCount()).toBe(0);
  });
});

describe("login by username: failure limits", () => {
  it("locks an account after 5 failures for 15 minutes of server time, then lets it in", async () => {
    expect((await login(server, { username: "demo", password: "wrong1" })).json?.errorCode).toBe("PASSWORD_INCORRECT");
    for (let i = 2; i <= 5; i += 1) {
      const answer = await loginWithCaptcha(server, { username: "demo", password: `wrong${i}` });
      expect(answer.json?.errorCode, `failure ${i}`).toBe("PASSWORD_INCORRECT");
    }
    const locked = await loginWithCaptcha(server, { username: "DEMO", password: "Demo1234" }, EN);
    expect(locked.json).toMatchObject({ success: false, errorCode: "TOO_MANY_ATTEMPTS", message: "Too many failed attempts, try again after 15 minutes" });
    expect((await login(server, { username: "demo", password: "Demo1234" })).json?.message).toBe("ลองผิดหลายครั้งเกินไป กรุณาลองใหม่อีกครั้งใน 15 นาที");
    // Other accounts from the same address still get in.
    expect((await login(server, { username: "agent", password: "Agent1234" })).json?.success).toBe(true);

    await post(server, "/dev/clock", { advanceMs: FIFTEEN_MINUTES - 60_000 });
    expect((await loginWithCaptcha(server, { username: "demo", password: "Demo1234" })).json?.errorCode).toBe("TOO_MANY_ATTEMPTS");
    await post(server, "/dev/clock", { advanceMs: 61_000 });
    const ok = await loginWithCaptcha(server, { username: "demo", password: "Demo1234" });
    expect(ok.json?.success, ok.text).toBe(true);
  });

  it("locks an address after 20 failures, whatever the accounts", async () => {
    // Concurrent, as a burst from one address would be: every failure still counts.
    const failures = await Promise.all(Array.from({ length: 20 }, (_, i) => login(server, { username: `nobody${i}`, password: "Wrong1234" })));
    expect(new Set(failures.map((a) => a.json?.errorCode))).toEqual(new Set(["USER_NOT_EXIST"]));
    const locked = await login(server, { username: "agent", password: "Agent1234" });
    expect(locked.json?.errorCode).toBe("TOO_MANY_ATTEMPTS");
    await post(server, "/dev/clock", { advanceMs: FIFTEEN_MINUTES + 1_000 });
    expect((await login(server, { username: "agent", password: "Agent1234" })).json?.success).toBe(true);
  });

  it("forgets an account's failures after a successful login", async () => {
    await login(server, { username: "demo", password: "wrong1" });
    for (let i = 2; i <= 4; i += 1) await loginWithCaptcha(server, { username: "demo", password: `wrong${i}` });
    expect((await loginWithCaptcha(server, { username: "demo", password: "Demo1234" })).json?.success).toBe(true);
    expect((await login(server, { username: "demo", password: "wrong5" })).json?.errorCode).toBe("PASSWORD_INCORRECT");
    expect((await loginWithCaptcha(server, { username: "demo", password: "Demo1234" })).json?.success).toBe(true);
  });
});

describe("login by username: captcha and double submits", () => {
  it("refuses a captcha answer used once already", async () => {
    await login(server, { username: "demo", password: "wrong" });
    const cookie = cookieOf((await get(server, calls.captcha.path)).headers);
    const { answer } = (await get(server, "/dev/captcha", { cookie })).json?.value as { answer: string };
    expect((await login(server, { username: "demo", password: "wrong again", captcha: answer }, { cookie })).json?.errorCode).toBe("PASSWORD_INCORRECT");
    const reused = await login(server, { username: "demo", password: "Demo1234", captcha: answer }, { cookie, ...EN });
    expect(reused.json).toMatchObject({ success: false, errorCode: "CAPTCHA_INVALID", message: "The captcha is incorrect", value: { captcha: true } });
  });

  it("lets only one of two simultaneous logins use one captcha answer", async () => {
    await login(server, { username: "demo", password: "wrong" });
    const cookie = cookieOf((await get(server, calls.captcha.path)).headers);
    const { answer } = (await get(server, "/dev/captcha", { cookie })).json?.value as { answer: string };
    const answers = await Promise.all([1, 2].map(() => login(server, { username: "demo", password: "Demo1234", captcha: answer }, { cookie })));
    expect(answers.map((a) => a.json?.errorCode ?? "OK").sort()).toEqual(["CAPTCHA_INVALID", "OK"]);
  });

  it("answers two quick right logins both, leaving one live session", async () => {
    const answers = await Promise.all([1, 2].map(() => login(server, { username: "demo", password: "Demo1234" })));
    expect(answers.map((a) => a.json?.success)).toEqual([true, true]);
    expect(await sessionCount()).toBe(1);
    const statuses = await Promise.all(answers.map((a) => get(server, calls.memberInfo.path, { token: (a.json?.value as { token: string }).token })));
    expect(statuses.map((s) => s.status).sort()).toEqual([200, 401]);
  });
});
