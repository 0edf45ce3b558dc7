// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { EN, makeServer, post, postEncrypted, postForm, tokenFor, type Answer } from "./helpers";

let server: ReferenceServer;
let token: string;
beforeAll(async () => {
  server = await makeServer();
  token = await tokenFor(server, "player2", "Player234");
});
afterAll(async () => {
  await server.close();
});

/** Every field of every sign-in call gets each of these in turn. */
const BAD_VALUES: [string, string][] = [
  ["empty", ""],
  ["whitespace", "   \t "],
  ["10,000 characters", "x".repeat(10_000)],
  ["10,000 Thai characters", "ก".repeat(10_000)],
  ["Thai", "สวัสดีครับ"],
];

type Case = { name: string; base: Record<string, string>; send: (body: Record<string, string>) => Promise<Answer> };

const CASES: Case[] = [
  { name: "login (username)", base: { username: "demo", password: "Demo1234", type: "username", loginDeviceId: "d", captcha: "1234" }, send: (b) => postEncrypted(server, calls.login.path, b, EN) },
  { name: "login (sms)", base: { username: "", password: "", type: "sms", loginDeviceId: "d", mobileNum: "0812345678", countryDialingCode: "+66", verificationCode: "123456" }, send: (b) => postEncrypted(server, calls.login.path, b, EN) },
  { name: "loginSmsCode", base: { mobileNum: "0812345678", countryDialingCode: "+66", purpose: "login" }, send: (b) => post(server, calls.loginSmsCode.path, b, EN) },
  { name: "changePassword", base: { oldPassword: "Player234", newPassword: "Other1234", confirmNewPassword: "Other1234" }, send: (b) => postEncrypted(server, calls.changePassword.path, b, { ...EN, token }) },
  { name: "forgotPasswordByEmail", base: { username: "demo", email: "demo@example.com" }, send: (b) => postForm(server, calls.forgotPasswordByEmail.path, b, EN) },
  { name: "freePlay", base: { os: "Windows", platform: "W" }, send: (b) => postEncrypted(server, calls.freePlay.path, b, { headers: { ...EN.headers, "X-Gateway-Version": "3" } }) },
  { name: "resetPasswordByPhone", base: { mobileNum: "0812345678", countryDialingCode: "+66", verificationCode: "123456", newPassword: "Fresh1234" }, send: (b) => postEncrypted(server, calls.resetPasswordByPhone.path, b, EN) },
];

describe("bad input in every field of the sign-in calls", () => {
  it("gets an envelope, never a 500; every refusal has an errorCode and a message", async () => {
    let refusals = 0;
    for (const { name, base, send } of CASES) {
      for (const field of Object.keys(base)) {
        for (const [label, value] of BAD_VALUES) {
          const answer = await send({ ...base, [field]: value });
          const what = `${name}.${field} = ${label}: ${answer.text.slice(0, 200)}`;
          expect(answer.status, what).toBeLessThan(500);
          expect(answer.json, what).toBeDefined();
          if (answer.json?.success) continue; // free play ignores `os`
          refusals += 1;
          expect(answer.json?.errorCode, what).toBeTruthy();
          expect(answer.json?.message, what).toBeTruthy();
        }
      }
    }
    expect(refusals).toBe(125);
  });
});
