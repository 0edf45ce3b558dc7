import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/api/api-error";
import { isSecretKey, MASK, maskSecrets } from "../../src/app/mask-secrets";

describe("maskSecrets (what the inspector may see)", () => {
  it("masks passwords, SMS codes, captcha answers and tokens at any depth", () => {
    const event = {
      type: "LOGIN.SUBMIT",
      form: { username: "demo", password: "Demo1234", captcha: "4821", newPassword: "x", confirmNewPassword: "x" },
      sms: [{ mobileNum: "0812345678", verificationCode: "123456", code: "9999" }],
      session: { token: "abc", firebaseIdToken: "def" },
    };
    expect(maskSecrets(event)).toEqual({
      type: "LOGIN.SUBMIT",
      form: { username: "demo", password: MASK, captcha: MASK, newPassword: MASK, confirmNewPassword: MASK },
      sms: [{ mobileNum: "0812345678", verificationCode: MASK, code: MASK }],
      session: { token: MASK, firebaseIdToken: MASK },
    });
  });

  it("keeps harmless codes, idempotency keys and yes/no flags readable and does not touch the original", () => {
    const context = {
      merchantCode: "DEMO",
      errorCode: "USER_NOT_EXIST",
      countryDialingCode: "+66",
      gameCode: "TCG_LOTTO_VN",
      idempotencyKey: "ab12cd34-1",
      "Idempotency-Key": "ab12cd34-2",
      hasPaymentPassword: true,
      passwordExpired: false,
      lastSpin: "777",
      password: "p",
    };
    const masked = maskSecrets(context);
    expect(masked).toEqual({
      merchantCode: "DEMO",
      errorCode: "USER_NOT_EXIST",
      countryDialingCode: "+66",
      gameCode: "TCG_LOTTO_VN",
      idempotencyKey: "ab12cd34-1",
      "Idempotency-Key": "ab12cd34-2",
      hasPaymentPassword: true,
      passwordExpired: false,
      lastSpin: "777",
      password: MASK,
    });
    expect(context.password).toBe("p");
  });

  it("matches secret keys case-insensitively, in camelCase, snake_case and kebab-case", () => {
    const secret = ["PASSWORD", "Password", "LOGIN_PASSWORD", "payment-password", "paymentPassword", "captchaAnswer", "CAPTCHA_ANSWER", "otpCode", "OTP", "pinCode", "PIN", "smsCode", "humanVerification", "accessToken", "Authorization", "Encryption", "assertion"];
    const readable = ["username", "mobileNum", "merchantCode", "bankCode", "affiliateCode", "referralCode", "idempotencyKey", "spin", "shipping", "tokenType", "passwordRule", "captchaRequired"];
    expect(secret.filter((key) => !isSecretKey(key))).toEqual([]);
    expect(readable.filter((key) => isSecretKey(key))).toEqual([]);
  });

  it("masks what is typed into a secret field: the change events of login, register, password change and recovery", () => {
    const events = [
      { type: "LOGIN.CHANGE", field: "password", value: "Demo1234" },
      { type: "LOGIN.CHANGE", field: "verificationCode", value: "482913" },
      { type: "LOGIN.CHANGE", field: "captcha", value: "7K2Q" },
      { type: "LOGIN.CHANGE", field: "username", value: "demo" },
      { type: "REGISTER.CHANGE", field: "password", value: "Newbie123" },
      { type: "REGISTER.CHANGE", field: "confirmPassword", value: "Newbie123" },
      { type: "PASSWORD.CHANGE", field: "oldPassword", value: "Old12345" },
      { type: "RECOVERY.CHANGE", field: "newPassword", value: "Fresh1234" },
      { type: "RECOVERY.CHANGE", field: "email", value: "a@b.co" },
      { type: "BANK.CHANGE", field: "paymentPassword", value: "135790" },
      { type: "FIELD.CHANGE", field: "password", value: "Down1234" },
    ];
    expect(maskSecrets(events)).toEqual([
      { type: "LOGIN.CHANGE", field: "password", value: MASK },
      { type: "LOGIN.CHANGE", field: "verificationCode", value: MASK },
      { type: "LOGIN.CHANGE", field: "captcha", value: MASK },
      { type: "LOGIN.CHANGE", field: "username", value: "demo" },
      { type: "REGISTER.CHANGE", field: "password", value: MASK },
      { type: "REGISTER.CHANGE", field: "confirmPassword", value: MASK },
      { type: "PASSWORD.CHANGE", field: "oldPassword", value: MASK },
      { type: "RECOVERY.CHANGE", field: "newPassword", value: MASK },
      { type: "RECOVERY.CHANGE", field: "email", value: "a@b.co" },
      { type: "BANK.CHANGE", field: "paymentPassword", value: MASK },
      { type: "FIELD.CHANGE", field: "password", value: MASK },
    ]);
  });

  it("masks the text of an event whose type names a secret (withdraw's payment password), not of other events", () => {
    expect(maskSecrets({ type: "PASSWORD.CHANGE", text: "135790" })).toEqual({ type: "PASSWORD.CHANGE", text: MASK });
    expect(maskSecrets({ type: "AMOUNT.CHANGE", text: "100.00" })).toEqual({ type: "AMOUNT.CHANGE", text: "100.00" });
    expect(maskSecrets({ type: "xstate.done.actor.login", output: { token: "t0k" } })).toEqual({ type: "xstate.done.actor.login", output: { token: MASK } });
  });

  it("masks request inputs and outputs: login's password and captcha, register's user password, issued tokens", () => {
    const loginActor = { status: "done", input: { username: "demo", password: "Demo1234", captcha: "7K2Q", type: "username" }, output: { token: "tok-1", userName: "demo" } };
    expect(maskSecrets(loginActor)).toEqual({
      status: "done",
      input: { username: "demo", password: MASK, captcha: MASK, type: "username" },
      output: { token: MASK, userName: "demo" },
    });
    const registerActor = { input: { variant: "register", user: { username: "newbie2", password: "Newbie123", confirmPassword: "Newbie123" }, humanVerification: "eyJwcm9vZiI" } };
    expect(maskSecrets(registerActor)).toEqual({ input: { variant: "register", user: { username: "newbie2", password: MASK, confirmPassword: MASK }, humanVerification: MASK } });
    expect(maskSecrets({ output: { answer: { token: "tok-2", firstTimeLogin: false } } })).toEqual({ output: { answer: { token: MASK, firstTimeLogin: false } } });
  });

  it("masks inside class instances (an ApiError becomes plain data), Maps and Sets", () => {
    const error = new ApiError({ kind: "server", errorCode: "CAPTCHA_INVALID", value: { captchaAnswer: "7K2Q", token: "tok-3" } }, "refused");
    expect(maskSecrets({ error })).toEqual({
      error: { name: "ApiError", message: "refused", kind: "server", status: undefined, errorCode: "CAPTCHA_INVALID", value: { captchaAnswer: MASK, token: MASK }, serverMessage: undefined },
    });
    const byKey = new Map<string, unknown>([
      ["otpCode", "111222"],
      ["pinCode", 4321],
      ["member", { username: "demo", password: "Demo1234" }],
    ]);
    expect(maskSecrets(byKey)).toEqual(
      new Map<string, unknown>([
        ["otpCode", MASK],
        ["pinCode", MASK],
        ["member", { username: "demo", password: MASK }],
      ]),
    );
    expect(maskSecrets(new Set([{ token: "tok-4" }]))).toEqual(new Set([{ token: MASK }]));
  });

  it("turns actor references into their ids and keeps dates", () => {
    const child = { id: "login", sessionId: "x:3", send: () => undefined, system: { secret: "not data" } };
    expect(maskSecrets({ children: { login: child }, at: new Date(0) })).toEqual({ children: { login: { xstate$$type: 1, id: "login" } }, at: new Date(0) });
  });

  it("copes with cycles and leaves empty secrets empty", () => {
    const node: Record<string, unknown> = { password: "" };
    node.self = node;
    const masked = maskSecrets(node) as Record<string, unknown>;
    expect(masked.password).toBe("");
    expect(masked.self).toBe(masked);
  });
});
