// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Profile, type SecurityProfile } from "../../contract";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { EN, get, makeServer, post, postEncrypted, putEncrypted, tokenFor } from "./helpers";

/** The security centre's calls against the reference server (profile, mobile binding, payment password). */
let server: ReferenceServer;
let token: string;
beforeEach(async () => {
  server = await makeServer();
  token = await tokenFor(server, "demo", "Demo1234");
});
afterEach(async () => {
  await server.close();
});

const auth = (lang = "EN") => ({ token, headers: { Language: lang } });
const profileOf = async () => (await get(server, calls.securityProfile.path, auth())).json?.value as SecurityProfile;
const save = (profile: Profile, lang = "EN") => putEncrypted(server, calls.saveProfile.path, profile, auth(lang));
const SEEDED: Profile = {
  nickname: "Demo",
  realName: "Somchai Demo",
  birthday: "1990-04-12",
  email: "demo@example.com",
  telegram: "demo_player",
  line: "demo.line",
  zalo: "",
  address: "99 Sukhumvit Road, Bangkok",
  nationality: "Thai",
};

async function codeFor(purpose: "bindMobile" | "paymentPassword" | "oldMobile", mobile: string, body: Record<string, string> = {}): Promise<string> {
  const sent = await post(server, calls.memberSmsCode.path, { purpose, ...body }, auth());
  expect(sent.json?.success, sent.text).toBe(true);
  const peek = await get(server, `/dev/sms?mobile=${encodeURIComponent(mobile)}&purpose=${purpose}`);
  return (peek.json?.value as { code: string }).code;
}
/** Every payment-password call carries the login password (re-authentication, see account-takeover.test.ts). */
const setPaymentPassword = (body: Record<string, string>) => postEncrypted(server, calls.setPaymentPassword.path, { loginPassword: "Demo1234", ...body }, auth());
const bindMobile = (body: Record<string, string>) => postEncrypted(server, calls.bindMobile.path, { loginPassword: "Demo1234", ...body }, auth());

describe("profile", () => {
  it("shows the seeded demo profile, its rules from the register settings, the masked mobile and no payment password yet", async () => {
    const value = await profileOf();
    expect(value.profile).toEqual(SEEDED);
    expect(value.realNameLocked).toBe(true);
    expect(value.mobile).toBe("089****432");
    expect(value.hasPaymentPassword).toBe(false);
    // payeeName of the seeded register settings: 2 to 50, pattern 17; address and nationality required.
    expect(value.rules.realName).toMatchObject({ minLength: 2, maxLength: 50, patternId: 17 });
    expect(value.rules.address.required).toBe(true);
    expect(value.rules.nationality.required).toBe(true);
  });

  it("saves the editable fields and keeps the real name once set", async () => {
    const answer = await save({ ...SEEDED, nickname: "Lucky", telegram: "lucky_tg", zalo: "0912345678" });
    expect(answer.json?.success, answer.text).toBe(true);
    expect((await profileOf()).profile).toEqual({ ...SEEDED, nickname: "Lucky", telegram: "lucky_tg", zalo: "0912345678" });
    const changed = await save({ ...SEEDED, realName: "Someone Else" });
    expect(changed.json).toMatchObject({ success: false, errorCode: "REAL_NAME_LOCKED", message: "The real name is already set and cannot be changed" });
    expect((await profileOf()).profile.realName).toBe("Somchai Demo");
  });

  it("refuses a missing address or nationality, an over-long field and a script-bearing one, naming the field, in the caller's language", async () => {
    expect((await save({ ...SEEDED, address: " " })).json).toMatchObject({ success: false, errorCode: "FIELD_INVALID", message: "Address: input cannot be empty", value: { field: "address", rule: "required" } });
    expect((await save({ ...SEEDED, nationality: "" }, "TH")).json).toMatchObject({ errorCode: "FIELD_INVALID", message: "สัญชาติ: กรุณากรอกข้อมูล" });
    expect((await save({ ...SEEDED, nickname: "x".repeat(21) })).json).toMatchObject({ errorCode: "FIELD_INVALID", message: "Nickname: 2 - 20 characters", value: { field: "nickname", rule: "length" } });
    expect((await save({ ...SEEDED, address: "<script>alert(1)</script> Bangkok" })).json).toMatchObject({ errorCode: "FIELD_INVALID", value: { field: "address", rule: "pattern" } });
    expect((await save({ ...SEEDED, nickname: "Demo\u202e" })).json).toMatchObject({ errorCode: "FIELD_INVALID", value: { field: "nickname" } });
    expect((await save({ ...SEEDED, email: "not-an-email" })).json).toMatchObject({ errorCode: "FIELD_INVALID", value: { field: "email", rule: "pattern" } });
    expect((await save({ ...SEEDED, birthday: "12-04-1990" })).json).toMatchObject({ errorCode: "FIELD_INVALID", value: { field: "birthday", rule: "pattern" } });
    expect((await profileOf()).profile).toEqual(SEEDED);
  });

  it("refuses a body longer than the contract allows and a call without a session", async () => {
    expect((await get(server, calls.securityProfile.path, EN)).status).toBe(401);
    const broken = await putEncrypted(server, calls.saveProfile.path, { nickname: "x" }, auth());
    expect(broken.json).toMatchObject({ success: false, errorCode: "INVALID_REQUEST" });
  });
});

describe("mobile binding", () => {
  it("binds a new number with the code sent to it, and only with that code", async () => {
    const code = await codeFor("bindMobile", "+66811112222", { mobileNum: "0811112222", countryDialingCode: "+66" });
    const oldMobileCode = await codeFor("oldMobile", "+66898765432");
    const wrong = await bindMobile({ mobileNum: "0811112222", countryDialingCode: "+66", verificationCode: code === "000000" ? "111111" : "000000", oldMobileCode });
    expect(wrong.json).toMatchObject({ success: false, errorCode: "SMS_CODE_INVALID", message: "verification code not valid" });
    const bound = await bindMobile({ mobileNum: "0811112222", countryDialingCode: "+66", verificationCode: code, oldMobileCode });
    expect(bound.json).toMatchObject({ success: true, value: { mobile: "081****222", countryDialingCode: "+66" } });
    expect((await profileOf()).mobile).toBe("081****222");
    // The code is used up.
    const again = await bindMobile({ mobileNum: "0811112222", countryDialingCode: "+66", verificationCode: code, oldMobileCode });
    expect(again.json).toMatchObject({ success: false, errorCode: "OLD_CHANNEL_CODE_INVALID" });
  });

  it("answers a number another account holds as any other until its code proves it, then refuses it; refuses a malformed one", async () => {
    const taken = await post(server, calls.memberSmsCode.path, { purpose: "bindMobile", mobileNum: "0891112222", countryDialingCode: "+66" }, auth());
    const free = await post(server, calls.memberSmsCode.path, { purpose: "bindMobile", mobileNum: "0811113333", countryDialingCode: "+66" }, auth());
    expect(taken.json).toEqual({ success: true, value: { expiredMinutes: 5 } });
    expect(free.json).toEqual(taken.json);
    const code = ((await get(server, "/dev/sms?mobile=%2B66891112222&purpose=bindMobile")).json?.value as { code: string }).code;
    const oldMobileCode = await codeFor("oldMobile", "+66898765432");
    const bound = await bindMobile({ mobileNum: "0891112222", countryDialingCode: "+66", verificationCode: code, oldMobileCode });
    expect(bound.json).toMatchObject({ success: false, errorCode: "MOBILE_EXISTS", message: "This mobile number is already registered" });
    expect((await profileOf()).mobile).toBe("089****432");
    const bad = await post(server, calls.memberSmsCode.path, { purpose: "bindMobile", mobileNum: "12", countryDialingCode: "+66" }, auth());
    expect(bad.json).toMatchObject({ success: false, errorCode: "PHONE_INVALID" });
  });
});

describe("payment password", () => {
  it("sets a first one of 6 digits, then changes it with the old one", async () => {
    expect((await setPaymentPassword({ newPaymentPassword: "12345", confirmPaymentPassword: "12345" })).json).toMatchObject({ success: false, errorCode: "FIELD_INVALID", message: "The payment password must be 6 digits" });
    expect((await setPaymentPassword({ newPaymentPassword: "123456", confirmPaymentPassword: "123457" })).json).toMatchObject({ success: false, errorCode: "FIELD_INVALID", message: "Incorrect confirmation input" });
    expect((await setPaymentPassword({ newPaymentPassword: "123456", confirmPaymentPassword: "123456" })).json?.success).toBe(true);
    expect((await profileOf()).hasPaymentPassword).toBe(true);
    // A second "first" one without the old one is refused.
    expect((await setPaymentPassword({ newPaymentPassword: "654321", confirmPaymentPassword: "654321" })).json).toMatchObject({ success: false, errorCode: "PAYMENT_PASSWORD_INCORRECT" });
    expect((await setPaymentPassword({ newPaymentPassword: "654321", confirmPaymentPassword: "654321", oldPaymentPassword: "123456" })).json?.success).toBe(true);
    expect((await setPaymentPassword({ newPaymentPassword: "111111", confirmPaymentPassword: "111111", oldPaymentPassword: "123456" })).json).toMatchObject({ success: false, errorCode: "PAYMENT_PASSWORD_INCORRECT", message: "The payment password is incorrect" });
  });

  it("locks after 5 wrong old ones, like a withdrawal's check, even for the right one", async () => {
    await setPaymentPassword({ newPaymentPassword: "123456", confirmPaymentPassword: "123456" });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await setPaymentPassword({ newPaymentPassword: "222222", confirmPaymentPassword: "222222", oldPaymentPassword: "000000" })).json?.errorCode);
    expect(answers).toEqual(["PAYMENT_PASSWORD_INCORRECT", "PAYMENT_PASSWORD_INCORRECT", "PAYMENT_PASSWORD_INCORRECT", "PAYMENT_PASSWORD_INCORRECT", "PAYMENT_PASSWORD_LOCKED"]);
    const right = await setPaymentPassword({ newPaymentPassword: "222222", confirmPaymentPassword: "222222", oldPaymentPassword: "123456" });
    expect(right.json).toMatchObject({ success: false, errorCode: "PAYMENT_PASSWORD_LOCKED" });
  });

  it("meets the lock with parallel guesses, and sets a first one once when two sets race", async () => {
    const raced = await Promise.all(["111111", "222222"].map((pin) => setPaymentPassword({ newPaymentPassword: pin, confirmPaymentPassword: pin })));
    expect(raced.map((answer) => answer.json?.success).sort()).toEqual([false, true]);
    const guesses = await Promise.all(
      Array.from({ length: 6 }, () => setPaymentPassword({ newPaymentPassword: "333333", confirmPaymentPassword: "333333", oldPaymentPassword: "000000" })),
    );
    const codes = guesses.map((answer) => answer.json?.errorCode);
    expect(codes.filter((code) => code === "PAYMENT_PASSWORD_INCORRECT")).toHaveLength(4);
    expect(codes.filter((code) => code === "PAYMENT_PASSWORD_LOCKED")).toHaveLength(2);
  });

  it("changes it with a code sent to the bound number instead of the old one; a wrong code is refused", async () => {
    await setPaymentPassword({ newPaymentPassword: "123456", confirmPaymentPassword: "123456" });
    const code = await codeFor("paymentPassword", "+66898765432");
    const wrong = await setPaymentPassword({ newPaymentPassword: "333333", confirmPaymentPassword: "333333", verificationCode: code === "000000" ? "111111" : "000000" });
    expect(wrong.json).toMatchObject({ success: false, errorCode: "SMS_CODE_INVALID" });
    expect((await setPaymentPassword({ newPaymentPassword: "333333", confirmPaymentPassword: "333333", verificationCode: code })).json?.success).toBe(true);
    expect((await setPaymentPassword({ newPaymentPassword: "444444", confirmPaymentPassword: "444444", oldPaymentPassword: "333333" })).json?.success).toBe(true);
  });

  it("refuses trial accounts every security call", async () => {
    const trial = await postEncrypted(server, calls.freePlay.path, { os: "Windows", platform: "W" }, { headers: { "X-Gateway-Version": "3" } });
    const trialToken = (trial.json?.value as { token: string }).token;
    const opts = { token: trialToken, headers: { Language: "EN" } };
    expect((await get(server, calls.securityProfile.path, opts)).json).toMatchObject({ success: false, errorCode: "TRIAL_NOT_ALLOWED" });
    expect((await putEncrypted(server, calls.saveProfile.path, SEEDED, opts)).json).toMatchObject({ success: false, errorCode: "TRIAL_NOT_ALLOWED" });
    expect((await post(server, calls.memberSmsCode.path, { purpose: "paymentPassword" }, opts)).json).toMatchObject({ success: false, errorCode: "TRIAL_NOT_ALLOWED" });
  });
});
