// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { EN, get, humanProof, login, loginWithCaptcha, makeServer, post, postEncrypted, postForm, smsCodeFor, tokenFor } from "./helpers";

let server: ReferenceServer;
beforeEach(async () => {
  server = await makeServer();
});
afterEach(async () => {
  await server.close();
});

type ChangeBody = { oldPassword?: string; newPassword: string; confirmNewPassword: string };
const change = (token: string, body: ChangeBody, opts = EN) => postEncrypted(server, calls.changePassword.path, body, { ...opts, token });
const loginOk = async (username: string, password: string) => (await login(server, { username, password })).json?.success === true;

describe("POST /wps/member/password", () => {
  it("changes a member's password with the old one, ends the sessions and answers null", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const answer = await change(token, { oldPassword: "Demo1234", newPassword: "NewPass99", confirmNewPassword: "NewPass99" });
    expect(answer.json).toEqual({ success: true, value: null });
    expect((await get(server, calls.memberInfo.path, { token })).status).toBe(401);
    expect(await loginOk("demo", "Demo1234")).toBe(false);
    expect((await loginWithCaptcha(server, { username: "demo", password: "NewPass99" })).json?.success).toBe(true);
  });

  it("needs the old password unless the change is forced, and checks it", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const missing = await change(token, { newPassword: "NewPass99", confirmNewPassword: "NewPass99" });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ errorCode: "INVALID_REQUEST", message: "Please enter your old password" });
    const wrong = await change(token, { oldPassword: "Wrong1234", newPassword: "NewPass99", confirmNewPassword: "NewPass99" });
    expect(wrong.json).toMatchObject({ success: false, errorCode: "OLD_PASSWORD_INCORRECT", message: "The old password is incorrect" });
    expect((await change(token, { oldPassword: "x".repeat(10_000), newPassword: "NewPass99", confirmNewPassword: "NewPass99" })).json?.errorCode).toBe("OLD_PASSWORD_INCORRECT");
    // Nothing changed: the session lives and the old password still works.
    expect((await get(server, calls.memberInfo.path, { token })).status).toBe(200);
    expect(await loginOk("demo", "Demo1234")).toBe(true);
  });

  it("locks the old-password check after 5 wrong guesses", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    for (let i = 1; i <= 5; i += 1) await change(token, { oldPassword: `Wrong${i}`, newPassword: "NewPass99", confirmNewPassword: "NewPass99" });
    const locked = await change(token, { oldPassword: "Demo1234", newPassword: "NewPass99", confirmNewPassword: "NewPass99" });
    expect(locked.json?.errorCode).toBe("TOO_MANY_ATTEMPTS");
  });

  it("checks the new password against the register settings' rule, naming the lengths", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    for (const newPassword of ["", "   ", "ab1", "abcdefgh", "12345678", "Has space 1", "a1".repeat(11), "รหัสผ่าน123", "x1".repeat(5_000)]) {
      const answer = await change(token, { oldPassword: "Demo1234", newPassword, confirmNewPassword: newPassword });
      expect(answer.status, newPassword.slice(0, 20)).toBe(200);
      expect(answer.json).toMatchObject({ success: false, errorCode: "PASSWORD_RULE", message: "Please fill in your password with 6 - 20 characters in the accepted format" });
    }
    const th = await change(token, { oldPassword: "Demo1234", newPassword: "ab1", confirmNewPassword: "ab1" }, { headers: {} });
    expect(th.json?.message).toBe("กรุณากรอกรหัสผ่าน 6 - 20 ตัวอักษรตามรูปแบบที่กำหนด");
  });

  it("refuses a confirmation that differs and a new password equal to the old", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const mismatch = await change(token, { oldPassword: "Demo1234", newPassword: "NewPass99", confirmNewPassword: "NewPass98" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json).toMatchObject({ errorCode: "INVALID_REQUEST", message: "Incorrect confirmation input" });
    const same = await change(token, { oldPassword: "Demo1234", newPassword: "Demo1234", confirmNewPassword: "Demo1234" });
    expect(same.json).toMatchObject({ errorCode: "PASSWORD_RULE", message: "The new password must differ from the old password" });
  });

  it("lets a forced change (first login, expired password) skip the old password and clears the flag", async () => {
    for (const [username, password, flag] of [["newbie", "Newbie123", "firstTimeLogin"], ["expired", "Expired123", "passwordExpired"]] as const) {
      const first = calls.login.value.parse((await login(server, { username, password })).json?.value);
      expect(first[flag]).toBe(true);
      const same = await change(first.token, { newPassword: password, confirmNewPassword: password });
      expect(same.json?.errorCode, username).toBe("PASSWORD_RULE");
      const answer = await change(first.token, { newPassword: "Changed123", confirmNewPassword: "Changed123" });
      expect(answer.json, username).toEqual({ success: true, value: null });
      const again = calls.login.value.parse((await login(server, { username, password: "Changed123" })).json?.value);
      expect([again.firstTimeLogin, again.passwordExpired], username).toEqual([false, false]);
    }
  });

  it("answers two quick submits of one change: one succeeds, the other finds the session gone", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const body = { oldPassword: "Demo1234", newPassword: "NewPass99", confirmNewPassword: "NewPass99" };
    const both = await Promise.all([change(token, body), change(token, body)]);
    expect(both.map((a) => a.json?.errorCode ?? "OK").sort()).toEqual(["OK", "login.not.session"]);
    expect(await loginOk("demo", "NewPass99")).toBe(true);
  });
});

describe("POST /wps/member/password/email", () => {
  const path = calls.forgotPasswordByEmail.path;

  /** A guest's request: each carries a fresh human-verification proof (docs/security-senders.md). */
  const ask = async (fields: Record<string, string>, opts = EN) => postForm(server, path, { ...fields, humanVerification: await humanProof(server) }, opts);

  it("takes form-encoded fields, mails the member and answers null", async () => {
    const answer = await ask({ username: "demo", email: "DEMO@example.com" });
    expect(answer.json).toEqual({ success: true, value: null });
    const mail = (await get(server, "/dev/email?to=demo@example.com")).json?.value as { to: string; subject: string; body: string };
    expect(mail).toMatchObject({ to: "demo@example.com", subject: "Password reset request" });
    expect(mail.body).toContain("demo");
    // Nothing else changed: the password still works.
    expect(await loginOk("demo", "Demo1234")).toBe(true);
  });

  it("answers a username or e-mail that does not match as it answers a match, and mails nobody", async () => {
    const cases = [
      { username: "demo", email: "other@example.com" },
      { username: "ghost", email: "demo@example.com" },
      { username: "agent", email: "demo@example.com" },
      { username: "สมชาย", email: "ทดสอบ@example.com" },
      { username: "x".repeat(10_000), email: "demo@example.com" },
      { username: "demo", email: `${"e".repeat(10_000)}@example.com` },
    ];
    for (const fields of cases) {
      const answer = await ask(fields);
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ success: true, value: null });
      await post(server, "/dev/clock", { advanceMs: 61_000 }); // one mail a minute per address
    }
    expect((await get(server, "/dev/email?to=demo@example.com")).status).toBe(404);
    expect((await get(server, "/dev/email?to=other@example.com")).status).toBe(404);
  });

  it("needs a human-verification proof, and answers a second request to one address within the minute with SEND_LIMIT_DESTINATION", async () => {
    expect((await postForm(server, path, { username: "demo", email: "demo@example.com" }, EN)).json).toMatchObject({ success: false, errorCode: "HUMAN_VERIFICATION_FAILED" });
    expect((await ask({ username: "ghost", email: "demo@example.com" })).json?.success).toBe(true);
    expect((await ask({ username: "demo", email: "demo@example.com" })).json).toMatchObject({ success: false, errorCode: "SEND_LIMIT_DESTINATION", message: "Too many mails to this address: try again later" });
    expect((await ask({ username: "demo", email: "demo@example.com" }, {})).json?.message).toBe("ส่งอีเมลไปยังที่อยู่นี้บ่อยเกินไป กรุณาลองใหม่ภายหลัง");
  });

  it("answers empty or whitespace-only fields with 400 INVALID_REQUEST", async () => {
    for (const fields of [{ username: "", email: "demo@example.com" }, { username: "demo", email: "  " }, { username: "demo" }]) {
      const answer = await postForm(server, path, fields as Record<string, string>, EN);
      expect(answer.status).toBe(400);
      expect(answer.json?.errorCode).toBe("INVALID_REQUEST");
    }
  });
});

describe("POST /wps/member/password/verification", () => {
  const MOBILE = "0812345678";
  const reset = (verificationCode: string, newPassword = "Fresh1234", mobileNum = MOBILE) =>
    postEncrypted(server, calls.resetPasswordByPhone.path, { mobileNum, countryDialingCode: "+66", verificationCode, newPassword }, EN);

  it("sets the password with a recovery code and logs the member in", async () => {
    const code = await smsCodeFor(server, MOBILE, "resetPassword");
    const answer = await reset(code);
    const value = calls.resetPasswordByPhone.value.parse(answer.json?.value);
    expect(value).toMatchObject({ userName: "mobileuser", customerType: 0, firstTimeLogin: false, passwordExpired: false });
    expect((await get(server, calls.memberInfo.path, { token: value.token })).status).toBe(200);
    expect(await loginOk("mobileuser", "Mobile123")).toBe(false);
    expect((await reset(code, "Other1234")).json?.errorCode).toBe("SMS_CODE_INVALID");
  });

  it("asks for verification first when no recovery code was sent", async () => {
    expect((await reset("123456")).json).toMatchObject({ success: false, errorCode: "VERIFICATION_REQUIRED", message: "Please complete verification first" });
    await smsCodeFor(server, MOBILE, "login");
    expect((await reset("123456")).json?.errorCode).toBe("VERIFICATION_REQUIRED");
  });

  it("refuses wrong, expired and missing codes and bad numbers", async () => {
    const code = await smsCodeFor(server, MOBILE, "resetPassword");
    expect((await reset(code === "000000" ? "111111" : "000000")).json?.errorCode).toBe("SMS_CODE_INVALID");
    expect((await reset("")).json?.errorCode).toBe("SMS_CODE_MISSING");
    expect((await reset(code, "Fresh1234", "08123")).json?.errorCode).toBe("PHONE_INVALID");
    await post(server, "/dev/clock", { advanceMs: 5 * 60_000 + 1_000 });
    expect((await reset(code)).json?.errorCode).toBe("SMS_CODE_EXPIRED");
    expect(await loginOk("mobileuser", "Mobile123")).toBe(true);
  });

  it("checks the password rule without using the code up", async () => {
    const code = await smsCodeFor(server, MOBILE, "resetPassword");
    for (const newPassword of ["ab1", "nodigits", "ก".repeat(10_000)]) {
      expect((await reset(code, newPassword)).json?.errorCode).toBe("PASSWORD_RULE");
    }
    expect(await loginOk("mobileuser", "Mobile123")).toBe(true);
    expect((await reset(code)).json?.success).toBe(true);
  });

  it("clears a forced change, the failure lock and the captcha flag of the account", async () => {
    await login(server, { username: "newbie", password: "wrong1" });
    for (let i = 2; i <= 5; i += 1) await loginWithCaptcha(server, { username: "newbie", password: `wrong${i}` });
    expect((await loginWithCaptcha(server, { username: "newbie", password: "Newbie123" })).json?.errorCode).toBe("TOO_MANY_ATTEMPTS");
    const code = await smsCodeFor(server, "0839876543", "resetPassword");
    const value = calls.resetPasswordByPhone.value.parse((await reset(code, "Fresh1234", "0839876543")).json?.value);
    expect(value).toMatchObject({ userName: "newbie", firstTimeLogin: false });
    expect(calls.login.value.parse((await login(server, { username: "newbie", password: "Fresh1234" })).json?.value).firstTimeLogin).toBe(false);
  });
});
