// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type CallName, type MessagePage, type Profile } from "../../contract";
import { calls } from "../../contract/calls";
import { IDEMPOTENCY_HEADER } from "../../contract/call";
import type { ReferenceServer } from "../../server/app";
import { get, humanProof, makeServer, post, postEncrypted, putEncrypted, send, tokenFor } from "./helpers";
import { mainBalance, money, newKey } from "./wallet-helpers";

/**
 * What a stolen session token can still do, probed from outside: it must not bind the bank account withdrawals go to,
 * guess the login password more than 5 times in all, send binding codes to many numbers, or learn from the e-mail
 * recovery's answer whether a username and an e-mail belong together.
 */
let server: ReferenceServer;
let token: string;
beforeEach(async () => {
  server = await makeServer();
  token = await tokenFor(server, "demo", "Demo1234");
});
afterEach(async () => {
  await server.close();
});

const HOUR = 60 * 60_000;
const advance = (advanceMs: number) => post(server, "/dev/clock", { advanceMs });

/** A call as the client makes it: method, path, encryption and idempotency key from the contract. */
function call(name: CallName, body: unknown, lang = "EN") {
  const definition = calls[name];
  const headers: Record<string, string> = { Language: lang };
  if ((definition as { idempotent?: boolean }).idempotent) headers[IDEMPOTENCY_HEADER] = newKey();
  const opts = { token, headers };
  if (!definition.encrypted) return send(server, definition.method, definition.path, { ...opts, body });
  return definition.method === "PUT" ? putEncrypted(server, definition.path, body, opts) : postEncrypted(server, definition.path, body, opts);
}

const THIEF_BANK = { bankCode: "SCB", accountNumber: "9999999999", accountName: "Thief Account", paymentPassword: "999111" };
const bankRows = async () => Number((await server.db.execute("SELECT COUNT(*) AS n FROM bank_accounts WHERE member_id = 1001")).rows[0]?.n);
const paymentPasswordHash = async () => (await server.db.execute("SELECT payment_password_hash AS h FROM members WHERE id = 1001")).rows[0]?.h;
const inbox = async (lang: string) => (await get(server, calls.messageList.path, { token, headers: { Language: lang } })).json?.value as MessagePage;

describe("binding a bank account is a security change", () => {
  it("refuses the token alone and a wrong login password: no account, no payment password, no withdrawal to it", async () => {
    expect((await call("bindBankAccount", THIEF_BANK)).json).toMatchObject({ success: false, errorCode: "LOGIN_PASSWORD_REQUIRED", message: "Enter your login password to confirm this change" });
    expect((await call("bindBankAccount", { ...THIEF_BANK, loginPassword: "Guess1234" })).json).toMatchObject({ success: false, errorCode: "LOGIN_PASSWORD_INCORRECT" });
    expect((await call("bindBankAccount", { ...THIEF_BANK, loginPassword: "Guess1234" }, "TH")).json?.message).toBe("รหัสผ่านเข้าสู่ระบบไม่ถูกต้อง");
    expect(await bankRows()).toBe(0);
    expect(await paymentPasswordHash()).toBeNull();
    const before = await mainBalance(server, token);
    const withdrawal = await money(server, calls.withdrawRequest.path, { amount: "500", paymentPassword: THIEF_BANK.paymentPassword }, token);
    expect(withdrawal.json).toMatchObject({ success: false, errorCode: "BANK_ACCOUNT_REQUIRED" });
    expect(await mainBalance(server, token)).toBe(before);
  });

  it("binds with the login password, sets the payment password, and tells the member in the inbox in both languages", async () => {
    const bound = await call("bindBankAccount", { bankCode: "KBANK", accountNumber: "1234567890", accountName: "Somchai Demo", paymentPassword: "123456", loginPassword: "Demo1234" });
    expect(bound.json?.success, bound.text).toBe(true);
    expect(await bankRows()).toBe(1);
    expect(await paymentPasswordHash()).not.toBeNull();
    const english = await inbox("EN");
    const notice = english.content.find((m) => m.title === "A bank account was bound to your account");
    expect(notice, JSON.stringify(english)).toBeDefined();
    expect(notice?.read).toBe(false);
    const detail = (await call("messageRead", { id: notice!.id })).json?.value as { body: string } | undefined;
    expect(detail?.body).toContain("******7890");
    expect(detail?.body).toContain("Somchai Demo");
    expect(detail?.body).not.toContain("1234567890");
    expect((await inbox("TH")).content.map((m) => m.title)).toContain("มีการผูกบัญชีธนาคารกับบัญชีของคุณ");
    // The payment password the binding set is the one withdrawals take.
    expect((await money(server, calls.withdrawRequest.path, { amount: "100", paymentPassword: "123456" }, token)).json?.success).toBe(true);
  });

  it("counts wrong login passwords at the binding in the shared lock", async () => {
    for (let i = 0; i < 4; i++) expect((await call("bindBankAccount", { ...THIEF_BANK, loginPassword: `Guess${i}` })).json?.errorCode).toBe("LOGIN_PASSWORD_INCORRECT");
    expect((await call("setPaymentPassword", { loginPassword: "Guess9", newPaymentPassword: "123456", confirmPaymentPassword: "123456" })).json?.errorCode).toBe("LOGIN_PASSWORD_LOCKED");
    expect((await call("bindBankAccount", { ...THIEF_BANK, loginPassword: "Demo1234" })).json?.errorCode).toBe("LOGIN_PASSWORD_LOCKED");
    expect(await bankRows()).toBe(0);
  });
});

describe("one counter for every check of the login password inside a session", () => {
  const changePassword = (oldPassword: string) => call("changePassword", { oldPassword, newPassword: "Fresh1234", confirmNewPassword: "Fresh1234" });
  const setPin = (loginPassword: string) => call("setPaymentPassword", { loginPassword, newPaymentPassword: "123456", confirmPaymentPassword: "123456" });
  const convert = (password: string) => call("convertPoints", { pointType: "live", points: 10, password });

  it("locks re-authentication, the password change and the points' check after 5 wrong ones in all", async () => {
    expect((await setPin("Guess1")).json?.errorCode).toBe("LOGIN_PASSWORD_INCORRECT");
    expect((await setPin("Guess2")).json?.errorCode).toBe("LOGIN_PASSWORD_INCORRECT");
    expect((await changePassword("Guess3")).json?.errorCode).toBe("OLD_PASSWORD_INCORRECT");
    expect((await changePassword("Guess4")).json?.errorCode).toBe("OLD_PASSWORD_INCORRECT");
    const fifth = await convert("Guess5");
    expect(fifth.json?.errorCode).toBe("POINT_PASSWORD_LOCKED");
    const until = Date.parse((fifth.json?.value as { until: string }).until);
    // Every check is locked now, the right password included, until the same time.
    const pin = await setPin("Demo1234");
    expect(pin.json).toMatchObject({ errorCode: "LOGIN_PASSWORD_LOCKED", value: { until: new Date(until).toISOString() } });
    expect((await changePassword("Demo1234")).json).toMatchObject({ errorCode: "TOO_MANY_ATTEMPTS", value: { until: new Date(until).toISOString() } });
    expect((await convert("Demo1234")).json?.errorCode).toBe("POINT_PASSWORD_LOCKED");
    expect(await paymentPasswordHash()).toBeNull();
    // Signing in keeps its own limits: the owner is not locked out by a session's guesses.
    expect(await tokenFor(server, "demo", "Demo1234")).toBeTruthy();
    await advance(until - server.clock.now() + 1_000);
    token = await tokenFor(server, "demo", "Demo1234");
    expect((await setPin("Demo1234")).json?.success).toBe(true);
  });

  it("a right password at one check forgets the wrong ones of the others", async () => {
    for (let i = 0; i < 4; i++) expect((await changePassword(`Guess${i}`)).json?.errorCode).toBe("OLD_PASSWORD_INCORRECT");
    expect((await convert("Demo1234")).json?.success).toBe(true);
    for (let i = 0; i < 4; i++) expect((await setPin(`Guess${i}`)).json?.errorCode).toBe("LOGIN_PASSWORD_INCORRECT");
  });
});

describe("codes to numbers a member binds", () => {
  const numbers = ["0811110001", "0811110002", "0811110003", "0811110004", "0811110005", "0811110006"];
  const askCode = (mobileNum: string) => call("memberSmsCode", { purpose: "bindMobile", mobileNum, countryDialingCode: "+66" });

  it("go to at most 3 different numbers an hour and 5 a day; the same number again is not a new one", async () => {
    for (const n of numbers.slice(0, 3)) expect((await askCode(n)).json?.success, n).toBe(true);
    const fourth = await askCode(numbers[3]!);
    expect(fourth.json).toMatchObject({ success: false, errorCode: "SEND_LIMIT_MEMBER", message: "This account asked codes for too many different numbers: try again later" });
    await advance(61_000);
    expect((await askCode(numbers[0]!)).json?.success, "a number already asked for").toBe(true);
    await advance(HOUR);
    expect((await askCode(numbers[3]!)).json?.success).toBe(true);
    expect((await askCode(numbers[4]!)).json?.success).toBe(true);
    await advance(HOUR);
    expect((await askCode(numbers[5]!)).json?.errorCode, "a sixth number within the day").toBe("SEND_LIMIT_MEMBER");
    await advance(22 * HOUR);
    token = await tokenFor(server, "demo", "Demo1234");
    expect((await askCode(numbers[5]!)).json?.success).toBe(true);
  });
});

describe("e-mail recovery while recovery by the e-mail is held", () => {
  const NEW_EMAIL = "player.one@example.net";
  const forgot = async (email: string) =>
    send(server, "POST", calls.forgotPasswordByEmail.path, { body: { username: "player1", email, humanVerification: await humanProof(server) }, headers: { Language: "EN" } });
  const lastMailTo = async (to: string) => (await get(server, `/dev/email?to=${encodeURIComponent(to)}`)).json?.value as { subject: string; body: string } | undefined;

  it("answers a matching and a non-matching pair alike; only the owner's mail says when recovery opens", async () => {
    token = await tokenFor(server, "player1", "Player123");
    const profile = (await get(server, calls.securityProfile.path, { token })).json?.value as { profile: Profile };
    const saved = await call("saveProfile", { ...profile.profile, address: "1 Silom Road, Bangkok", nationality: "Thai", email: NEW_EMAIL, loginPassword: "Player123" });
    expect(saved.json?.success, saved.text).toBe(true);

    const matching = await forgot(NEW_EMAIL);
    await advance(61_000);
    const other = await forgot("someone.else@example.net");
    expect(matching.status).toBe(other.status);
    expect(matching.json).toEqual(other.json);
    expect(matching.json).toMatchObject({ success: true });
    const mail = await lastMailTo(NEW_EMAIL);
    expect(mail?.body).toContain("recovery by it opens at");
    expect(mail?.body).not.toContain("/reset-password?token=");
    expect(await lastMailTo("someone.else@example.net")).toBeUndefined();

    await advance(24 * HOUR);
    expect((await forgot(NEW_EMAIL)).json).toEqual(other.json);
    expect((await lastMailTo(NEW_EMAIL))?.body).toContain("/reset-password?token=");
  });
});
