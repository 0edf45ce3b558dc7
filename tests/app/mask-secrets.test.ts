import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/api/api-error";
import { isSecretKey, MASK, maskSecrets, secretKind, shapeOfSecret } from "../../src/app/mask-secrets";

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
      sms: [{ mobileNum: "*******678", verificationCode: MASK, code: MASK }],
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
    const readable = ["username", "nickname", "mobileNum", "accountName", "accountNumber", "merchantCode", "bankCode", "affiliateCode", "referralCode", "idempotencyKey", "spin", "shipping", "tokenType", "passwordRule", "captchaRequired"];
    expect(secret.filter((key) => !isSecretKey(key))).toEqual([]);
    expect(readable.filter((key) => isSecretKey(key))).toEqual([]);
    expect(["accountNumber", "bankAccountNo", "BANK_ACCOUNT", "cardNumber"].map(secretKind)).toEqual(["account", "account", "account", "account"]);
    expect(["mobile", "mobileNum", "MOBILE_NUMBER", "phone", "phoneNumber"].map(secretKind)).toEqual(["mobile", "mobile", "mobile", "mobile", "mobile"]);
    expect(["realName", "accountName", "bankAccountName", "holderName", "payeeName", "email"].map(secretKind)).toEqual(Array(6).fill("personal"));
    expect(["bankCode", "bankName", "accountTypeName", "name", "nickname", "username", "account", "timeline"].map(secretKind)).toEqual(Array(8).fill(undefined));
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
      { type: "RECOVERY.CHANGE", field: "email", value: MASK },
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

  it("keeps only the last 4 digits of a bank account number and the last 3 of a mobile number, wherever they are", () => {
    const bind = { type: "BANK.CHANGE", field: "accountNumber", value: "1234567890" };
    expect(maskSecrets(bind)).toEqual({ type: "BANK.CHANGE", field: "accountNumber", value: "******7890" });
    const request = { bankCode: "KBANK", accountNumber: "1234567890", accountName: "Demo Member", paymentPassword: "739264" };
    expect(maskSecrets({ input: request })).toEqual({ input: { bankCode: "KBANK", accountNumber: "******7890", accountName: MASK, paymentPassword: MASK } });
    // A bound account held as an object is masked field by field; a number keeps its last digits as text.
    expect(maskSecrets({ bankAccount: { bankCode: "SCB", bankName: "Siam Commercial Bank", accountNumber: 9876543210123, accountName: "Somchai Jaidee" } })).toEqual({
      bankAccount: { bankCode: "SCB", bankName: "Siam Commercial Bank", accountNumber: "*********0123", accountName: MASK },
    });
    expect(maskSecrets({ mobile: "081-234-5678", phoneNumber: "+66812345678", member: { mobileNum: "0899990077" } })).toEqual({
      mobile: "***-***-*678",
      phoneNumber: "+********678",
      member: { mobileNum: "*******077" },
    });
    // Too short to keep digits of: hidden whole.
    expect(maskSecrets({ mobile: "123", accountNumber: "7890" })).toEqual({ mobile: MASK, accountNumber: MASK });
    // Already masked by the server: kept as it came.
    expect(maskSecrets({ accountNumber: "******7890", mobile: "081****432" })).toEqual({ accountNumber: "******7890", mobile: "*******432" });
    expect(maskSecrets({ accountNumber: "******7890" }, shapeOfSecret)).toEqual({ accountNumber: "******7890" });
  });

  it("masks names and personal details, keeps usernames, nicknames and bank names", () => {
    const member = {
      username: "demo",
      nickname: "Lucky7",
      realName: "Somchai Jaidee",
      profile: { email: "somchai@example.com", line: "somchai_j", idNumber: "1101700203451", address: "1 Sukhumvit", birthday: "1990-01-31" },
      register: { type: "REGISTER.CHANGE", field: "payeeName", value: "Somchai Jaidee" },
      holder: { holderName: "Malee Sukjai", bankName: "Kasikornbank" },
    };
    expect(maskSecrets(member)).toEqual({
      username: "demo",
      nickname: "Lucky7",
      realName: MASK,
      profile: { email: MASK, line: MASK, idNumber: MASK, address: MASK, birthday: MASK },
      register: { type: "REGISTER.CHANGE", field: "payeeName", value: MASK },
      holder: { holderName: MASK, bankName: "Kasikornbank" },
    });
  });

  it("keeps public codes readable: the bank list's codes, bank codes, a socket's close code; a code typed alone stays hidden", () => {
    const banks = [
      { code: "KBANK", name: "Kasikornbank" },
      { code: "SCB", name: "Siam Commercial Bank" },
    ];
    expect(maskSecrets({ type: "xstate.done.actor.loadBanks", output: banks })).toEqual({ type: "xstate.done.actor.loadBanks", output: banks });
    expect(maskSecrets({ bankCode: "KBANK", type: "SOCKET.CLOSED", code: 1006 })).toEqual({ bankCode: "KBANK", type: "SOCKET.CLOSED", code: 1006 });
    expect(maskSecrets({ input: { code: "482913" } })).toEqual({ input: { code: MASK } });
  });

  it("gives recorded sessions stand-ins of the same shape, numbers keeping the digits the inspector shows", () => {
    const event = { type: "BANK.SUBMIT", form: { accountNumber: "1234567890", accountName: "Demo Member", mobile: "0812345678", password: "Ab12" } };
    expect(maskSecrets(event, shapeOfSecret)).toEqual({
      type: "BANK.SUBMIT",
      form: { accountNumber: "0000007890", accountName: "Xxxx Xxxxxx", mobile: "0000000678", password: "Xx00" },
    });
  });

  it("copes with cycles and leaves empty secrets empty", () => {
    const node: Record<string, unknown> = { password: "" };
    node.self = node;
    const masked = maskSecrets(node) as Record<string, unknown>;
    expect(masked.password).toBe("");
    expect(masked.self).toBe(masked);
  });
});
