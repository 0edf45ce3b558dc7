// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { encryptForPlatform, get, login, makeServer, post, postEncrypted, rsaModulus, send, tokenFor } from "./helpers";
import { bindBank, mainBalance, money } from "./wallet-helpers";

/** What an outside security probe tried, each attempt as it was seen on the wire, and the server's refusal of it. */
let server: ReferenceServer;
beforeEach(async () => {
  server = await makeServer();
});
afterEach(async () => {
  await server.close();
});

const advance = (ms: number) => post(server, "/dev/clock", { advanceMs: ms });
const withdraw = (token: string, paymentPassword: string, lang = "EN") => money(server, calls.withdrawRequest.path, { amount: "100", paymentPassword }, token, undefined, lang);
/** 15:45 style, Bangkok (UTC+7), as the lock message writes the unlock time. */
const bangkokTime = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(11, 16);

describe("payment password guessing", () => {
  it("locks after 5 wrong tries for 15 minutes, says until when in Thai and English, then lets the right one through", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    expect((await bindBank(server, token, "Demo1234", "123456")).json?.success).toBe(true);
    const before = await mainBalance(server, token);
    for (let i = 0; i < 4; i += 1) expect((await withdraw(token, `00000${i}`)).json?.errorCode).toBe("PAYMENT_PASSWORD_INCORRECT");
    const fifth = await withdraw(token, "000009");
    const lockedAt = server.clock.now();
    expect(fifth.json).toMatchObject({ success: false, errorCode: "PAYMENT_PASSWORD_LOCKED" });
    const until = Date.parse((fifth.json?.value as { until: string }).until);
    expect(until - lockedAt).toBeGreaterThan(15 * 60_000 - 5_000);
    expect(until - lockedAt).toBeLessThanOrEqual(15 * 60_000);
    expect(fifth.json?.message).toBe(`Too many wrong payment passwords: locked for 15 minutes, try again after ${bangkokTime(until)}`);
    // Locked: the right password is refused too, in the caller's language, and no money moves.
    const thai = await withdraw(token, "123456", "TH");
    expect(thai.json).toMatchObject({ errorCode: "PAYMENT_PASSWORD_LOCKED" });
    expect(thai.json?.message).toBe(`ใส่รหัสผ่านการเงินผิดหลายครั้งเกินไป ระบบล็อกไว้ 15 นาที กรุณาลองใหม่หลังเวลา ${bangkokTime(until)} น.`);
    expect(await mainBalance(server, token)).toBe(before);

    await advance(15 * 60_000 + 1_000);
    expect((await withdraw(token, "123456")).json?.success).toBe(true);
    expect(await mainBalance(server, token)).toBe(before - 100);
  });

  it("holds against 40 guesses in parallel: at most 5 are judged, none passes", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    await bindBank(server, token, "Demo1234", "123456");
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => withdraw(token, String(100000 + i))));
    const codes = answers.map((a) => a.json?.errorCode);
    expect(codes.filter((c) => c === "PAYMENT_PASSWORD_INCORRECT")).toHaveLength(4);
    expect(codes.filter((c) => c === "PAYMENT_PASSWORD_LOCKED")).toHaveLength(36);
  });

  it("a right password forgets the wrong tries; the bank binding counts against the same lock", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    // The payment password exists before any bank account (set at registration): binding checks it.
    const agentToken = await tokenFor(server, "agent", "Agent1234");
    expect((await bindBank(server, agentToken, "Agent1234", "654321")).json?.success).toBe(true);
    await server.db.execute({ sql: "UPDATE members SET payment_password_hash = (SELECT payment_password_hash FROM members WHERE username = 'agent') WHERE username = 'demo'" });
    for (let i = 0; i < 4; i += 1) expect((await bindBank(server, token, "Demo1234", "111111")).json?.errorCode).toBe("PAYMENT_PASSWORD_INCORRECT");
    expect((await bindBank(server, token, "Demo1234", "111111")).json?.errorCode).toBe("PAYMENT_PASSWORD_LOCKED");
    expect((await bindBank(server, token, "Demo1234", "654321")).json?.errorCode).toBe("PAYMENT_PASSWORD_LOCKED");
    await advance(15 * 60_000 + 1_000);
    expect((await bindBank(server, token, "Demo1234", "654321")).json?.success).toBe(true);
    for (let i = 0; i < 4; i += 1) expect((await withdraw(token, "111111")).json?.errorCode).toBe("PAYMENT_PASSWORD_INCORRECT");
    expect((await withdraw(token, "654321")).json?.success).toBe(true);
    expect((await withdraw(token, "111111")).json?.errorCode).toBe("PAYMENT_PASSWORD_INCORRECT");
  });
});

describe("person-entered text", () => {
  it("refuses a NUL byte and markup in the bank account name, and stores a plain Thai or English name", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const bind = (accountName: string) => post(server, calls.bindBankAccount.path, { bankCode: "KBANK", accountNumber: "1234567890", accountName, paymentPassword: "123456", loginPassword: "Demo1234" }, { token, headers: { Language: "EN" } });
    for (const name of ["Demo\u0000Member", "<script>alert(1)</script>", "Demo\u202eMember", "Demo\nMember", "Demo 1234"]) {
      const answer = await bind(name);
      expect(answer.json, JSON.stringify(name)).toMatchObject({ success: false, errorCode: "FIELD_INVALID", value: { field: "accountName", rule: "pattern" } });
      expect(answer.json?.message).toBe("The account name must be 2 to 60 letters (spaces, . ' and - allowed)");
    }
    expect((await server.db.execute("SELECT COUNT(*) AS n FROM bank_accounts WHERE member_id = (SELECT id FROM members WHERE username = 'demo')")).rows[0]?.n).toBe(0);
    expect((await bind("สมชาย ใจดี")).json?.success).toBe(true);
    expect((await get(server, calls.withdrawInfo.path, { token })).json?.value).toMatchObject({ bankAccount: { accountName: "สมชาย ใจดี" } });
  });

  it("refuses script-bearing and control characters in a downline's nickname", async () => {
    const token = await tokenFor(server, "agent", "Agent1234");
    const register = (username: string, nickname: string) =>
      postEncrypted(server, calls.registerDownline.path, { username, password: "Secret123", nickname, isAgent: false }, { token, headers: { Language: "EN" } });
    for (const nickname of ['<img src=x onerror="alert(1)">', "Nok\u0000", "Nok\u200b"]) {
      expect((await register("nickcheck1", nickname)).json, nickname).toMatchObject({ success: false, errorCode: "FIELD_INVALID", value: { field: "nickname" } });
    }
    expect((await register("nickcheck1", "Nok_2 น้อย")).json?.success).toBe(true);
  });
});

describe("replayed encrypted login", () => {
  it("refuses the same encrypted body a second time, also re-encoded, and a fresh encryption of the same login passes", async () => {
    const modulus = await rsaModulus(server);
    const { value, encryption } = await encryptForPlatform({ username: "demo", password: "Demo1234", type: "username", loginDeviceId: "d" }, modulus);
    const first = await send(server, "POST", calls.login.path, { body: { value }, headers: { Encryption: encryption } });
    expect(first.json?.success).toBe(true);
    for (const replay of [
      { body: { value }, headers: { Encryption: encryption } },
      { rawBody: value, headers: { Encryption: encryption.toUpperCase() } },
      { rawBody: JSON.stringify(value), headers: { Encryption: `00${encryption}` } },
    ]) {
      const answer = await send(server, "POST", calls.login.path, { ...replay, headers: { ...replay.headers, Language: "EN" } });
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ success: false, errorCode: "REQUEST_REPLAYED", message: "This request was already used, please try again" });
    }
    expect((await login(server, { username: "demo", password: "Demo1234" })).json?.success).toBe(true);
  });
});

describe("sessions, cookies, headers and launch URLs", () => {
  it("ends a busy session 12 hours after sign-in however recently it was used", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    for (let hour = 0; hour < 11; hour += 1) {
      await advance(60 * 60_000);
      expect((await get(server, calls.memberInfo.path, { token })).status).toBe(200);
    }
    await advance(60 * 60_000 + 1_000);
    const answer = await get(server, calls.memberInfo.path, { token });
    expect(answer.status).toBe(401);
    expect(answer.json?.errorCode).toBe("login.not.session");
  });

  it("sends Permissions-Policy and Cross-Origin-Opener-Policy always, HSTS and a Secure captcha cookie only behind HTTPS", async () => {
    const plain = await get(server, calls.captcha.path);
    expect(plain.headers.get("permissions-policy")).toContain("camera=()");
    expect(plain.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    expect(plain.headers.get("set-cookie")).not.toMatch(/Secure/);

    const https = await makeServer({ publicOrigin: "https://play.example.com" });
    try {
      const answer = await get(https, calls.captcha.path);
      expect(answer.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
      expect(answer.headers.get("set-cookie")).toMatch(/^cid=[0-9a-f]{32}; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
      expect((await get(https, "/")).headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    } finally {
      await https.close();
    }
  });

  it("makes the game launch URL from the configured public origin, whatever Host the request names", async () => {
    const configured = await makeServer({ publicOrigin: "https://play.example.com/ignored/path" });
    try {
      const token = await tokenFor(configured, "demo", "Demo1234");
      const answer = await get(configured, `${calls.launchGame.path}?gameId=PG_0001&launchMode=GAME&platform=html5`, { token, headers: { Host: "evil.example" } });
      expect(answer.json?.success, answer.text).toBe(true);
      expect((answer.json?.value as { content: { game_url: string } }).content.game_url).toMatch(/^https:\/\/play\.example\.com\/demo-game\?ticket=[A-Za-z0-9_-]+$/);
    } finally {
      await configured.close();
    }
  });
});
