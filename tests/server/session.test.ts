// @vitest-environment node
import { PNG } from "pngjs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loginFailureValueSchema } from "../../contract";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { cookieOf, encryptForPlatform, get, login, makeServer, post, rsaModulus, send, tokenFor } from "./helpers";

let server: ReferenceServer;
beforeEach(async () => {
  server = await makeServer();
});
afterEach(async () => {
  await server.close();
});

const TWO_HOURS = 2 * 60 * 60 * 1000;

describe("GET /wps/session/key/rsa", () => {
  it("answers a 1024-bit modulus as hex, the same for the whole process", async () => {
    const answer = await get(server, `${calls.rsaKey.path}?t=1`);
    const modulus = calls.rsaKey.value.parse(answer.json?.value);
    expect(modulus).toMatch(/^[0-9a-f]{256}$/);
    expect(parseInt(modulus[0] ?? "0", 16)).toBeGreaterThanOrEqual(8);
    expect(await rsaModulus(server)).toBe(modulus);
  });
});

describe("POST /wps/session/login", () => {
  it("logs in with a body encrypted with node-forge as docs/platform-wire.md describes", async () => {
    const answer = await login(server, { username: "demo", password: "Demo1234" });
    expect(answer.status).toBe(200);
    const value = calls.login.value.parse(answer.json?.value);
    expect(value).toMatchObject({ firstTimeLogin: false, passwordExpired: false, id: 1001, userName: "demo", customerType: 0 });
    expect(value.token).toMatch(/^[0-9a-f]{64}$/);
    expect((await get(server, calls.memberInfo.path, { token: value.token })).status).toBe(200);
  });

  it("also accepts the raw base64 text as the whole body, and usernames in any case", async () => {
    const { value, encryption } = await encryptForPlatform({ username: "DEMO", password: "Demo1234", type: "username", loginDeviceId: "d" }, await rsaModulus(server));
    const answer = await send(server, "POST", calls.login.path, { rawBody: value, headers: { Encryption: encryption, "Content-Type": "text/plain" } });
    expect(answer.json?.success, answer.text).toBe(true);
  });

  it("tells the client about expired passwords, first logins and agents", async () => {
    const expired = calls.login.value.parse((await login(server, { username: "expired", password: "Expired123" })).json?.value);
    expect(expired.passwordExpired).toBe(true);
    const newbie = calls.login.value.parse((await login(server, { username: "newbie", password: "Newbie123" })).json?.value);
    expect(newbie.firstTimeLogin).toBe(true);
    const agent = calls.login.value.parse((await login(server, { username: "agent", password: "Agent1234" })).json?.value);
    expect(agent.customerType).toBe(1);
    const sub = calls.login.value.parse((await login(server, { username: "subagent", password: "Sub12345" })).json?.value);
    expect(sub.customerType).toBe(2);
  });

  it("answers a wrong password with PASSWORD_INCORRECT and the captcha flag, in Thai or English", async () => {
    const th = await login(server, { username: "demo", password: "nope" });
    expect(th.status).toBe(200);
    expect(th.json).toMatchObject({ success: false, errorCode: "PASSWORD_INCORRECT", message: "ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง" });
    expect(loginFailureValueSchema.parse(th.json?.value)).toEqual({ captcha: true });
    const en = await login(server, { username: "agent", password: "nope" }, { headers: { Language: "EN" } });
    expect(en.json).toMatchObject({ errorCode: "PASSWORD_INCORRECT", message: "Username or password incorrect", value: { captcha: true } });
  });

  it("answers an unknown user with USER_NOT_EXIST and the same message", async () => {
    const unknown = await login(server, { username: "ghost", password: "whatever1" }, { headers: { Language: "EN" } });
    expect(unknown.json).toMatchObject({ success: false, errorCode: "USER_NOT_EXIST", message: "Username or password incorrect", value: { captcha: true } });
  });

  it("wants a captcha after a failure; the answer from /dev/captcha works once", async () => {
    await login(server, { username: "demo", password: "wrong" });

    const missing = await login(server, { username: "demo", password: "Demo1234" });
    // No answer yet (a fresh browser): a demand for the captcha, not a wrong answer.
    expect(missing.json).toMatchObject({ success: false, errorCode: "CAPTCHA_REQUIRED", message: "กรุณากรอกรหัสยืนยันภาพ", value: { captcha: true } });

    const image = await get(server, calls.captcha.path);
    const cookie = cookieOf(image.headers);
    expect(cookie).toMatch(/^cid=[0-9a-f]{32}$/);
    expect(image.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect(image.headers.get("set-cookie")).toMatch(/SameSite=Strict/i);
    const png = PNG.sync.read(Buffer.from(calls.captcha.value.parse(image.json?.value), "base64"));
    expect([png.width, png.height]).toEqual([120, 40]);

    const peek = await get(server, "/dev/captcha", { cookie });
    const answer = (peek.json?.value as { answer: string }).answer;
    expect(answer).toMatch(/^[0-9]{4}$/);

    const wrongCaptcha = await login(server, { username: "demo", password: "Demo1234", captcha: answer === "0000" ? "1111" : "0000" }, { cookie });
    expect(wrongCaptcha.json?.errorCode).toBe("CAPTCHA_INVALID");
    // The wrong guess used that captcha up: even the right answer is refused now.
    const usedUp = await login(server, { username: "demo", password: "Demo1234", captcha: answer }, { cookie });
    expect(usedUp.json?.errorCode).toBe("CAPTCHA_INVALID");

    await get(server, calls.captcha.path, { cookie });
    const fresh = (await get(server, "/dev/captcha", { cookie })).json?.value as { answer: string };
    const ok = await login(server, { username: "demo", password: "Demo1234", captcha: fresh.answer }, { cookie });
    expect(ok.json?.success, ok.text).toBe(true);
    // Success forgets the failures: no captcha needed next time.
    expect((await login(server, { username: "demo", password: "Demo1234" })).json?.success).toBe(true);
  });

  it("uses up the captcha even when the password is then wrong", async () => {
    await login(server, { username: "demo", password: "wrong" });
    const image = await get(server, calls.captcha.path);
    const cookie = cookieOf(image.headers);
    const { answer } = (await get(server, "/dev/captcha", { cookie })).json?.value as { answer: string };
    const wrongPassword = await login(server, { username: "demo", password: "stillwrong", captcha: answer }, { cookie });
    expect(wrongPassword.json?.errorCode).toBe("PASSWORD_INCORRECT");
    const again = await login(server, { username: "demo", password: "Demo1234", captcha: answer }, { cookie });
    expect(again.json?.errorCode).toBe("CAPTCHA_INVALID");
    expect(((await get(server, "/dev/captcha", { cookie })).json?.value as { used: boolean }).used).toBe(true);
  });

  it("ends the member's other session when they log in elsewhere", async () => {
    const first = await tokenFor(server, "demo", "Demo1234");
    const second = await tokenFor(server, "demo", "Demo1234");
    expect(second).not.toBe(first);
    const old = await get(server, calls.memberInfo.path, { token: first });
    expect(old.status).toBe(401);
    expect(old.json?.errorCode).toBe("login.not.session");
    expect((await get(server, calls.memberInfo.path, { token: second })).status).toBe(200);
  });

  it("refuses bodies that do not decrypt with 400 DECRYPT_FAILED", async () => {
    const modulus = await rsaModulus(server);
    const good = await encryptForPlatform({ username: "demo", password: "Demo1234", type: "username", loginDeviceId: "d" }, modulus);
    const other = await encryptForPlatform({}, modulus, "Zz9Yy8Xx7Ww6Vv5U");
    const cases: { body: unknown; headers: Record<string, string> }[] = [
      { body: { value: good.value }, headers: {} },
      { body: { value: good.value }, headers: { Encryption: "not-hex" } },
      { body: { value: good.value }, headers: { Encryption: other.encryption } },
      { body: { value: "!!!not base64!!!" }, headers: { Encryption: good.encryption } },
      { body: { nothing: true }, headers: { Encryption: good.encryption } },
    ];
    for (const { body, headers } of cases) {
      const answer = await send(server, "POST", calls.login.path, { body, headers });
      expect(answer.status, JSON.stringify(headers)).toBe(400);
      expect(answer.json).toMatchObject({ success: false, errorCode: "DECRYPT_FAILED" });
    }
  });

  it("refuses a decrypted body that breaks the schema with 400 INVALID_REQUEST", async () => {
    const { value, encryption } = await encryptForPlatform({ username: "demo" }, await rsaModulus(server));
    const answer = await send(server, "POST", calls.login.path, { body: { value }, headers: { Encryption: encryption } });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ success: false, errorCode: "INVALID_REQUEST" });
  });
});

describe("token-requiring calls", () => {
  it("answer 401 login.not.session without a token or with an unknown one", async () => {
    for (const token of [undefined, "deadbeef"]) {
      const answer = await get(server, calls.memberInfo.path, { token, headers: { Language: "EN" } });
      expect(answer.status).toBe(401);
      expect(answer.json).toMatchObject({ success: false, errorCode: "login.not.session", message: "You are not logged in, please log in" });
    }
  });

  it("expire two hours of server time after last use, sliding with each use", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    await post(server, "/dev/clock", { advanceMs: TWO_HOURS - 60_000 });
    expect((await get(server, calls.balance.path, { token })).status).toBe(200);
    await post(server, "/dev/clock", { advanceMs: TWO_HOURS - 60_000 });
    expect((await get(server, calls.balance.path, { token })).status).toBe(200);
    await post(server, "/dev/clock", { advanceMs: TWO_HOURS + 1 });
    const expired = await get(server, calls.balance.path, { token });
    expect(expired.status).toBe(401);
    expect(expired.json?.errorCode).toBe("login.not.session");
  });

  it("are purged by the clock job when they expire", async () => {
    await tokenFor(server, "demo", "Demo1234");
    await tokenFor(server, "agent", "Agent1234");
    const count = async () => Number((await server.db.execute("SELECT COUNT(*) AS n FROM sessions")).rows[0]?.n);
    expect(await count()).toBe(2);
    await server.clock.advance(TWO_HOURS + 120_000);
    expect(await count()).toBe(0);
  });
});

describe("DELETE /wps/session/logout", () => {
  it("ends the session", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const answer = await send(server, "DELETE", calls.logout.path, { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ success: true, value: null });
    expect((await get(server, calls.memberInfo.path, { token })).status).toBe(401);
    expect((await send(server, "DELETE", calls.logout.path, { token })).status).toBe(401);
  });
});
