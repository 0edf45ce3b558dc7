// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { flattenWhitelabel } from "../../contract";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { cookieOf, EN, get, humanProof, makeServer, post, putEncrypted, type Answer } from "./helpers";

let server: ReferenceServer;
beforeEach(async () => {
  server = await makeServer();
});
afterEach(async () => {
  await server.close();
});

const flags = (values: Record<string, boolean>) => post(server, "/dev/whitelabel", values);

/** A browser's cookie jar (name=value pairs), fed by every Set-Cookie of the answers. */
type Browser = { cookies: Map<string, string> };
const browser = (): Browser => ({ cookies: new Map() });
const cookieHeader = (b: Browser) => [...b.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
function keep(b: Browser, answer: Answer): Answer {
  for (const line of answer.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const eq = pair.indexOf("=");
    b.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return answer;
}

/** The consent window in `b`: the page (binding cookie), then the stand-in's assertion for the typed name. */
async function consent(b: Browser, provider: "google" | "facebook", name: string): Promise<string> {
  keep(b, await get(server, `/sim/oauth/${provider}`, { cookie: cookieHeader(b) }));
  const answer = keep(b, await post(server, calls.simOAuthAssert.path, { provider, name }, { cookie: cookieHeader(b) }));
  expect(answer.json?.success, answer.text).toBe(true);
  return (answer.json?.value as { assertion: string }).assertion;
}

const socialLogin = async (b: Browser, provider: "google" | "facebook", token: string, human: boolean | string = true) =>
  post(server, calls.socialLogin.path, { provider, assertion: token, ...(human ? { humanVerification: typeof human === "string" ? human : await humanProof(server) } : {}) }, { ...EN, cookie: cookieHeader(b) });

describe("social sign-in through the simulated providers", () => {
  it("creates the member on first use (firstTimeLogin) and signs the same browser's account in afterwards", async () => {
    const nok = browser();
    const created = await socialLogin(nok, "google", await consent(nok, "google", "Nok"));
    const answer = calls.socialLogin.value.parse(created.json?.value);
    expect(answer.firstTimeLogin).toBe(true);
    const info = await get(server, calls.memberInfo.path, { token: answer.token });
    expect(info.json?.value).toMatchObject({ userName: answer.userName, nickname: "Nok", type: 0 });
    const balance = await get(server, calls.balance.path, { token: answer.token });
    expect(balance.json?.value).toMatchObject({ sumBalance: 0 });

    const again = calls.socialLogin.value.parse((await socialLogin(nok, "google", await consent(nok, "google", "Nok"), false)).json?.value);
    expect(again).toMatchObject({ id: answer.id, userName: answer.userName, firstTimeLogin: false });
    // Facebook's "Nok" is another person.
    const facebook = calls.socialLogin.value.parse((await socialLogin(nok, "facebook", await consent(nok, "facebook", "Nok"))).json?.value);
    expect(facebook.id).not.toBe(answer.id);
  });

  it("signs nobody in by their display name: another browser typing the same name gets its own new account", async () => {
    const victim = browser();
    const mine = calls.socialLogin.value.parse((await socialLogin(victim, "google", await consent(victim, "google", "Nok"))).json?.value);
    const attacker = browser();
    const theirs = calls.socialLogin.value.parse((await socialLogin(attacker, "google", await consent(attacker, "google", "Nok"))).json?.value);
    expect(theirs.firstTimeLogin).toBe(true);
    expect(theirs.id).not.toBe(mine.id);
    const subjects = await server.db.execute("SELECT subject FROM social_identities");
    for (const row of subjects.rows) {
      expect(String(row.subject)).toMatch(/^[0-9a-f]{32}$/);
      expect(String(row.subject).toLowerCase()).not.toContain("nok");
    }
  });

  it("uses an assertion once, only in the browser that consented", async () => {
    const b = browser();
    const token = await consent(b, "google", "Pim");
    expect((await socialLogin(browser(), "google", token)).json).toMatchObject({ success: false, errorCode: "SOCIAL_LOGIN_FAILED" });
    expect((await socialLogin(b, "google", token)).json?.success).toBe(true);
    expect((await socialLogin(b, "google", token)).json).toMatchObject({ success: false, errorCode: "SOCIAL_LOGIN_FAILED" });
  });

  it("signs up only with a human-verification proof, each proof once", async () => {
    const b = browser();
    const token = await consent(b, "facebook", "Dao");
    expect((await socialLogin(b, "facebook", token, false)).json).toMatchObject({ success: false, errorCode: "HUMAN_VERIFICATION_FAILED", message: "Please complete verification first" });
    expect((await socialLogin(b, "facebook", token, "bm90IGEgcHJvb2Y=")).json?.errorCode).toBe("HUMAN_VERIFICATION_FAILED");
    const proof = await humanProof(server);
    expect((await socialLogin(b, "facebook", token, proof)).json?.success).toBe(true);
    const other = browser();
    expect((await socialLogin(other, "facebook", await consent(other, "facebook", "Dao"), proof)).json?.errorCode).toBe("HUMAN_VERIFICATION_FAILED");
    expect(Number((await server.db.execute("SELECT COUNT(*) AS n FROM social_identities")).rows[0]?.n)).toBe(1);
  });

  it("refuses a forged, foreign or expired assertion, and a provider the site switched off", async () => {
    const b = browser();
    const genuine = await consent(b, "google", "Nok");
    const [body, signature] = genuine.split(".");
    const forged = `${Buffer.from(JSON.stringify({ kind: "oauth", provider: "google", subject: "google:admin", name: "x", exp: Date.now() + 60_000 })).toString("base64url")}.${signature}`;
    for (const bad of [forged, `${body}.AAAA`, "", "x".repeat(4000), genuine.replace(".", "")]) {
      expect((await socialLogin(b, "google", bad)).json).toMatchObject({ success: false, errorCode: "SOCIAL_LOGIN_FAILED", message: "login failure, try again" });
    }
    expect((await socialLogin(b, "facebook", genuine)).json?.errorCode).toBe("SOCIAL_LOGIN_FAILED");
    await post(server, "/dev/clock", { advanceMs: 6 * 60_000 });
    expect((await socialLogin(b, "google", genuine)).json?.errorCode).toBe("SOCIAL_LOGIN_FAILED");
    await flags({ GOOGLELOGIN3: false });
    expect((await socialLogin(b, "google", await consent(b, "google", "Nok"))).json?.errorCode).toBe("FUNCTION_NOT_ENABLED");
  });

  it("refuses a display name with control characters or markup", async () => {
    const b = browser();
    keep(b, await get(server, "/sim/oauth/google"));
    for (const name of ["Nok\u0000", "<script>alert(1)</script>", "Nok\u202eevil"]) {
      const answer = await post(server, calls.simOAuthAssert.path, { provider: "google", name }, { ...EN, cookie: cookieHeader(b) });
      expect(answer.json?.errorCode, name).toBe("SOCIAL_LOGIN_FAILED");
    }
  });

  it("serves a consent page whose script comes from the same origin (the CSP allows no inline script)", async () => {
    const page = await get(server, "/sim/oauth/google");
    expect(page.status).toBe(200);
    expect(page.text).toContain('<script src="/sim/oauth.js"></script>');
    expect(page.text).not.toMatch(/<script>[^<]/);
    expect(page.headers.get("set-cookie")).toMatch(/oauth_client=[0-9a-f]{32}; Path=\/; HttpOnly; SameSite=Strict/);
    expect((await get(server, "/sim/oauth.js")).headers.get("content-type")).toContain("javascript");
    expect((await get(server, "/sim/oauth/twitter")).status).toBe(404);
  });

  it("is a dev route: with dev routes off the stand-in answers 404 and social sign-in is not enabled", async () => {
    const b = browser();
    const token = await consent(b, "google", "Nok");
    const off = await makeServer({ devRoutes: false });
    try {
      expect((await get(off, "/sim/oauth/google")).status).toBe(404);
      expect((await post(off, calls.simOAuthAssert.path, { provider: "google", name: "Nok" })).status).toBe(404);
      const answer = await post(off, calls.socialLogin.path, { provider: "google", assertion: token }, { ...EN, cookie: cookieHeader(b) });
      expect(answer.json).toMatchObject({ success: false, errorCode: "FUNCTION_NOT_ENABLED" });
      // The client is told: the sign-in buttons' flags answer off.
      const flagsOf = async (s: ReferenceServer) => flattenWhitelabel(calls.whitelabel.value.parse((await get(s, calls.whitelabel.path)).json?.value));
      expect(await flagsOf(off)).toMatchObject({ GOOGLELOGIN3: false, FACEBOOKLOGIN3: false, FREEPLAY3: true });
      expect(await flagsOf(server)).toMatchObject({ GOOGLELOGIN3: true, FACEBOOKLOGIN3: true });
    } finally {
      await off.close();
    }
  });
});

const MOBILE = "0865550001";
const DEMO_MOBILE = "0898765432"; // the demo member's number

async function firebaseIdToken(mobileNo: string): Promise<string> {
  // One code a minute per number, and 3 codes to new numbers per address in 5 minutes (docs/security-senders.md).
  await post(server, "/dev/clock", { advanceMs: 5 * 60_000 + 1 });
  const sent = await post(server, calls.simFirebaseSend.path, { mobileNo, countryDialingCode: "+66", humanVerification: await humanProof(server) }, EN);
  const { sessionInfo } = calls.simFirebaseSend.value.parse(sent.json?.value);
  const peek = (await get(server, `/dev/sms?mobile=${mobileNo}&purpose=firebase`)).json?.value as { code: string };
  const verified = await post(server, calls.simFirebaseVerify.path, { sessionInfo, code: peek.code }, EN);
  return calls.simFirebaseVerify.value.parse(verified.json?.value).idToken;
}

let serial = 0;
async function registerWithFirebase(mobileNum: string, idToken: string, extra: Record<string, unknown> = {}): Promise<Answer> {
  const image = await get(server, calls.captcha.path);
  const cookie = cookieOf(image.headers) ?? "";
  const { answer } = (await get(server, "/dev/captcha", { cookie })).json?.value as { answer: string };
  serial += 1;
  const payload = {
    username: `fbuser${serial}${Date.now() % 10_000}`,
    password: "Secret123",
    confirmPassword: "Secret123",
    payeeName: "สมชาย ใจดี",
    email: "fb@example.com",
    mobileNum,
    verificationCode: "123456",
    captcha: answer,
    countryDialingCode: "+66",
    domain: "localhost",
    login: true,
    registerUrl: "http://localhost/register",
    registerMethod: "WEB",
    humanVerification: await humanProof(server),
    firebaseChannel: "sms",
    firebaseIdToken: idToken,
    ...extra,
  };
  return putEncrypted(server, calls.register.path, payload, { ...EN, cookie });
}

describe("Firebase phone verification (simulated) in registration", () => {
  beforeEach(async () => {
    await flags({ FIREBASESMS3: true });
  });

  it("verifies a number with a single-use code and registers with the ID token instead of the platform's code", async () => {
    const sent = await post(server, calls.simFirebaseSend.path, { mobileNo: MOBILE, countryDialingCode: "+66", humanVerification: await humanProof(server) }, EN);
    const { sessionInfo } = calls.simFirebaseSend.value.parse(sent.json?.value);
    const { code } = (await get(server, `/dev/sms?mobile=${MOBILE}&purpose=firebase`)).json?.value as { code: string };
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await post(server, calls.simFirebaseVerify.path, { sessionInfo, code: wrong }, EN)).json?.errorCode).toBe("SMS_CODE_INVALID");
    const verified = await post(server, calls.simFirebaseVerify.path, { sessionInfo, code }, EN);
    const { idToken } = calls.simFirebaseVerify.value.parse(verified.json?.value);
    expect((await post(server, calls.simFirebaseVerify.path, { sessionInfo, code }, EN)).json?.errorCode).toBe("SMS_CODE_INVALID");

    const registered = await registerWithFirebase(MOBILE, idToken);
    expect(registered.json?.success, registered.text).toBe(true);
    const row = (await server.db.execute({ sql: "SELECT mobile FROM members WHERE id = ?", args: [Number((registered.json?.value as { id: number }).id)] })).rows[0];
    expect(row?.mobile).toBe(MOBILE);
  });

  it("refuses a token for another number, a forged one, and sending while the site has Firebase off", async () => {
    const idToken = await firebaseIdToken(MOBILE);
    expect((await registerWithFirebase("0865550002", idToken)).json?.errorCode).toBe("FIREBASE_TOKEN_INVALID");
    expect((await registerWithFirebase(MOBILE, `${idToken}x`)).json?.errorCode).toBe("FIREBASE_TOKEN_INVALID");
    await flags({ FIREBASESMS3: false });
    expect((await post(server, calls.simFirebaseSend.path, { mobileNo: MOBILE, countryDialingCode: "+66", humanVerification: await humanProof(server) }, EN)).json?.errorCode).toBe("FUNCTION_NOT_ENABLED");
  });

  it("offers link or new for a number an account has; a link signs in as that account and cannot be made twice", async () => {
    const choice = await registerWithFirebase(DEMO_MOBILE, await firebaseIdToken(DEMO_MOBILE));
    expect(choice.json).toMatchObject({ success: false, errorCode: "FIREBASE_LINK_CHOICE", value: { account: "d***o" } });

    const linked = await registerWithFirebase(DEMO_MOBILE, await firebaseIdToken(DEMO_MOBILE), { firebaseLink: "link" });
    expect(linked.json?.value).toMatchObject({ userName: "demo", id: 1001 });
    const again = await registerWithFirebase(DEMO_MOBILE, await firebaseIdToken(DEMO_MOBILE), { firebaseLink: "link" });
    expect(again.json?.errorCode).toBe("FIREBASE_ALREADY_LINKED");

    const fresh = await registerWithFirebase(DEMO_MOBILE, await firebaseIdToken(DEMO_MOBILE), { firebaseLink: "new" });
    expect(fresh.json?.success, fresh.text).toBe(true);
    const row = (await server.db.execute({ sql: "SELECT mobile FROM members WHERE id = ?", args: [Number((fresh.json?.value as { id: number }).id)] })).rows[0];
    expect(row?.mobile).toBeNull();
  });
});
