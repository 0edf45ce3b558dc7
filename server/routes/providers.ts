import { createHash } from "node:crypto";
import type { Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { ErrorCode, roleOfType, type SocialProvider } from "../../contract";
import { failure, serveCall, success } from "../call-route";
import { isHttps, type Deps } from "../context";
import { newToken } from "../crypto";
import { loginAnswer, restrictionAt } from "../login-answer";
import { text } from "../messages";
import { parsePhone } from "../phone";
import { readProviderToken, signProviderToken, type FirebaseSession, type OAuthAssertion, type SimAccount } from "../provider-tokens";
import { checkSmsCode } from "../sms-codes";
import { requireHuman, sendCode } from "../senders/send";
import { smsCodeFailure } from "../sms-failure";
import { useAssertion } from "../store/assertions";
import { memberOfSocialIdentity } from "../store/identities";
import { findMemberById } from "../store/members";
import { openSessionStatements } from "../store/sessions";
import { consumeCodeStatement } from "../store/sms";
import { regDate } from "../store/trials";
import { flagEnabled } from "../store/whitelabel";
import { useChallengeStatement } from "../human-verification";
import { NICKNAME_PATTERN, textProblem } from "../text-field";
import { simulatedConsentPage, SIMULATED_CONSENT_SCRIPT } from "./provider-pages";

/** Assertions and Firebase tokens live a few minutes, as the real ones do. */
const TOKEN_TTL_MS = 5 * 60_000;
const FLAG_OF: Record<SocialProvider, string> = { google: "GOOGLELOGIN3", facebook: "FACEBOOKLOGIN3" };
const MEMBER_TYPE = 0;

/** The browser's binding cookie: an assertion is only good in the browser that consented (SameSite=Strict, HttpOnly). */
const CLIENT_COOKIE = "oauth_client";
/** The stand-in provider's account in this browser (its opaque subject), per provider, like a provider's own sign-in. */
const accountCookie = (provider: SocialProvider) => `sim_${provider}_account`;
const ACCOUNT_TTL_MS = 365 * 24 * 60 * 60_000;
const clientHash = (cookie: string | undefined) => (cookie && /^[0-9a-f]{32}$/.test(cookie) ? createHash("sha256").update(cookie).digest("hex") : "none");

/**
 * The stand-in for Google's and Facebook's consent window (a dev route: off with REFERENCE_DEV_ROUTES=off). The page
 * gives the browser a binding cookie; the assertion carries the stand-in's opaque subject for this browser's account
 * (issued at the first consent, kept in an HttpOnly cookie), a single-use id and the binding's hash. The name typed on
 * the page is only the display name: knowing someone's name signs nobody in as them.
 */
function simulatedOAuthRoutes(app: Hono, deps: Deps): void {
  const secure = isHttps(deps.publicOrigin);
  app.get("/sim/oauth.js", (c) => c.body(SIMULATED_CONSENT_SCRIPT, 200, { "Content-Type": "text/javascript; charset=utf-8" }));
  app.get("/sim/oauth/:provider", (c) => {
    const provider = c.req.param("provider");
    if (provider !== "google" && provider !== "facebook") return c.notFound();
    if (clientHash(getCookie(c, CLIENT_COOKIE)) === "none") setCookie(c, CLIENT_COOKIE, newToken(16), { httpOnly: true, sameSite: "Strict", path: "/", secure });
    return c.html(simulatedConsentPage(provider));
  });
  serveCall(app, deps, "simOAuthAssert", async ({ c, body, lang }) => {
    const now = deps.clock.now();
    const client = clientHash(getCookie(c, CLIENT_COOKIE));
    const name = body.name.trim();
    if (client === "none" || textProblem(name, { pattern: NICKNAME_PATTERN, max: 40 })) return failure(200, ErrorCode.socialLoginFailed, text(lang, "socialLoginFailed"));
    let account = readProviderToken<SimAccount>(getCookie(c, accountCookie(body.provider)), "simAccount", now);
    if (!account || account.provider !== body.provider) {
      account = { kind: "simAccount", provider: body.provider, subject: newToken(16) };
      setCookie(c, accountCookie(body.provider), signProviderToken(account, now, ACCOUNT_TTL_MS), { httpOnly: true, sameSite: "Strict", path: "/sim", secure, maxAge: ACCOUNT_TTL_MS / 1000 });
    }
    const assertion: OAuthAssertion = { kind: "oauth", provider: body.provider, subject: account.subject, name, id: newToken(16), client };
    return success({ assertion: signProviderToken(assertion, now, TOKEN_TTL_MS) });
  });
}

/** The Firebase user id of a number (stable, as Firebase's is for a phone identity). */
export const firebaseUidOf = (phone: string) => `fb_${createHash("sha256").update(phone).digest("hex").slice(0, 20)}`;

/**
 * Social sign-in (`POST /wps/session/login/social`) and the reference environment's stand-ins for the outside
 * providers: a consent page per social provider (`/sim/oauth/<provider>`) and Firebase's phone verification
 * (`/sim/firebase/*`, codes in the SMS outbox under purpose `firebase`).
 */
export function providerRoutes(app: Hono, deps: Deps): void {
  serveCall(app, deps, "socialLogin", async ({ c, body, lang }) => {
    // The reference environment's only provider is its stand-in, a dev route: with dev routes off there is none.
    if (!deps.devRoutes || !(await flagEnabled(deps.db, FLAG_OF[body.provider]))) return failure(200, ErrorCode.functionDisabled, text(lang, "functionDisabled"));
    const now = deps.clock.now();
    const assertion = readProviderToken<OAuthAssertion>(body.assertion, "oauth", now);
    const bound = assertion && typeof assertion.client === "string" && assertion.client === clientHash(getCookie(c, CLIENT_COOKIE));
    if (!assertion || assertion.provider !== body.provider || !bound || typeof assertion.id !== "string") return failure(200, ErrorCode.socialLoginFailed, text(lang, "socialLoginFailed"));
    const name = assertion.name.trim();
    if (textProblem(name, { pattern: NICKNAME_PATTERN, max: 40 })) return failure(200, ErrorCode.socialLoginFailed, text(lang, "socialLoginFailed"));

    const known = await memberOfSocialIdentity(deps.db, body.provider, assertion.subject);
    const token = newToken();
    if (known !== undefined) {
      const member = await findMemberById(deps.db, known);
      const role = member ? roleOfType(member.type) : undefined;
      if (!member || !role || role === "trial") return failure(200, ErrorCode.nonMember, text(lang, "nonMember"));
      if (!(await useAssertion(deps.db, assertion.id, now + TOKEN_TTL_MS))) return failure(200, ErrorCode.socialLoginFailed, text(lang, "socialLoginFailed"));
      await deps.db.batch(openSessionStatements(member.id, token, now), "write");
      return success(loginAnswer({ ...member, firstLogin: false }, token, await restrictionAt(deps.db, member.id, now)));
    }
    // Sign-up: human verification as registration does it (the proof is used up in the transaction that creates).
    const human = await deps.human.check(deps.db, body.humanVerification, now);
    if (!human.ok) return failure(200, ErrorCode.humanVerificationFailed, text(lang, "humanVerificationFailed"));
    if (!(await useAssertion(deps.db, assertion.id, now + TOKEN_TTL_MS))) return failure(200, ErrorCode.socialLoginFailed, text(lang, "socialLoginFailed"));
    // First use: a member named after the provider and subject, with an empty wallet, in one transaction.
    const username = `${body.provider === "google" ? "g" : "f"}${createHash("sha256").update(assertion.subject).digest("hex").slice(0, 11)}`;
    const results = await deps.db.batch(
      [
        useChallengeStatement(human),
        { sql: "INSERT INTO members (username, password_hash, type, nickname, reg_date) VALUES (?, '!', ?, ?, ?)", args: [username, MEMBER_TYPE, name, regDate(now)] },
        { sql: "INSERT INTO accounts (member_id, account_type_id, balance_minor) SELECT id, 0, 0 FROM members WHERE username = ?", args: [username] },
        { sql: "INSERT INTO social_identities (provider, subject, member_id) SELECT ?, ?, id FROM members WHERE username = ?", args: [body.provider, assertion.subject, username] },
        { sql: "INSERT INTO sessions (token, member_id, created_at, last_used_at) SELECT ?, id, ?, ? FROM members WHERE username = ?", args: [token, now, now, username] },
        { sql: "SELECT id FROM members WHERE username = ?", args: [username] },
      ],
      "write",
    );
    const id = Number(results[5]?.rows[0]?.id);
    return success(loginAnswer({ id, username, type: MEMBER_TYPE, firstLogin: true, passwordExpired: false }, token));
  });

  if (deps.devRoutes) simulatedOAuthRoutes(app, deps);

  // Firebase's stand-in is a dev route like the social ones: with dev routes off it is not there at all.
  if (deps.devRoutes) simulatedFirebaseRoutes(app, deps);
}

/**
 * The stand-in for Firebase's phone verification (`/sim/firebase/*`, codes in the SMS outbox under purpose `firebase`).
 * Sending needs a human-verification proof (Firebase's own bot check is its invisible reCAPTCHA) and goes through the
 * sender policy like every other code.
 */
function simulatedFirebaseRoutes(app: Hono, deps: Deps): void {
  serveCall(app, deps, "simFirebaseSend", async ({ c, body, lang }) => {
    if (!(await flagEnabled(deps.db, "FIREBASESMS3"))) return failure(200, ErrorCode.functionDisabled, text(lang, "functionDisabled"));
    const refusedHuman = await requireHuman(deps, body.humanVerification, lang);
    if (refusedHuman) return refusedHuman;
    const phone = parsePhone(body.mobileNo, body.countryDialingCode);
    if (!phone) return failure(200, ErrorCode.phoneInvalid, text(lang, "phoneInvalid"));
    const refused = await sendCode(deps, { c, lang, to: phone.international, purpose: "firebase", memberId: null, deliver: true });
    if (refused) return refused;
    const now = deps.clock.now();
    return success({ sessionInfo: signProviderToken<FirebaseSession>({ kind: "firebaseSession", phone: phone.international }, now, TOKEN_TTL_MS * 2) });
  });

  serveCall(app, deps, "simFirebaseVerify", async ({ body, lang }) => {
    const now = deps.clock.now();
    const session = readProviderToken<FirebaseSession>(body.sessionInfo, "firebaseSession", now);
    if (!session) return failure(200, ErrorCode.firebaseTokenInvalid, text(lang, "firebaseTokenInvalid"));
    const code = await checkSmsCode(deps.db, session.phone, "firebase", body.code, now);
    if (!code.ok) return smsCodeFailure(lang, code.reason, "register");
    const used = await deps.db.execute(consumeCodeStatement(code.smsId));
    if (used.rowsAffected !== 1) return smsCodeFailure(lang, "invalid", "register");
    return success({ idToken: signProviderToken({ kind: "firebase", phone: session.phone, uid: firebaseUidOf(session.phone) }, now, TOKEN_TTL_MS) });
  });
}
