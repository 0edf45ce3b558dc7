// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type RegisterRequest } from "../../contract";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { CHALLENGE_COST } from "../../server/human-verification";
import { SEED_MEMBERS } from "../../server/seed-data";
import { cookieOf, EN, get, humanProof, login, makeServer, post, putEncrypted, registerCodeFor, type Answer, type RequestOptions } from "./helpers";

let server: ReferenceServer;
beforeEach(async () => {
  server = await makeServer();
});
afterEach(async () => {
  await server.close();
});

type User = Partial<Record<keyof RegisterRequest, string>>;
type Extras = { humanVerification?: string; countryDialingCode?: string; domain?: string; registerUrl?: string };

let serial = 0;
/** A username and a mobile number no one has yet. */
const fresh = () => {
  serial += 1;
  return { username: `player${String(serial).padStart(4, "0")}`, mobileNum: `086${String(1_000_000 + serial).slice(-7)}` };
};

/** A captcha answer bound to a fresh cookie (read from GET /dev/captcha). */
async function captcha(): Promise<{ cookie: string; answer: string }> {
  const image = await get(server, calls.captcha.path);
  const cookie = cookieOf(image.headers) ?? "";
  const { answer } = (await get(server, "/dev/captcha", { cookie })).json?.value as { answer: string };
  return { cookie, answer };
}

/** A registration by username that the default site accepts. */
function validUser(overrides: User = {}): User {
  const { username, mobileNum } = fresh();
  return { username, password: "Secret123", confirmPassword: "Secret123", payeeName: "สมชาย ใจดี", mobileNum, email: "somchai@example.com", ...overrides };
}

/** PUT the register call with the extras the client adds; a captcha is solved unless `captchaAnswer` is given. */
async function register(user: User, opts: { variant?: "register" | "registerMobile"; extras?: Extras; request?: RequestOptions; captchaAnswer?: string | null } = {}): Promise<Answer> {
  const variant = opts.variant ?? "register";
  let cookie: string | undefined;
  let answer: string | undefined;
  if (opts.captchaAnswer === undefined) ({ cookie, answer } = await captcha());
  else answer = opts.captchaAnswer ?? undefined;
  const payload = {
    ...(answer === undefined ? {} : { captcha: answer }),
    ...user,
    countryDialingCode: opts.extras?.countryDialingCode ?? "+66",
    domain: opts.extras?.domain ?? "localhost",
    login: true,
    registerUrl: opts.extras?.registerUrl ?? "http://localhost/register",
    registerMethod: "WEB",
    humanVerification: opts.extras?.humanVerification ?? (await humanProof(server)),
  };
  const request = { ...EN, ...opts.request, cookie: opts.request?.cookie ?? cookie };
  return putEncrypted(server, variant === "register" ? calls.register.path : calls.registerMobile.path, payload, request);
}

const useSite = async (variant: "default" | "mobile") => expect((await post(server, "/dev/site", { variant })).json?.success).toBe(true);
const advance = (ms: number) => post(server, "/dev/clock", { advanceMs: ms });

async function memberRow(username: string): Promise<Record<string, unknown> | undefined> {
  const result = await server.db.execute({ sql: "SELECT * FROM members WHERE username = ?", args: [username] });
  return result.rows[0] as Record<string, unknown> | undefined;
}
const count = async (sql: string, args: (string | number)[] = []) => Number((await server.db.execute({ sql, args })).rows[0]?.n);

function expectFault(answer: Answer, field: string, rule: string): void {
  expect(answer.status).toBe(200);
  expect(answer.json, answer.text).toMatchObject({ success: false, errorCode: "FIELD_INVALID", value: { field, rule } });
  expect(answer.json?.message).toBeTruthy();
}

function expectRefusal(answer: Answer, errorCode: string, message?: string): void {
  expect(answer.status, answer.text).toBe(200);
  expect(answer.json, answer.text).toMatchObject({ success: false, errorCode, ...(message ? { message } : {}) });
}

async function expectRegistered(answer: Answer, userName: string): Promise<string> {
  expect(answer.json?.success, answer.text).toBe(true);
  const value = calls.register.value.parse(answer.json?.value);
  expect(value).toMatchObject({ userName, customerType: 0, firstTimeLogin: false, passwordExpired: false });
  expect(value.id).toBeGreaterThan(1015);
  return value.token;
}

async function balanceOf(token: string): Promise<number> {
  const answer = await get(server, calls.balance.path, { token });
  return calls.balance.value.parse(answer.json?.value).sumBalance;
}

describe("GET /wps/verification/challenge", () => {
  it("issues a signed ALTCHA challenge that expires in 10 minutes of server time", async () => {
    const answer = await get(server, calls.humanChallenge.path);
    const value = calls.humanChallenge.value.parse(answer.json?.value);
    expect(value.parameters).toMatchObject({ algorithm: "SHA-256", cost: CHALLENGE_COST, keyLength: 32, keyPrefix: "00" });
    expect(value.signature).toMatch(/^[0-9a-f]{64}$/);
    const expiresAt = Number(value.parameters.expiresAt) * 1000;
    expect(Math.abs(expiresAt - (server.clock.now() + 600_000))).toBeLessThan(2_000);
    const other = calls.humanChallenge.value.parse((await get(server, calls.humanChallenge.path)).json?.value);
    expect(other.parameters.nonce).not.toBe(value.parameters.nonce);
  });
});

describe("POST /wps/agent/affiliate", () => {
  const check = (code: string, domain: string, opts: RequestOptions = EN) => post(server, calls.affiliateCheck.path, { data: { code, domain } }, opts);

  it("accepts a seeded agent's code on a site domain, in any letter case", async () => {
    for (const [code, domain] of [["AGENT01", "localhost"], ["agent01", "127.0.0.1"], [" AGENT01 ", "LOCALHOST:8080"]] as const) {
      expect((await check(code, domain)).json, `${code} ${domain}`).toEqual({ success: true, value: null });
    }
  });

  it("refuses an unknown code, a foreign domain and a code bound to another domain", async () => {
    for (const [code, domain] of [["NOPE99", "localhost"], ["AGENT01", "evil.example"], ["PARTNER9", "localhost"], ["", "localhost"], ["AGENT01", ""], ["ก".repeat(10_000), "localhost"]] as [string, string][]) {
      expectRefusal(await check(code, domain), "INVALID_INVITATION_CODE", "Invalid invitation code");
    }
    expect((await check("NOPE99", "localhost", {})).json?.message).toBe("รหัสเชิญไม่ถูกต้อง");
  });

  it("accepts a code bound to a domain when the request arrives on that domain", async () => {
    expect((await check("PARTNER9", "partner.example", { headers: { Host: "partner.example" } })).json?.success).toBe(true);
    expect((await check("PARTNER9", "partner.example")).json?.errorCode).toBe("INVALID_INVITATION_CODE");
  });

  it("answers a body without data with INVALID_REQUEST", async () => {
    const answer = await post(server, calls.affiliateCheck.path, { code: "AGENT01" });
    expect(answer.status).toBe(400);
    expect(answer.json?.errorCode).toBe("INVALID_REQUEST");
  });
});

describe("POST /wps/verification/sms/register", () => {
  const sendCode = async (mobileNo: string, type: "register" | "registerMobile" = "registerMobile", countryDialingCode = "+66", opts = EN, proof?: string) =>
    post(server, calls.registerSmsCode.path, { mobileNo, countryDialingCode, type, humanVerification: proof ?? (await humanProof(server)) }, opts);

  it("sends a registration code to a free number and answers expiredMinutes 5", async () => {
    expect((await sendCode("0861112222")).json).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const sms = (await get(server, "/dev/sms?mobile=0861112222&purpose=register")).json?.value;
    expect(sms).toMatchObject({ mobile: "+66861112222", purpose: "register", used: false });
  });

  it("answers a registered number as a free one: the same answer, and a code sent to each (only its holder learns more)", async () => {
    const registered = await sendCode("0812345678"); // mobileuser's number (seed)
    const free = await sendCode("0861112223");
    expect(registered.json).toEqual({ success: true, value: { expiredMinutes: 5 } });
    expect({ status: free.status, body: free.json }).toEqual({ status: registered.status, body: registered.json });
    for (const mobile of ["0812345678", "0861112223"]) {
      expect((await get(server, `/dev/sms?mobile=${mobile}&purpose=register`)).json?.value, mobile).toMatchObject({ purpose: "register", used: false });
    }
    // Typed without the leading 0, in Thai: the same answer again once the minute has passed.
    await advance(61_000);
    expect((await sendCode("812345678", "register", "+66", { headers: {} })).json).toEqual(registered.json);
  });

  it("refuses a bad number and a second send within 60 seconds", async () => {
    for (const [mobileNo, code] of [["", "+66"], ["123", "+66"], ["08-6111-2222", "+66"], ["๐๘๖๑๑๑๒๒๒๒", "+66"], ["9".repeat(10_000), "+66"], ["0861112222", "+999"]] as [string, string][]) {
      expectRefusal(await sendCode(mobileNo, "registerMobile", code), "PHONE_INVALID", "invalid phone number format");
    }
    expect((await sendCode("0861112222")).json?.success).toBe(true);
    expectRefusal(await sendCode("0861112222", "register"), "SMS_TOO_MANY_REQUESTS");
    await advance(61_000);
    expect((await sendCode("0861112222", "register")).json?.success).toBe(true);
  });

  it("needs a human-verification proof, each proof once", async () => {
    const missing = await post(server, calls.registerSmsCode.path, { mobileNo: "0861112222", countryDialingCode: "+66", type: "registerMobile" }, EN);
    expectRefusal(missing, "HUMAN_VERIFICATION_FAILED", "Please complete verification first");
    expectRefusal(await sendCode("0861112222", "registerMobile", "+66", EN, "bm90IGEgcHJvb2Y="), "HUMAN_VERIFICATION_FAILED");
    const proof = await humanProof(server);
    expect((await sendCode("0861112222", "registerMobile", "+66", EN, proof)).json?.success).toBe(true);
    expectRefusal(await sendCode("0861113333", "registerMobile", "+66", EN, proof), "HUMAN_VERIFICATION_FAILED");
    expect((await get(server, "/dev/sms?mobile=0861113333&purpose=register")).json?.success).toBe(false);
  });

  it("sends at most 3 codes per address and 100 overall in 5 minutes, whatever the numbers", async () => {
    const numbers = Array.from({ length: 30 }, (_, i) => `08620000${String(i).padStart(2, "0")}`);
    const answers = [];
    for (const mobileNo of numbers.slice(0, 6)) answers.push((await sendCode(mobileNo)).json);
    expect(answers.map((a) => a?.success)).toEqual([true, true, true, false, false, false]);
    expect(answers[3]).toMatchObject({ errorCode: "SMS_TOO_MANY_REQUESTS", message: "too many requests, try again after 5 minutes" });
    expect((await get(server, `/dev/sms?mobile=${numbers[3]}&purpose=register`)).json?.success).toBe(false);
    await advance(5 * 60_000 + 1);
    expect((await sendCode(numbers[3] ?? "")).json?.success).toBe(true);

    // Overall: codes from 100 other addresses within the window fill it for everyone.
    const now = server.clock.now();
    for (let i = 0; i < 100; i += 1) {
      await server.db.execute({ sql: "INSERT INTO send_log (channel, purpose, destination, member_id, ip, delivered, at) VALUES ('sms', 'register', ?, NULL, ?, 1, ?)", args: [`+6687${i}`, `10.0.0.${i}`, now] });
    }
    await advance(61_000);
    expectRefusal(await sendCode(numbers[20] ?? ""), "SMS_TOO_MANY_REQUESTS");
  });

  it("refuses registration by mobile when the site has it off", async () => {
    await post(server, "/dev/whitelabel", { MOBILENUMREG3: false });
    expectRefusal(await sendCode("0861112222"), "FUNCTION_NOT_ENABLED");
    expect((await sendCode("0861112222", "register")).json?.success).toBe(true);
  });
});

describe("POST /dev/site", () => {
  it("switches between the default and the mobile configuration; /dev/reset goes back to default", async () => {
    const initial = (await get(server, "/dev/site")).json?.value as { variant: string; flags: Record<string, boolean> };
    expect(initial).toMatchObject({ variant: "default", flags: { MOBILENUMREG3: true, MOBILENUMPASSREG3: true, REGMOBVERF3: false } });
    const mobile = (await post(server, "/dev/site", { variant: "mobile" })).json?.value as { variant: string; flags: Record<string, boolean> };
    expect(mobile).toMatchObject({ variant: "mobile", flags: { MOBILENUMREG3: true, MOBILENUMPASSREG3: false, REGMOBVERF3: true } });
    const settings = calls.registerSettings.value.parse((await get(server, calls.registerSettings.path)).json?.value);
    expect(settings.captcha?.enabled).toBe(false);
    expect(settings.email).toMatchObject({ enabled: true, required: true });
    expect(settings.line).toMatchObject({ enabled: true, required: true });
    expect(settings.payeeName).toMatchObject({ enabled: true, required: true });

    await post(server, "/dev/reset", {});
    expect(((await get(server, "/dev/site")).json?.value as { variant: string }).variant).toBe("default");
    const again = calls.registerSettings.value.parse((await get(server, calls.registerSettings.path)).json?.value);
    expect(again.captcha?.enabled).toBe(true);
    expect(again.email?.required).toBe(false);

    const bad = await post(server, "/dev/site", { variant: "desktop" });
    expect(bad.status).toBe(400);
  });
});

describe("PUT /wps/member/register (default site: by username, captcha, no SMS code)", () => {
  it("creates a member with an empty wallet and a session; the member can log in", async () => {
    const user = validUser({ line: "somchai_line", referralCode: "FRIEND01" });
    const answer = await register(user);
    const token = await expectRegistered(answer, user.username ?? "");
    expect(await balanceOf(token)).toBe(0);
    const info = (await get(server, calls.memberInfo.path, { token })).json?.value;
    expect(info).toMatchObject({ userName: user.username, type: 0, mobile: `${user.mobileNum?.slice(0, 3)}****${user.mobileNum?.slice(-3)}` });
    expect(await memberRow(user.username ?? "")).toMatchObject({
      type: 0, mobile: user.mobileNum, country_dialing_code: "+66", email: "somchai@example.com", payee_name: "สมชาย ใจดี",
      line_id: "somchai_line", referral_code: "FRIEND01", upline_id: null, register_domain: "localhost", first_login: 0, password_expired: 0,
    });
    expect(await count("SELECT COUNT(*) AS n FROM accounts WHERE member_id = ? AND balance_minor = 0", [Number((await memberRow(user.username ?? ""))?.id)])).toBe(1);
    const again = await login(server, { username: user.username ?? "", password: "Secret123" });
    expect(again.json?.success, again.text).toBe(true);
  });

  it("records an invitation code's agent as upline and a recommender", async () => {
    const user = validUser({ affiliateCode: "agent01", recommenderId: "demo" });
    await expectRegistered(await register(user), user.username ?? "");
    expect(await memberRow(user.username ?? "")).toMatchObject({ upline_id: 1002, affiliate_code: "agent01", recommender_id: 1001 });
  });

  it("trims pasted whitespace around values but keeps a password exactly", async () => {
    const { username, mobileNum } = fresh();
    const user = validUser({ username: `  ${username}\t`, mobileNum: ` ${mobileNum} `, email: "  a.b@example.com ", password: "Secret123", confirmPassword: "Secret123" });
    await expectRegistered(await register(user), username);
    expect(await memberRow(username)).toMatchObject({ mobile: mobileNum, email: "a.b@example.com" });
    const spaced = validUser({ password: " Secret123", confirmPassword: " Secret123" });
    expectFault(await register(spaced), "password", "pattern");
  });

  it("ignores fields the settings leave off, whatever they hold", async () => {
    const user = validUser({ qqNum: "not a number", idNumber: "x".repeat(500), wechat: "has spaces" });
    await expectRegistered(await register(user), user.username ?? "");
    expect(await memberRow(user.username ?? "")).toMatchObject({ qq_num: null, id_number: null, wechat: null });
  });

  it("refuses each missing required field with FIELD_INVALID naming it, in English and Thai", async () => {
    const required: [keyof User, string, string][] = [
      ["username", "Username is required", "กรุณากรอกชื่อผู้ใช้"],
      ["password", "Password is required", "กรุณากรอกรหัสผ่าน"],
      ["confirmPassword", "Password confirmation is required", "กรุณากรอกยืนยันรหัสผ่าน"],
      ["payeeName", "Real name is required", "กรุณากรอกชื่อ-นามสกุลจริง"],
      ["mobileNum", "Mobile number is required", "กรุณากรอกหมายเลขโทรศัพท์มือถือ"],
    ];
    for (const [field, english, thai] of required) {
      for (const empty of [undefined, "", "   "]) {
        const user = validUser({ [field]: empty });
        const answer = await register(user);
        expectFault(answer, field, "required");
        expect(answer.json?.message).toBe(english);
      }
      expect((await register(validUser({ [field]: "" }), { request: { headers: { Language: "TH" } } })).json?.message).toBe(thai);
    }
    expect(await count("SELECT COUNT(*) AS n FROM members")).toBe(SEED_MEMBERS.length);
  });

  it("refuses control characters and markup in any text field, even one whose pattern allows them", async () => {
    const members = async () => Number((await server.db.execute("SELECT COUNT(*) AS n FROM members")).rows[0]?.n);
    const before = await members();
    for (const [field, value] of [["line", "<script>x</script>"], ["line", "line\u0000id"], ["payeeName", "สมชาย\u202eใจดี"], ["email", "a\u0000@example.com"]] as const) {
      const answer = await register(validUser({ [field]: value }));
      expect(answer.json, `${field} ${JSON.stringify(value)}`).toMatchObject({ success: false, errorCode: "FIELD_INVALID", value: { field, rule: "pattern" } });
    }
    expect(await members()).toBe(before);
  });

  it("refuses a confirmation that differs from the password", async () => {
    const answer = await register(validUser({ confirmPassword: "Secret124" }));
    expectFault(answer, "confirmPassword", "mismatch");
    expect(answer.json?.message).toBe("Incorrect confirmation input");
  });

  it("refuses a wrong, missing or reused captcha", async () => {
    const wrong = await captcha();
    expectRefusal(await register(validUser(), { captchaAnswer: wrong.answer === "0000" ? "1111" : "0000", request: { cookie: wrong.cookie } }), "CAPTCHA_INVALID");
    expectRefusal(await register(validUser(), { captchaAnswer: "" }), "CAPTCHA_INVALID");
    expectRefusal(await register(validUser(), { captchaAnswer: null }), "CAPTCHA_INVALID");
    const solved = await captcha();
    const first = validUser();
    await expectRegistered(await register(first, { captchaAnswer: solved.answer, request: { cookie: solved.cookie } }), first.username ?? "");
    expectRefusal(await register(validUser(), { captchaAnswer: solved.answer, request: { cookie: solved.cookie } }), "CAPTCHA_INVALID");
  });

  it("refuses a missing, malformed, tampered, wrong, expired or reused human verification", async () => {
    const proof = await humanProof(server);
    const decoded = JSON.parse(Buffer.from(proof, "base64").toString()) as { challenge: { parameters: Record<string, unknown>; signature: string }; solution: { counter: number; derivedKey: string } };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");
    const bad = [
      "",
      "not base64!",
      Buffer.from("{not json").toString("base64"),
      encode({ challenge: decoded.challenge }),
      encode({ ...decoded, solution: { ...decoded.solution, counter: decoded.solution.counter + 1 } }),
      encode({ ...decoded, solution: { ...decoded.solution, derivedKey: "00".repeat(32) } }),
      encode({ ...decoded, challenge: { ...decoded.challenge, parameters: { ...decoded.challenge.parameters, keyPrefix: "0" } } }),
      encode({ ...decoded, challenge: { ...decoded.challenge, parameters: { ...decoded.challenge.parameters, expiresAt: 9_999_999_999 } } }),
      encode({ ...decoded, challenge: { ...decoded.challenge, signature: "0".repeat(64) } }),
      "A".repeat(10_000),
    ];
    for (const humanVerification of bad) {
      expectRefusal(await register(validUser(), { extras: { humanVerification } }), "HUMAN_VERIFICATION_FAILED", "Please complete verification first");
    }
    expect((await register(validUser(), { extras: { humanVerification: "" }, request: { headers: {} } })).json?.message).toBe("กรุณายืนยันตัวตนก่อน");

    const first = validUser();
    await expectRegistered(await register(first, { extras: { humanVerification: proof } }), first.username ?? "");
    expectRefusal(await register(validUser(), { extras: { humanVerification: proof } }), "HUMAN_VERIFICATION_FAILED");

    const late = await humanProof(server);
    await advance(10 * 60_000 + 1_000);
    expectRefusal(await register(validUser(), { extras: { humanVerification: late } }), "HUMAN_VERIFICATION_FAILED");
  });

  it("refuses an invitation code the server does not know", async () => {
    for (const affiliateCode of ["NOPE99", "PARTNER9"]) {
      expectRefusal(await register(validUser({ affiliateCode })), "INVALID_INVITATION_CODE", "Invalid invitation code");
    }
    expectRefusal(await register(validUser({ affiliateCode: "AGENT01" }), { extras: { domain: "evil.example" } }), "INVALID_INVITATION_CODE");
    expect(await count("SELECT COUNT(*) AS n FROM members")).toBe(SEED_MEMBERS.length);
  });

  it("refuses a recommender who is not a member", async () => {
    const answer = await register(validUser({ recommenderId: "nobody99" }));
    expectFault(answer, "recommenderId", "pattern");
    expect(answer.json?.message).toBe("Recommender's username does not belong to any member");
    expectFault(await register(validUser({ recommenderId: "notmember" })), "recommenderId", "pattern");
  });

  it("refuses a taken username (in any letter case), and leaves a taken number nobody proved off the new account", async () => {
    for (const username of ["demo", "DEMO", "Agent"]) {
      expectRefusal(await register(validUser({ username })), "USERNAME_EXISTS", "This username is already taken");
    }
    expect((await register(validUser({ username: "demo" }), { request: { headers: {} } })).json?.message).toBe("ชื่อผู้ใช้นี้ถูกใช้แล้ว");
    // The default site asks no SMS code, so nobody proved the number: one that has an account is left off the new
    // account, with the answer a free number gets (no MOBILE_EXISTS to tell a stranger the number is registered).
    for (const mobileNum of ["0812345678", "812345678"]) {
      const user = validUser({ mobileNum });
      await expectRegistered(await register(user), user.username ?? "");
      expect((await memberRow(user.username ?? ""))?.mobile, mobileNum).toBeNull();
    }
    expect(await count("SELECT COUNT(*) AS n FROM members WHERE mobile = '0812345678'")).toBe(1);
    // The same digits under another dialling code are another number.
    const user = validUser({ mobileNum: "0812345678" });
    await expectRegistered(await register(user, { extras: { countryDialingCode: "+84" } }), user.username ?? "");
  });

  it("refuses a badly formed number or dialling code with PHONE_INVALID", async () => {
    expectRefusal(await register(validUser(), { extras: { countryDialingCode: "+999" } }), "PHONE_INVALID");
  });

  it("lets only one of two simultaneous registrations of one username through, leaving no trace of the other", async () => {
    const { username } = fresh();
    const [a, b] = await Promise.all([register(validUser({ username })), register(validUser({ username }))]);
    expect([a, b].map((x) => x.json?.errorCode ?? "OK").sort()).toEqual(["OK", "USERNAME_EXISTS"]);
    expect(await count("SELECT COUNT(*) AS n FROM members WHERE username = ?", [username])).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM members")).toBe(SEED_MEMBERS.length + 1);
    expect(await count("SELECT COUNT(*) AS n FROM accounts WHERE member_id NOT IN (SELECT id FROM members)")).toBe(0);
  });

  it("creates nothing when the server fails half-way through (a fault in the wallet insert)", async () => {
    await server.db.execute("CREATE TRIGGER fail_wallet BEFORE INSERT ON accounts BEGIN SELECT RAISE(ABORT, 'injected fault'); END");
    const user = validUser();
    const proof = await humanProof(server);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failed = await register(user, { extras: { humanVerification: proof } });
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
    expect(failed.status).toBe(500);
    expect(failed.json?.errorCode).toBe("system busy");
    expect(await memberRow(user.username ?? "")).toBeUndefined();
    expect(await count("SELECT COUNT(*) AS n FROM sessions")).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM used_challenges")).toBe(0);

    await server.db.execute("DROP TRIGGER fail_wallet");
    // The same proof still works: the failed attempt did not use it up.
    await expectRegistered(await register(user, { extras: { humanVerification: proof } }), user.username ?? "");
  });
});

describe("PUT /wps/member/register/mobile", () => {
  it("on the default site: needs the SMS code and the password pair; the number becomes the username", async () => {
    const { mobileNum } = fresh();
    const code = await registerCodeFor(server, mobileNum);
    const user = { mobileNum: mobileNum.slice(1), verificationCode: code, password: "Secret123", confirmPassword: "Secret123", payeeName: "Somchai Jaidee" };
    const token = await expectRegistered(await register(user, { variant: "registerMobile" }), mobileNum);
    expect(await balanceOf(token)).toBe(0);
    expect((await get(server, `/dev/sms?mobile=${mobileNum}&purpose=register`)).json?.value).toMatchObject({ used: true });
    expect((await login(server, { username: mobileNum, password: "Secret123" })).json?.success).toBe(true);
    expectFault(await register({ ...user, mobileNum: fresh().mobileNum, password: "" }, { variant: "registerMobile" }), "password", "required");
  });

  it("on the mobile site: no password pair, no captcha, required real name, e-mail and LINE; logs in by SMS", async () => {
    await useSite("mobile");
    const { mobileNum } = fresh();
    const code = await registerCodeFor(server, mobileNum);
    const base = { mobileNum, verificationCode: code, payeeName: "สมหญิง รักดี", email: "somying@example.com", line: "somying" };
    for (const field of ["payeeName", "email", "line"] as const) {
      expectFault(await register({ ...base, [field]: "" }, { variant: "registerMobile", captchaAnswer: null }), field, "required");
    }
    const answer = await register({ ...base, password: "ignored1", confirmPassword: "different" }, { variant: "registerMobile", captchaAnswer: null });
    const token = await expectRegistered(answer, mobileNum);
    expect(await balanceOf(token)).toBe(0);
    await advance(61_000);
    const sent = await post(server, calls.loginSmsCode.path, { mobileNum, countryDialingCode: "+66", purpose: "login", humanVerification: await humanProof(server) });
    expect(sent.json?.success, sent.text).toBe(true);
    const loginCode = ((await get(server, `/dev/sms?mobile=${mobileNum}&purpose=login`)).json?.value as { code: string }).code;
    const byPhone = await login(server, { username: "", password: "", type: "sms", mobileNum, countryDialingCode: "+66", verificationCode: loginCode });
    expect(byPhone.json?.value).toMatchObject({ userName: mobileNum });
    // No password anyone knows: the one sent was ignored.
    expect((await login(server, { username: mobileNum, password: "ignored1" })).json?.success).toBe(false);
  });

  it("on the mobile site a registration by username needs an SMS code too", async () => {
    await useSite("mobile");
    const user = validUser({ line: "someline" });
    expectFault(await register(user, { captchaAnswer: null }), "verificationCode", "required");
    const code = await registerCodeFor(server, user.mobileNum ?? "", "register");
    await expectRegistered(await register({ ...user, verificationCode: code }, { captchaAnswer: null }), user.username ?? "");
  });

  it("refuses a missing, wrong, expired, other-purpose or reused SMS code", async () => {
    await useSite("mobile");
    const base = { payeeName: "Somchai", email: "s@example.com", line: "line01" };
    const { mobileNum } = fresh();
    const send = (user: User) => register({ ...base, mobileNum, ...user }, { variant: "registerMobile", captchaAnswer: null });
    expectFault(await send({ verificationCode: "" }), "verificationCode", "required");
    expectFault(await send({ verificationCode: "1".repeat(256) }), "verificationCode", "maxLength");
    expectRefusal(await send({ verificationCode: "123456" }), "SMS_CODE_INVALID", "verification code not valid");

    const code = await registerCodeFor(server, mobileNum);
    expectRefusal(await send({ verificationCode: code === "000000" ? "111111" : "000000" }), "SMS_CODE_INVALID");
    await advance(5 * 60_000 + 1_000);
    expectRefusal(await send({ verificationCode: code }), "SMS_CODE_EXPIRED", "code expired, send again");

    const fresh2 = fresh().mobileNum;
    const regCode = await registerCodeFor(server, fresh2);
    await expectRegistered(await register({ ...base, mobileNum: fresh2, verificationCode: regCode }, { variant: "registerMobile", captchaAnswer: null }), fresh2);
    // Reused: even with the number free again, the used code does not register it a second time.
    await server.db.batch(["DELETE FROM sessions", "DELETE FROM accounts WHERE member_id > 1015", "DELETE FROM members WHERE id > 1015"], "write");
    expectRefusal(await register({ ...base, mobileNum: fresh2, verificationCode: regCode }, { variant: "registerMobile", captchaAnswer: null }), "SMS_CODE_INVALID");
  });

  it("lets only one of two simultaneous registrations of one number and code through", async () => {
    await useSite("mobile");
    const { mobileNum } = fresh();
    const code = await registerCodeFor(server, mobileNum);
    const user = { mobileNum, verificationCode: code, payeeName: "Somchai", email: "s@example.com", line: "line01" };
    const both = await Promise.all([register(user, { variant: "registerMobile", captchaAnswer: null }), register(user, { variant: "registerMobile", captchaAnswer: null })]);
    expect(both.filter((a) => a.json?.success)).toHaveLength(1);
    expect(["MOBILE_EXISTS", "USERNAME_EXISTS", "SMS_CODE_INVALID"]).toContain(both.find((a) => !a.json?.success)?.json?.errorCode);
    expect(await count("SELECT COUNT(*) AS n FROM members WHERE mobile = ?", [mobileNum])).toBe(1);
  });

  it("creates nothing when the server fails half-way, and the same code and proof work afterwards", async () => {
    await useSite("mobile");
    const { mobileNum } = fresh();
    const code = await registerCodeFor(server, mobileNum);
    const proof = await humanProof(server);
    const user = { mobileNum, verificationCode: code, payeeName: "Somchai", email: "s@example.com", line: "line01" };
    await server.db.execute("CREATE TRIGGER fail_session BEFORE INSERT ON sessions BEGIN SELECT RAISE(ABORT, 'injected fault'); END");
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect((await register(user, { variant: "registerMobile", captchaAnswer: null, extras: { humanVerification: proof } })).status).toBe(500);
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
    expect(await memberRow(mobileNum)).toBeUndefined();
    expect(await count("SELECT COUNT(*) AS n FROM accounts WHERE member_id > 1015")).toBe(0);
    expect((await get(server, `/dev/sms?mobile=${mobileNum}&purpose=register`)).json?.value).toMatchObject({ used: false });
    await server.db.execute("DROP TRIGGER fail_session");
    await expectRegistered(await register(user, { variant: "registerMobile", captchaAnswer: null, extras: { humanVerification: proof } }), mobileNum);
  });

  it("answers a registered number as a free one until its code is proven, then says it has an account, however it is typed", async () => {
    await useSite("mobile");
    const user = { payeeName: "Somchai", email: "s@example.com", line: "line01" };
    const free = fresh().mobileNum;
    // A wrong code: the same refusal for a registered number as for a free one.
    const wrong = (mobileNum: string) => register({ ...user, mobileNum, verificationCode: "123456" }, { variant: "registerMobile", captchaAnswer: null });
    const [registeredWrong, freeWrong] = [await wrong("0812345678"), await wrong(free)];
    expectRefusal(registeredWrong, "SMS_CODE_INVALID");
    expect(registeredWrong.json).toEqual(freeWrong.json);
    // The number's holder, with the code sent to it, is told (the spec's words, Thai and English).
    const code = await registerCodeFor(server, "0812345678");
    for (const mobileNum of ["0812345678", "812345678"]) {
      expectRefusal(await register({ ...user, mobileNum, verificationCode: code }, { variant: "registerMobile", captchaAnswer: null }), "MOBILE_EXISTS", "This mobile number is already registered");
    }
    const thai = await register({ ...user, mobileNum: "0812345678", verificationCode: code }, { variant: "registerMobile", captchaAnswer: null, request: { headers: {} } });
    expect(thai.json?.message).toBe("หมายเลขโทรศัพท์มือถือนี้ลงทะเบียนแล้ว");
    expect(await count("SELECT COUNT(*) AS n FROM members WHERE mobile = '0812345678'")).toBe(1);
  });

  it("with the SMS code on, registering by username tells of a registered number only after its code", async () => {
    await useSite("mobile");
    const user = validUser({ mobileNum: "0812345678", email: "s@example.com", line: "line01" });
    expectRefusal(await register({ ...user, verificationCode: "123456" }, { captchaAnswer: null }), "SMS_CODE_INVALID");
    const code = await registerCodeFor(server, "0812345678", "register");
    expectRefusal(await register({ ...user, verificationCode: code }, { captchaAnswer: null }), "MOBILE_EXISTS", "This mobile number is already registered");
    expect(await memberRow(user.username ?? "")).toBeUndefined();
  });

  it("is refused when the site has registration by mobile off", async () => {
    await post(server, "/dev/whitelabel", { MOBILENUMREG3: false });
    expectRefusal(await register({ mobileNum: fresh().mobileNum, verificationCode: "123456" }, { variant: "registerMobile" }), "FUNCTION_NOT_ENABLED");
  });
});

describe("bad input", () => {
  /** [field, setting range, a valid value of length n]; the default site's settings. */
  const LENGTHS: [keyof User, number, number, (n: number) => string][] = [
    ["username", 4, 16, (n) => `u${"1".repeat(n - 1)}`],
    ["password", 6, 20, (n) => `a1${"b".repeat(n - 2)}`],
    ["payeeName", 2, 50, (n) => "ก".repeat(n)],
    ["mobileNum", 9, 11, (n) => `0${"9".repeat(n - 1)}`],
    ["email", 6, 50, (n) => `${"a".repeat(n - 5)}@b.co`],
    ["line", 3, 30, (n) => "L".repeat(n)],
    ["referralCode", 4, 20, (n) => "R".repeat(n)],
  ];

  for (const [field, min, max, make] of LENGTHS) {
    it(`${field}: ${min - 1} and ${max + 1} characters are refused, ${min} and ${max} accepted`, async () => {
      for (const n of [min - 1, max + 1]) {
        const value = make(n);
        const user = validUser({ [field]: value, ...(field === "password" ? { confirmPassword: value } : {}) });
        expectFault(await register(user), field, "length");
      }
      for (const n of [min, max]) {
        const value = make(n);
        const user = validUser({ [field]: value, ...(field === "password" ? { confirmPassword: value } : {}) });
        const answer = await register(user);
        expect(answer.json?.success, `${field} ${n}: ${answer.text}`).toBe(true);
      }
    });
  }

  it("length messages name the range, or one number when min equals max", async () => {
    expect((await register(validUser({ username: "abc" }))).json?.message).toBe("Username must be 4 - 16 characters");
    expect((await register(validUser({ username: "abc" }), { request: { headers: { Language: "TH" } } })).json?.message).toBe("ชื่อผู้ใช้ต้องมี 4 - 16 ตัวอักษร");
    await server.db.execute("UPDATE register_settings SET enabled = 1 WHERE field = 'idNumber'");
    expect((await register(validUser({ idNumber: "123" }))).json?.message).toBe("ID number must be 13 characters");
  });

  it("applies each field's pattern to Thai, Chinese, Korean, emoji, spaces and symbols", async () => {
    const SAMPLES = { thai: "สมชายใจดี", chinese: "张三李四", korean: "홍길동씨", emoji: "abc😀def", spaces: "ab cd ef", symbols: "ab#$%ef" };
    /** username: pattern 1; payeeName: 17 (Thai or English and spaces); line: 9 (no spaces). */
    const expected: Record<"username" | "payeeName" | "line", Record<keyof typeof SAMPLES, boolean>> = {
      username: { thai: false, chinese: false, korean: false, emoji: false, spaces: false, symbols: false },
      payeeName: { thai: true, chinese: false, korean: false, emoji: false, spaces: true, symbols: false },
      line: { thai: true, chinese: true, korean: true, emoji: true, spaces: false, symbols: true },
    };
    for (const [field, outcomes] of Object.entries(expected)) {
      for (const [sample, accepted] of Object.entries(outcomes)) {
        const answer = await register(validUser({ [field]: SAMPLES[sample as keyof typeof SAMPLES] }));
        if (accepted) expect(answer.json?.success, `${field} ${sample}: ${answer.text}`).toBe(true);
        else expectFault(answer, field, "pattern");
      }
    }
    expect((await register(validUser({ username: "สมชาย" }))).json?.message).toBe("Username format is incorrect");
    expect((await register(validUser({ username: "สมชาย" }), { request: { headers: { Language: "TH" } } })).json?.message).toBe("รูปแบบชื่อผู้ใช้ไม่ถูกต้อง");
  });

  it("answers 10,000-character values with a normal refusal", async () => {
    const huge = "ก".repeat(10_000);
    for (const field of ["username", "password", "payeeName", "mobileNum", "email", "line", "affiliateCode", "referralCode", "recommenderId"] as const) {
      const answer = await register(validUser({ [field]: huge }));
      expectFault(answer, field, "length");
    }
    expectFault(await register(validUser({ confirmPassword: huge })), "confirmPassword", "mismatch");
    const url = await register(validUser(), { extras: { registerUrl: `http://localhost/register?x=${"a".repeat(10_000)}` } });
    expect(url.json?.success, url.text).toBe(true);
    await useSite("mobile");
    expectFault(await register({ mobileNum: fresh().mobileNum, verificationCode: "9".repeat(10_000) }, { variant: "registerMobile", captchaAnswer: null }), "verificationCode", "maxLength");
    expect(await count("SELECT COUNT(*) AS n FROM members")).toBe(SEED_MEMBERS.length + 1);
  });

  it("answers a body that is not a registration with INVALID_REQUEST", async () => {
    for (const payload of [{}, { username: 5 }, { login: false, registerMethod: "WEB", countryDialingCode: "+66", domain: "x", registerUrl: "x", humanVerification: "" }]) {
      const answer = await putEncrypted(server, calls.register.path, payload, EN);
      expect(answer.status).toBe(400);
      expect(answer.json?.errorCode).toBe("INVALID_REQUEST");
    }
  });
});
