// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type CallName, type MessagePage, type Profile, type SecurityProfile } from "../../contract";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { get, humanProof, login, makeServer, post, postEncrypted, putEncrypted, send, smsCodeFor, tokenFor } from "./helpers";

/**
 * A stolen session must not become a stolen account: the security changes that move a recovery channel (mobile,
 * e-mail) or set the payment password ask for the current login password and a code sent to the channel already
 * bound; recovery through a new channel waits 24 hours; the old channel and the inbox are told.
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

const OWNER_MOBILE = "+66898765432";
const OWNER_EMAIL = "demo@example.com";
const NEW_MOBILE = "0812223333";
const NEW_MOBILE_INTL = "+66812223333";
const NEW_EMAIL = "somchai.new@example.net";
const HOUR = 60 * 60_000;
const SEEDED: Profile = {
  nickname: "Demo",
  realName: "Somchai Demo",
  birthday: "1990-04-12",
  email: OWNER_EMAIL,
  telegram: "demo_player",
  line: "demo.line",
  zalo: "",
  address: "99 Sukhumvit Road, Bangkok",
  nationality: "Thai",
};

/** A call as the client makes it: method, path and encryption from the contract. */
function call(name: CallName, body: unknown, lang = "EN", as = token) {
  const definition = calls[name];
  const opts = { token: as, headers: { Language: lang } };
  if (definition.encrypted) return definition.method === "PUT" ? putEncrypted(server, definition.path, body, opts) : postEncrypted(server, definition.path, body, opts);
  return send(server, definition.method, definition.path, { ...opts, body });
}
const profileOf = async () => (await get(server, calls.securityProfile.path, { token })).json?.value as SecurityProfile;
const nowMs = async () => ((await get(server, "/dev/clock")).json?.value as { nowMs: number }).nowMs;
const advance = (advanceMs: number) => post(server, "/dev/clock", { advanceMs });
const lastSmsTo = async (mobile: string, purpose: string) => (await get(server, `/dev/sms?mobile=${encodeURIComponent(mobile)}&purpose=${purpose}`)).json?.value as { code: string } | undefined;
const lastMailTo = async (to: string) => (await get(server, `/dev/email?to=${encodeURIComponent(to)}`)).json?.value as { subject: string; body: string } | undefined;

async function memberCode(purpose: "bindMobile" | "paymentPassword" | "oldMobile", to: string, body: Record<string, string> = {}): Promise<string> {
  const sent = await post(server, calls.memberSmsCode.path, { purpose, ...body }, { token });
  expect(sent.json?.success, sent.text).toBe(true);
  const sms = await lastSmsTo(to, purpose);
  expect(sms, `an SMS to ${to}`).toBeDefined();
  return sms?.code ?? "";
}
async function oldEmailCode(): Promise<string> {
  const sent = await call("memberEmailCode", { purpose: "changeEmail" });
  expect(sent.json?.success, sent.text).toBe(true);
  const mail = await lastMailTo(OWNER_EMAIL);
  const code = /\b(\d{6})\b/.exec(mail?.body ?? "")?.[1];
  expect(code, mail?.body).toBeDefined();
  return code ?? "";
}
const other = (code: string) => (code === "000000" ? "111111" : "000000");

/** Bangkok (UTC+7, spec.md's site clock) "HH:mm on D MMM" of an instant, as the hold's message names it. */
function bangkokEn(ms: number): string {
  const d = new Date(ms + 7 * HOUR);
  const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][d.getUTCMonth()];
  return `${String(d.getUTCHours()).padStart(2, "0")}:${String(d.getUTCMinutes()).padStart(2, "0")} on ${d.getUTCDate()} ${month}`;
}
const bangkokHhMm = (ms: number) => new Date(ms + 7 * HOUR).toISOString().slice(11, 16);
/** The server's clock is real time plus the dev offset: an instant it names lies between two readings around the call. */
function expectWithin(iso: unknown, from: number, to: number): number {
  expect(typeof iso).toBe("string");
  const ms = Date.parse(String(iso));
  expect(ms).toBeGreaterThanOrEqual(from);
  expect(ms).toBeLessThanOrEqual(to);
  return ms;
}
/** Past the one-per-minute limit of SMS codes to one number. */
const nextMinute = () => advance(61_000);
/** The security notices the sender policy logged to a number or address (docs/security-senders.md, notices). */
const noticesLogged = async (destination: string) =>
  (await server.db.execute({ sql: "SELECT channel, member_id FROM send_log WHERE destination = ? AND purpose = 'securityNotice'", args: [destination] })).rows.map((row) => ({ ...row }));

describe("mobile re-binding with only a session token", () => {
  it("a code sent to the attacker's number does not bind it, so recovery by that number and a payment-password reset by code stay out of reach", async () => {
    // The attacker asks for a bindMobile code to their own number and binds it with that code alone.
    const code = await memberCode("bindMobile", NEW_MOBILE_INTL, { mobileNum: NEW_MOBILE, countryDialingCode: "+66" });
    const bound = await call("bindMobile", { mobileNum: NEW_MOBILE, countryDialingCode: "+66", verificationCode: code });
    expect(bound.json, "binding with only a code").toMatchObject({ success: false, errorCode: "LOGIN_PASSWORD_REQUIRED" });
    expect((await profileOf()).mobile).toBe("089****432");

    // Recovery by phone with the attacker's number sets no password.
    await post(server, "/wps/verification/sms/noLogin", { mobileNum: NEW_MOBILE, countryDialingCode: "+66", purpose: "resetPassword", humanVerification: await humanProof(server) });
    const recoveryCode = (await lastSmsTo(NEW_MOBILE_INTL, "resetPassword"))?.code ?? "123456";
    const reset = await call("resetPasswordByPhone", { mobileNum: NEW_MOBILE, countryDialingCode: "+66", verificationCode: recoveryCode, newPassword: "Taken9999" });
    expect(reset.json?.success, reset.text).toBe(false);
    expect((await login(server, { username: "demo", password: "Taken9999" })).json).toMatchObject({ success: false, errorCode: "PASSWORD_INCORRECT" });

    // The payment password can be neither set nor reset with the session alone.
    const pin = await call("setPaymentPassword", { newPaymentPassword: "135790", confirmPaymentPassword: "135790" });
    expect(pin.json).toMatchObject({ success: false, errorCode: "LOGIN_PASSWORD_REQUIRED" });
    expect((await profileOf()).hasPaymentPassword).toBe(false);
  });
});

describe("e-mail change with only a session token", () => {
  it("the profile keeps the owner's e-mail, and recovery by e-mail mails the attacker nothing", async () => {
    const changed = await call("saveProfile", { ...SEEDED, email: "attacker@example.net" });
    expect(changed.json, "e-mail change with only a session").toMatchObject({ success: false, errorCode: "LOGIN_PASSWORD_REQUIRED" });
    expect((await profileOf()).profile.email).toBe(OWNER_EMAIL);

    // The answer is the same as for any pair (docs/security-senders.md: no enumeration); what matters is that nothing is mailed.
    await post(server, calls.forgotPasswordByEmail.path, { username: "demo", email: "attacker@example.net", humanVerification: await humanProof(server) });
    expect(await lastMailTo("attacker@example.net")).toBeUndefined();
  });
});

describe("changing the mobile number the new way", () => {
  it("needs the login password and the codes sent to the old and the new number, then holds recovery by the new one for 24 hours and tells the old one", async () => {
    const newCode = await memberCode("bindMobile", NEW_MOBILE_INTL, { mobileNum: NEW_MOBILE, countryDialingCode: "+66" });
    const bind = (extra: Record<string, string>, lang = "EN") => call("bindMobile", { mobileNum: NEW_MOBILE, countryDialingCode: "+66", verificationCode: newCode, ...extra }, lang);

    expect((await bind({ loginPassword: "Wrong1234" })).json).toMatchObject({ success: false, errorCode: "LOGIN_PASSWORD_INCORRECT", message: "The login password is incorrect" });
    expect((await bind({ loginPassword: "Demo1234" })).json).toMatchObject({
      success: false,
      errorCode: "OLD_CHANNEL_CODE_INVALID",
      message: "Enter the code sent to your current mobile number",
      value: { channel: "mobile" },
    });
    const oldCode = await memberCode("oldMobile", OWNER_MOBILE);
    expect((await bind({ loginPassword: "Demo1234", oldMobileCode: other(oldCode) }, "TH")).json).toMatchObject({ success: false, errorCode: "OLD_CHANNEL_CODE_INVALID", message: "รหัสยืนยันที่ส่งไปยังหมายเลขโทรศัพท์มือถือปัจจุบันไม่ถูกต้อง" });
    expect((await profileOf()).mobile).toBe("089****432");

    const before = await nowMs();
    const bound = await bind({ loginPassword: "Demo1234", oldMobileCode: oldCode });
    const after = await nowMs();
    expect(bound.json).toMatchObject({ success: true, value: { mobile: "081****333", countryDialingCode: "+66" } });
    const opensAt = (bound.json?.value as { recoveryOpensAt: string }).recoveryOpensAt;
    expectWithin(opensAt, before + 24 * HOUR, after + 24 * HOUR);
    const profile = await profileOf();
    expect(profile.mobile).toBe("081****333");
    expect(profile.mobileRecoveryOpensAt).toBe(opensAt);
    expect(profile.emailRecoveryOpensAt ?? null).toBeNull();

    // The old number gets a notice, the inbox a message.
    expect(await lastSmsTo(OWNER_MOBILE, "securityNotice")).toBeDefined();
    const inbox = (await get(server, calls.messageList.path, { token, headers: { Language: "EN" } })).json?.value as MessagePage;
    expect(JSON.stringify(inbox)).toContain("Your mobile number was changed");
  });

  it("holds recovery by the new number and a payment-password reset by code until 24 hours after the change, both sides of the limit", async () => {
    expect((await call("setPaymentPassword", { loginPassword: "Demo1234", newPaymentPassword: "123456", confirmPaymentPassword: "123456" })).json?.success).toBe(true);
    const newCode = await memberCode("bindMobile", NEW_MOBILE_INTL, { mobileNum: NEW_MOBILE, countryDialingCode: "+66" });
    const oldCode = await memberCode("oldMobile", OWNER_MOBILE);
    const before = await nowMs();
    const bound = await call("bindMobile", { mobileNum: NEW_MOBILE, countryDialingCode: "+66", verificationCode: newCode, loginPassword: "Demo1234", oldMobileCode: oldCode });
    const opensAt = expectWithin((bound.json?.value as { recoveryOpensAt: string }).recoveryOpensAt, before + 24 * HOUR, (await nowMs()) + 24 * HOUR);

    const recover = async () => {
      await nextMinute();
      const code = await smsCodeFor(server, NEW_MOBILE, "resetPassword");
      return call("resetPasswordByPhone", { mobileNum: NEW_MOBILE, countryDialingCode: "+66", verificationCode: code, newPassword: "Again5678" });
    };
    const held = await recover();
    expect(held.json).toMatchObject({
      success: false,
      errorCode: "RECOVERY_HELD",
      message: `Recovery by this mobile number opens at ${bangkokEn(opensAt)}: it was changed less than 24 hours ago`,
      value: { channel: "mobile", opensAt: new Date(opensAt).toISOString() },
    });
    await nextMinute();
    const pinCode = await memberCode("paymentPassword", NEW_MOBILE_INTL);
    const pinReset = await call("setPaymentPassword", { loginPassword: "Demo1234", newPaymentPassword: "654321", confirmPaymentPassword: "654321", verificationCode: pinCode });
    expect(pinReset.json).toMatchObject({ success: false, errorCode: "RECOVERY_HELD", value: { channel: "mobile" } });

    // Two minutes before the 24 hours are up (recover() moves the clock one more minute): still held; then open.
    await advance(opensAt - (await nowMs()) - 3 * 60_000);
    expect((await recover()).json).toMatchObject({ success: false, errorCode: "RECOVERY_HELD" });
    await advance(2 * 60_000);
    const open = await recover();
    expect(open.json?.success, open.text).toBe(true);
  });

  it("binds a first number with the login password and no old-channel code, and still holds recovery by it", async () => {
    await server.db.execute("UPDATE members SET mobile = NULL WHERE id = 1004");
    token = await tokenFor(server, "player1", "Player123");
    const code = await memberCode("bindMobile", NEW_MOBILE_INTL, { mobileNum: NEW_MOBILE, countryDialingCode: "+66" });
    const before = await nowMs();
    const bound = await call("bindMobile", { mobileNum: NEW_MOBILE, countryDialingCode: "+66", verificationCode: code, loginPassword: "Player123" });
    expect(bound.json).toMatchObject({ success: true, value: { mobile: "081****333", countryDialingCode: "+66" } });
    expectWithin((bound.json?.value as { recoveryOpensAt: string }).recoveryOpensAt, before + 24 * HOUR, (await nowMs()) + 24 * HOUR);
    const inbox = (await get(server, calls.messageList.path, { token, headers: { Language: "EN" } })).json?.value as MessagePage;
    expect(JSON.stringify(inbox)).toContain("Your mobile number was changed");
  });
});

describe("changing the e-mail the new way", () => {
  it("needs the login password and a code mailed to the old address, tells the old address, and holds recovery by the new one for 24 hours", async () => {
    const change = (extra: Record<string, string>, lang = "EN") => call("saveProfile", { ...SEEDED, email: NEW_EMAIL, ...extra }, lang);
    expect((await change({ loginPassword: "Demo1234" })).json).toMatchObject({
      success: false,
      errorCode: "OLD_CHANNEL_CODE_INVALID",
      message: "Enter the code sent to your current e-mail",
      value: { channel: "email" },
    });
    const code = await oldEmailCode();
    expect((await change({ loginPassword: "Demo1234", emailCode: other(code) })).json).toMatchObject({ success: false, errorCode: "OLD_CHANNEL_CODE_INVALID" });
    expect((await change({ loginPassword: "Wrong1234", emailCode: code }, "TH")).json).toMatchObject({ success: false, errorCode: "LOGIN_PASSWORD_INCORRECT", message: "รหัสผ่านเข้าสู่ระบบไม่ถูกต้อง" });

    const before = await nowMs();
    const saved = await change({ loginPassword: "Demo1234", emailCode: code });
    expect(saved.json?.success, saved.text).toBe(true);
    expect((saved.json?.value as SecurityProfile).profile.email).toBe(NEW_EMAIL);
    const opensAt = expectWithin((saved.json?.value as SecurityProfile).emailRecoveryOpensAt, before + 24 * HOUR, (await nowMs()) + 24 * HOUR);
    // The code is used up.
    expect((await call("saveProfile", { ...SEEDED, email: "third@example.net", loginPassword: "Demo1234", emailCode: code })).json).toMatchObject({ errorCode: "OLD_CHANNEL_CODE_INVALID" });

    const notice = await lastMailTo(OWNER_EMAIL);
    expect(notice?.subject).toBe("Your e-mail was changed");
    expect(await noticesLogged(OWNER_EMAIL), "the notice mail went through the sender policy").toEqual([{ channel: "mail", member_id: 1001 }]);
    expect(notice?.body).toContain("som***@example.net");
    const inbox = (await get(server, calls.messageList.path, { token, headers: { Language: "EN" } })).json?.value as MessagePage;
    expect(JSON.stringify(inbox)).toContain("Your e-mail was changed");

    // Other fields save without the password while the e-mail stays.
    expect((await call("saveProfile", { ...SEEDED, email: NEW_EMAIL, nickname: "Lucky" })).json?.success).toBe(true);

    // The answer is the plain one (it must not tell whether the pair belongs together); the mail says when it opens.
    const forgot = async (lang = "EN") => send(server, "POST", calls.forgotPasswordByEmail.path, { body: { username: "demo", email: NEW_EMAIL, humanVerification: await humanProof(server) }, headers: { Language: lang } });
    expect((await forgot()).json).toEqual({ success: true, value: null });
    const held = await lastMailTo(NEW_EMAIL);
    expect(held?.body).toContain(`recovery by it opens at ${bangkokEn(opensAt)}`);
    expect(held?.body).not.toContain("/reset-password?token=");
    await advance(61_000);
    expect((await forgot("TH")).json).toEqual({ success: true, value: null });
    expect((await lastMailTo(NEW_EMAIL))?.body).toContain(`${bangkokHhMm(opensAt)} น.`);
    await advance(opensAt - (await nowMs()) - 60_000);
    expect((await forgot()).json).toEqual({ success: true, value: null });
    expect((await lastMailTo(NEW_EMAIL))?.body).not.toContain("/reset-password?token=");
    await advance(61_000);
    expect((await forgot()).json?.success).toBe(true);
    expect((await lastMailTo(NEW_EMAIL))?.body).toContain("/reset-password?token=");
  });

  it("sets a first e-mail with the login password and no code", async () => {
    token = await tokenFor(server, "player1", "Player123");
    const before = await profileOf();
    expect(before.profile.email).toBe("");
    const saved = await call("saveProfile", { ...before.profile, address: "1 Silom Road, Bangkok", nationality: "Thai", email: NEW_EMAIL, loginPassword: "Player123" });
    expect(saved.json?.success, saved.text).toBe(true);
    expect((await profileOf()).profile.email).toBe(NEW_EMAIL);
  });
});

describe("the login-password lock of security changes", () => {
  it("locks for 15 minutes after 5 wrong passwords within 15 minutes, refusing even the right one, and names the time", async () => {
    const pin = (loginPassword: string, lang = "EN") => call("setPaymentPassword", { loginPassword, newPaymentPassword: "123456", confirmPaymentPassword: "123456" }, lang);
    // A right one forgets earlier wrong ones: 4 wrong, 1 right (then the payment password is set), 4 wrong is no lock.
    for (let i = 0; i < 4; i++) expect((await pin("Wrong1234")).json?.errorCode).toBe("LOGIN_PASSWORD_INCORRECT");
    expect((await pin("Demo1234")).json?.success).toBe(true);
    const change = (loginPassword: string, lang = "EN") => call("setPaymentPassword", { loginPassword, newPaymentPassword: "222222", confirmPaymentPassword: "222222", oldPaymentPassword: "123456" }, lang);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await change("Wrong1234")).json?.errorCode);
    expect(answers).toEqual(Array(4).fill("LOGIN_PASSWORD_INCORRECT"));
    const before = await nowMs();
    const fifth = await change("Wrong1234");
    const until = expectWithin((fifth.json?.value as { until: string } | undefined)?.until, before + 15 * 60_000, (await nowMs()) + 15 * 60_000);
    expect(fifth.json).toMatchObject({
      success: false,
      errorCode: "LOGIN_PASSWORD_LOCKED",
      message: `Too many wrong login passwords: security changes are locked for 15 minutes, try again after ${bangkokHhMm(until)}`,
    });
    expect((await change("Demo1234", "TH")).json).toMatchObject({ errorCode: "LOGIN_PASSWORD_LOCKED", message: expect.stringContaining(`${bangkokHhMm(until)} น.`) });
    // The lock is its own: signing in still works (a new session: the old one ends), and the mobile change meets the same lock.
    token = await tokenFor(server, "demo", "Demo1234");
    expect((await call("bindMobile", { mobileNum: NEW_MOBILE, countryDialingCode: "+66", verificationCode: "123456", loginPassword: "Demo1234" })).json?.errorCode).toBe("LOGIN_PASSWORD_LOCKED");
    await advance(until - (await nowMs()) - 30_000);
    expect((await change("Demo1234")).json?.errorCode).toBe("LOGIN_PASSWORD_LOCKED");
    await advance(31_000);
    expect((await change("Demo1234")).json?.success).toBe(true);
  });

  it("meets the lock with parallel guesses", async () => {
    const guesses = await Promise.all(Array.from({ length: 7 }, () => call("setPaymentPassword", { loginPassword: "Wrong1234", newPaymentPassword: "123456", confirmPaymentPassword: "123456" })));
    const codes = guesses.map((answer) => answer.json?.errorCode);
    expect(codes.filter((code) => code === "LOGIN_PASSWORD_INCORRECT")).toHaveLength(4);
    expect(codes.filter((code) => code === "LOGIN_PASSWORD_LOCKED")).toHaveLength(3);
  });
});

describe("notices to the old channel go through the sender policy in a class of their own", () => {
  const loginCode = async (mobileNum: string) =>
    post(server, calls.loginSmsCode.path, { mobileNum, countryDialingCode: "+66", purpose: "login", humanVerification: await humanProof(server) }, { headers: { Language: "EN" } });

  it("tells the old number even when a guest filled its hour, this address's hour and everyone's minute", async () => {
    // The attacker's lever: login codes asked for the old number as a guest, a minute apart; the change's own code is the fifth.
    for (let i = 0; i < 4; i += 1) {
      expect((await loginCode("0898765432")).json?.success).toBe(true);
      await nextMinute();
    }
    const oldCode = await memberCode("oldMobile", OWNER_MOBILE);
    const newCode = await memberCode("bindMobile", NEW_MOBILE_INTL, { mobileNum: NEW_MOBILE, countryDialingCode: "+66" });
    await nextMinute();
    expect((await loginCode("0898765432")).json, "the old number's hour is full").toMatchObject({ success: false, errorCode: "SMS_TOO_MANY_REQUESTS" });
    // This address's hour: 14 more guest codes to numbers nobody has (6 sends so far).
    for (let i = 0; i < 14; i += 1) expect((await loginCode(`08400000${String(i).padStart(2, "0")}`)).json?.success).toBe(true);
    expect((await loginCode("0840000099")).json, "this address's hour is full").toMatchObject({ success: false, errorCode: "SEND_LIMIT_ADDRESS" });
    // Everyone's minute: sends from other addresses (the overall limit is 60 a minute).
    const now = await nowMs();
    await server.db.batch(
      Array.from({ length: 60 }, (_, i) => ({
        sql: "INSERT INTO send_log (channel, purpose, destination, member_id, ip, delivered, at) VALUES ('sms', 'login', ?, NULL, ?, 1, ?)",
        args: [`+6685000${String(i).padStart(4, "0")}`, `203.0.113.${i + 1}`, now],
      })),
      "write",
    );

    const bound = await call("bindMobile", { mobileNum: NEW_MOBILE, countryDialingCode: "+66", verificationCode: newCode, loginPassword: "Demo1234", oldMobileCode: oldCode });
    expect(bound.json?.success, bound.text).toBe(true);
    expect(await lastSmsTo(OWNER_MOBILE, "securityNotice"), "the notice reached the old number").toBeDefined();
    expect(await noticesLogged(OWNER_MOBILE), "logged by the sender policy as a notice").toEqual([{ channel: "sms", member_id: 1001 }]);

  });

  it("uses up no code allowance: a code to the old number right after its notice is not held back by the one-a-minute rule", async () => {
    const oldCode = await memberCode("oldMobile", OWNER_MOBILE);
    const newCode = await memberCode("bindMobile", NEW_MOBILE_INTL, { mobileNum: NEW_MOBILE, countryDialingCode: "+66" });
    await nextMinute();
    const bound = await call("bindMobile", { mobileNum: NEW_MOBILE, countryDialingCode: "+66", verificationCode: newCode, loginPassword: "Demo1234", oldMobileCode: oldCode });
    expect(bound.json?.success, bound.text).toBe(true);
    expect(await noticesLogged(OWNER_MOBILE)).toHaveLength(1);
    expect((await loginCode("0898765432")).json).toEqual({ success: true, value: { expiredMinutes: 5 } });
  });
});
