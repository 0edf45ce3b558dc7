// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { EN, get, humanProof, login, makeServer, post, smsCodeFor } from "./helpers";

let server: ReferenceServer;
beforeEach(async () => {
  server = await makeServer();
});
afterEach(async () => {
  await server.close();
});

const MOBILE = "0812345678";
/** A guest's send: each carries a fresh human-verification proof (docs/security-senders.md). */
const sendCode = async (mobileNum: string, purpose: "login" | "resetPassword" = "login", countryDialingCode = "+66", opts = EN) =>
  post(server, calls.loginSmsCode.path, { mobileNum, countryDialingCode, purpose, humanVerification: await humanProof(server) }, opts);
const smsLogin = (verificationCode: string, mobileNum = MOBILE, opts = EN) =>
  login(server, { username: "", password: "", type: "sms", mobileNum, countryDialingCode: "+66", verificationCode }, opts);
const peek = async (mobile = MOBILE) => (await get(server, `/dev/sms?mobile=${mobile}`)).json?.value as { code: string; used: boolean; wrongAttempts: number };
const otherCode = (code: string) => (code === "000000" ? "111111" : "000000");

describe("GET /wps/system/countries", () => {
  it("lists the dialling codes the merchant accepts, Thailand first", async () => {
    const countries = calls.countries.value.parse((await get(server, calls.countries.path)).json?.value);
    expect(countries[0]).toEqual({ countryCode: "TH", countryDialingCode: "+66", name: "Thailand" });
    expect(countries.map((c) => c.countryDialingCode)).toEqual(["+66", "+84", "+855", "+856", "+95", "+60", "+62", "+63", "+86", "+1", "+44"]);
  });
});

describe("POST /wps/verification/sms/noLogin", () => {
  it("sends a six-digit code to a member's number and answers expiredMinutes 5", async () => {
    const answer = await sendCode(MOBILE);
    expect(answer.json).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const sms = (await get(server, "/dev/sms?mobile=%2B66812345678")).json?.value;
    expect(sms).toMatchObject({ mobile: "+66812345678", purpose: "login", used: false });
    expect((sms as { code: string }).code).toMatch(/^[0-9]{6}$/);
  });

  it("answers a badly formed number or unknown dialling code with PHONE_INVALID", async () => {
    const bad: [string, string][] = [["", "+66"], ["   ", "+66"], ["1234567", "+66"], ["0812345678901", "+66"], ["08-1234-5678", "+66"], ["๐๘๑๒๓๔๕๖๗๘", "+66"], ["9".repeat(10_000), "+66"], [MOBILE, "+999"], [MOBILE, ""]];
    for (const [mobileNum, code] of bad) {
      const answer = await sendCode(mobileNum, "login", code);
      expect(answer.status, mobileNum.slice(0, 20)).toBe(200);
      expect(answer.json).toMatchObject({ success: false, errorCode: "PHONE_INVALID", message: "invalid phone number format" });
    }
    expect((await sendCode("", "login", "+66", { headers: {} })).json?.message).toBe("รูปแบบหมายเลขโทรศัพท์ไม่ถูกต้อง");
  });

  it("answers a number no member holds as it answers a member's, and sends it nothing", async () => {
    for (const purpose of ["login", "resetPassword"] as const) {
      const answer = await sendCode("0811111111", purpose);
      expect(answer.json).toEqual({ success: true, value: { expiredMinutes: 5 } });
      expect((await get(server, `/dev/sms?mobile=0811111111&purpose=${purpose}`)).status).toBe(404);
      await post(server, "/dev/clock", { advanceMs: 61_000 });
    }
    // The same digits under another country's code belong to nobody: nothing goes to them either.
    expect((await sendCode(MOBILE, "login", "+84")).json?.success).toBe(true);
    expect((await get(server, "/dev/sms?mobile=%2B84812345678")).status).toBe(404);
  });

  it("needs a human-verification proof", async () => {
    const bare = await post(server, calls.loginSmsCode.path, { mobileNum: MOBILE, countryDialingCode: "+66", purpose: "login" }, EN);
    expect(bare.json).toMatchObject({ success: false, errorCode: "HUMAN_VERIFICATION_FAILED", message: "Please complete verification first" });
  });

  it("accepts the number without its leading 0", async () => {
    expect((await sendCode("812345678")).json?.success).toBe(true);
    expect((await peek()).code).toMatch(/^[0-9]{6}$/);
  });

  it("sends once per 60 seconds per number, whatever the purpose; two sends at once get one code", async () => {
    const both = await Promise.all([sendCode(MOBILE), sendCode(MOBILE)]);
    expect(both.map((a) => a.json?.errorCode ?? "OK").sort()).toEqual(["OK", "SMS_TOO_MANY_REQUESTS"]);
    const again = await sendCode(MOBILE, "resetPassword");
    expect(again.json).toMatchObject({ success: false, errorCode: "SMS_TOO_MANY_REQUESTS", message: "too many requests, try again after 5 minutes" });
    await post(server, "/dev/clock", { advanceMs: 61_000 });
    expect((await sendCode(MOBILE, "resetPassword")).json?.success).toBe(true);
  });

  it("sends at most 5 codes per hour to a number", async () => {
    for (let i = 1; i <= 5; i += 1) {
      expect((await sendCode(MOBILE)).json?.success, `send ${i}`).toBe(true);
      await post(server, "/dev/clock", { advanceMs: 61_000 });
    }
    expect((await sendCode(MOBILE)).json?.errorCode).toBe("SMS_TOO_MANY_REQUESTS");
    await post(server, "/dev/clock", { advanceMs: 60 * 60_000 });
    expect((await sendCode(MOBILE)).json?.success).toBe(true);
  });
});

describe("POST /wps/session/login type sms", () => {
  it("logs in the member who owns the number, with no captcha even after password failures", async () => {
    await login(server, { username: "mobileuser", password: "wrong" });
    const code = await smsCodeFor(server, MOBILE, "login");
    const answer = await smsLogin(code);
    const value = calls.login.value.parse(answer.json?.value);
    expect(value).toMatchObject({ userName: "mobileuser", id: 1010, customerType: 0, firstTimeLogin: false, passwordExpired: false });
    expect((await get(server, calls.memberInfo.path, { token: value.token })).json?.value).toMatchObject({ userName: "mobileuser", mobile: "081****678" });
    expect((await peek()).used).toBe(true);
  });

  it("refuses a code used once already", async () => {
    const code = await smsCodeFor(server, MOBILE, "login");
    expect((await smsLogin(code)).json?.success).toBe(true);
    expect((await smsLogin(code)).json).toMatchObject({ success: false, errorCode: "SMS_CODE_INVALID", message: "verification code not valid" });
  });

  it("lets only one of two simultaneous logins use a code", async () => {
    const code = await smsCodeFor(server, MOBILE, "login");
    const both = await Promise.all([smsLogin(code), smsLogin(code)]);
    expect(both.map((a) => a.json?.errorCode ?? "OK").sort()).toEqual(["OK", "SMS_CODE_INVALID"]);
  });

  it("refuses a code after 5 minutes of server time", async () => {
    const code = await smsCodeFor(server, MOBILE, "login");
    await post(server, "/dev/clock", { advanceMs: 5 * 60_000 + 1_000 });
    expect((await smsLogin(code)).json).toMatchObject({ success: false, errorCode: "SMS_CODE_EXPIRED", message: "code expired, send again" });
    expect((await smsLogin(code, MOBILE, { headers: {} })).json?.message).toBe("รหัสยืนยันหมดอายุ กรุณาส่งใหม่อีกครั้ง");
  });

  it("kills a code after 5 wrong entries: the sixth entry fails even when right", async () => {
    const code = await smsCodeFor(server, MOBILE, "login");
    for (let i = 1; i <= 5; i += 1) expect((await smsLogin(otherCode(code))).json?.errorCode, `wrong ${i}`).toBe("SMS_CODE_INVALID");
    expect((await peek()).wrongAttempts).toBe(5);
    expect((await smsLogin(code)).json?.errorCode).toBe("SMS_CODE_INVALID");
    // A new code works again.
    await post(server, "/dev/clock", { advanceMs: 61_000 });
    expect((await smsLogin(await smsCodeFor(server, MOBILE, "login"))).json?.success).toBe(true);
  });

  it("answers a missing code with SMS_CODE_MISSING and a code never sent with SMS_CODE_INVALID", async () => {
    for (const verificationCode of ["", "   "]) {
      expect((await smsLogin(verificationCode)).json).toMatchObject({ success: false, errorCode: "SMS_CODE_MISSING", message: "verification code missing" });
    }
    expect((await smsLogin("123456")).json?.errorCode).toBe("SMS_CODE_INVALID");
    // A recovery code is not a login code.
    const recovery = await smsCodeFor(server, MOBILE, "resetPassword");
    expect((await smsLogin(recovery)).json?.errorCode).toBe("SMS_CODE_INVALID");
  });

  it("answers bad numbers, unknown numbers and absurd codes with normal refusals", async () => {
    expect((await smsLogin("123456", "12")).json?.errorCode).toBe("PHONE_INVALID");
    expect((await smsLogin("123456", "ก".repeat(10_000))).json?.errorCode).toBe("PHONE_INVALID");
    // A number no member holds answers as a code never sent does (nobody learns which numbers have accounts).
    expect((await smsLogin("123456", "0811111111")).json).toMatchObject({ errorCode: "SMS_CODE_INVALID", message: "verification code not valid" });
    await smsCodeFor(server, MOBILE, "login");
    for (const code of ["9".repeat(10_000), "๑๒๓๔๕๖"]) {
      const answer = await smsLogin(code);
      expect(answer.status).toBe(200);
      expect(answer.json?.errorCode).toBe("SMS_CODE_INVALID");
    }
  });

  it("refuses SMS login for newip like its password login", async () => {
    const code = await smsCodeFor(server, "0845551234", "login");
    expect((await smsLogin(code, "0845551234")).json?.errorCode).toBe("IP_VERIFICATION_REQUIRED");
  });
});
