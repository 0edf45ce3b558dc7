// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { EN, get, humanProof, login, makeServer, post, postForm, tokenFor, type Answer } from "./helpers";

/**
 * Findings 3, 4 and 8 of the outside probe: every code and mail the server sends goes through one policy (per number or
 * address, per member, per client address, overall), guests prove they are human, and the answers do not tell whether a
 * number or an account exists. The limits asserted here are the documented ones (docs/security-senders.md).
 */

let server: ReferenceServer;
beforeEach(async () => {
  server = await makeServer();
});
afterEach(async () => {
  await server.close();
});

const REGISTERED = "0812345678"; // mobileuser's number (seed)
const UNKNOWN = "0811111111"; // nobody's
const advance = (ms: number) => post(server, "/dev/clock", { advanceMs: ms });
const bindMobileCode = (token: string, mobileNum: string) => post(server, "/wps/verification/sms/member", { purpose: "bindMobile", mobileNum, countryDialingCode: "+66" }, { ...EN, token });
const noLogin = async (mobileNum: string, purpose: "login" | "resetPassword" = "login", proof?: string | null) =>
  post(server, calls.loginSmsCode.path, { mobileNum, countryDialingCode: "+66", purpose, ...(proof === null ? {} : { humanVerification: proof ?? (await humanProof(server)) }) }, EN);
const peek = async (mobile: string, purpose: string) => get(server, `/dev/sms?mobile=${mobile}&purpose=${purpose}`);
const smsLogin = (mobileNum: string, verificationCode: string) =>
  login(server, { username: "", password: "", type: "sms", mobileNum, countryDialingCode: "+66", verificationCode }, EN);
const mailRecovery = async (username: string, email: string, proof?: string | null) =>
  postForm(server, calls.forgotPasswordByEmail.path, { username, email, ...(proof === null ? {} : { humanVerification: proof ?? (await humanProof(server)) }) }, EN);
/** What a caller can compare between two answers: status and body. */
const seen = (a: Answer) => ({ status: a.status, body: a.json });

describe("a member cannot send codes to any number without limit", () => {
  it("stops bindMobile codes to 30 different numbers at 3 different numbers an hour for the member, with SEND_LIMIT_MEMBER", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const answers: Answer[] = [];
    for (let i = 0; i < 30; i += 1) answers.push(await bindMobileCode(token, `08200000${String(i).padStart(2, "0")}`));
    const sent = answers.filter((a) => a.json?.success);
    expect(sent).toHaveLength(3);
    for (const refused of answers.slice(3)) {
      expect(refused.json).toMatchObject({ success: false, errorCode: "SEND_LIMIT_MEMBER", message: "This account asked codes for too many different numbers: try again later" });
    }
    // Nothing went out for the refused ones.
    expect((await peek("0820000003", "bindMobile")).status).toBe(404);
    // An hour on, the member may ask for new numbers again (the day's allowance is 5).
    await advance(60 * 60_000 + 1);
    expect((await bindMobileCode(token, "0820000099")).json?.success).toBe(true);
  });

  it("stops a member at 10 codes an hour whatever the numbers, with SEND_LIMIT_MEMBER", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const numbers = ["0820000001", "0820000002", "0820000003"];
    const answers: Answer[] = [];
    // Rounds a minute apart, so no number meets its one-a-minute limit, and each gets at most 4 (of its 5 an hour).
    for (let i = 0; i < 12; i += 1) {
      answers.push(await bindMobileCode(token, numbers[i % 3]!));
      if (i % 3 === 2) await advance(61_000);
    }
    expect(answers.filter((a) => a.json?.success)).toHaveLength(10);
    for (const refused of answers.slice(10)) {
      expect(refused.json).toMatchObject({ success: false, errorCode: "SEND_LIMIT_MEMBER", message: "Too many codes asked for by this account: try again in an hour" });
    }
  });

  it("keeps one code a minute and five an hour per number for members too", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    expect((await bindMobileCode(token, "0820000001")).json?.success).toBe(true);
    expect((await bindMobileCode(token, "0820000001")).json).toMatchObject({ success: false, errorCode: "SMS_TOO_MANY_REQUESTS" });
  });

  it("limits one client address to 20 sends an hour, whoever is signed in, with SEND_LIMIT_ADDRESS in Thai and English", async () => {
    const tokens = [await tokenFor(server, "demo", "Demo1234"), await tokenFor(server, "mobileuser", "Mobile123"), await tokenFor(server, "agent", "Agent1234")];
    // Each member keeps to 3 numbers of its own and each round is a minute apart: only the address's limit is met.
    const numberOf = (member: number, round: number) => `08300000${member}${round % 3}`;
    let sent = 0;
    let last: Answer | undefined;
    for (let round = 0; round < 9; round += 1) {
      for (let member = 0; member < 3; member += 1) {
        last = await bindMobileCode(tokens[member]!, numberOf(member, round));
        if (last.json?.success) sent += 1;
      }
      await advance(61_000);
    }
    expect(sent).toBe(20);
    expect(last?.json).toMatchObject({ success: false, errorCode: "SEND_LIMIT_ADDRESS", message: "Too many codes asked for from this network: try again later" });
    const thai = await post(server, "/wps/verification/sms/member", { purpose: "bindMobile", mobileNum: numberOf(0, 0), countryDialingCode: "+66" }, { token: tokens[0] });
    expect(thai.json).toMatchObject({ errorCode: "SEND_LIMIT_ADDRESS", message: "มีการขอรหัสจากเครือข่ายนี้มากเกินไป กรุณาลองใหม่ภายหลัง" });
  });
});

describe("guests learn nothing about which numbers and accounts exist", () => {
  it("answers POST /wps/verification/sms/noLogin alike for a registered and an unknown number, and sends only to the registered one", async () => {
    for (const purpose of ["login", "resetPassword"] as const) {
      const known = await noLogin(REGISTERED, purpose);
      const unknown = await noLogin(UNKNOWN, purpose);
      expect(known.json).toEqual({ success: true, value: { expiredMinutes: 5 } });
      expect(seen(unknown)).toEqual(seen(known));
      expect((await peek(REGISTERED, purpose)).json?.value).toMatchObject({ purpose });
      expect((await peek(UNKNOWN, purpose)).status).toBe(404);
      // Asking again at once is refused alike too (the limit counts the unknown number the same way).
      expect(seen(await noLogin(UNKNOWN, purpose))).toEqual(seen(await noLogin(REGISTERED, purpose)));
      await advance(61_000);
    }
  });

  it("needs a human-verification proof, each used once", async () => {
    for (const mobile of [REGISTERED, UNKNOWN]) {
      expect((await noLogin(mobile, "login", null)).json).toMatchObject({ success: false, errorCode: "HUMAN_VERIFICATION_FAILED" });
    }
    const proof = await humanProof(server);
    expect((await noLogin(REGISTERED, "login", proof)).json?.success).toBe(true);
    await advance(61_000);
    expect((await noLogin(REGISTERED, "login", proof)).json?.errorCode).toBe("HUMAN_VERIFICATION_FAILED");
  });

  it("answers a login with a wrong code alike for a registered and an unknown number", async () => {
    await noLogin(REGISTERED);
    await noLogin(UNKNOWN);
    const known = await smsLogin(REGISTERED, "000000");
    const unknown = await smsLogin(UNKNOWN, "000000");
    expect(known.json?.success).toBe(false);
    expect(seen(unknown)).toEqual(seen(known));
  });

  it("answers the recovery mail alike whether the username and e-mail match or not, and mails only the match", async () => {
    const match = await mailRecovery("demo", "demo@example.com");
    const noMatch = await mailRecovery("demo", "someone@example.com");
    const noUser = await mailRecovery("nobody-here", "nobody@example.com");
    expect(match.json).toEqual({ success: true, value: null });
    expect(seen(noMatch)).toEqual(seen(match));
    expect(seen(noUser)).toEqual(seen(match));
    expect((await get(server, "/dev/email?to=demo@example.com")).status).toBe(200);
    expect((await get(server, "/dev/email?to=someone@example.com")).status).toBe(404);
    expect((await mailRecovery("demo", "demo@example.com", null)).json?.errorCode).toBe("HUMAN_VERIFICATION_FAILED");
  });
});

describe("the Firebase SMS stand-in", () => {
  it("is not mounted when the dev routes are off", async () => {
    const off = await makeServer({ devRoutes: false });
    try {
      await off.db.execute("UPDATE whitelabel_flags SET enabled = 1 WHERE mod_id = 'FIREBASESMS3'");
      const sent = await post(off, calls.simFirebaseSend.path, { mobileNo: "0865550001", countryDialingCode: "+66", humanVerification: await humanProof(off) }, EN);
      expect(sent.status).toBe(404);
      expect((await post(off, calls.simFirebaseVerify.path, { sessionInfo: "x", code: "123456" }, EN)).status).toBe(404);
      // The flag answers off, so the client never offers it.
      expect(JSON.stringify((await get(off, calls.systemStatus.path)).json?.value)).toContain('"modId":"FIREBASESMS3","enabled":"0"');
    } finally {
      await off.close();
    }
  });

  it("needs a human-verification proof with its flag on", async () => {
    await post(server, "/dev/whitelabel", { FIREBASESMS3: true });
    const bare = await post(server, calls.simFirebaseSend.path, { mobileNo: "0865550001", countryDialingCode: "+66" }, EN);
    expect(bare.json).toMatchObject({ success: false, errorCode: "HUMAN_VERIFICATION_FAILED" });
    expect((await peek("0865550001", "firebase")).status).toBe(404);
    const proven = await post(server, calls.simFirebaseSend.path, { mobileNo: "0865550001", countryDialingCode: "+66", humanVerification: await humanProof(server) }, EN);
    expect(proven.json?.success).toBe(true);
  });
});
