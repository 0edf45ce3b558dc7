import { createHash } from "node:crypto";
import type { Hono } from "hono";
import { ErrorCode, roleOfType, type SocialProvider } from "../../src/contract";
import { failure, serveCall, success } from "../call-route";
import type { Deps } from "../context";
import { newToken } from "../crypto";
import { loginAnswer } from "../login-answer";
import { text } from "../messages";
import { parsePhone } from "../phone";
import { readProviderToken, signProviderToken, type FirebaseSession, type OAuthAssertion } from "../provider-tokens";
import { checkSmsCode, sendSmsCode } from "../sms-codes";
import { smsCodeFailure } from "../sms-failure";
import { memberOfSocialIdentity } from "../store/identities";
import { findMemberById } from "../store/members";
import { openSessionStatements } from "../store/sessions";
import { consumeCodeStatement } from "../store/sms";
import { regDate } from "../store/trials";
import { flagEnabled } from "../store/whitelabel";
import { simulatedConsentPage, SIMULATED_CONSENT_SCRIPT } from "./provider-pages";

/** Assertions and Firebase tokens live a few minutes, as the real ones do. */
const TOKEN_TTL_MS = 5 * 60_000;
const FLAG_OF: Record<SocialProvider, string> = { google: "GOOGLELOGIN3", facebook: "FACEBOOKLOGIN3" };
const MEMBER_TYPE = 0;

/** The Firebase user id of a number (stable, as Firebase's is for a phone identity). */
export const firebaseUidOf = (phone: string) => `fb_${createHash("sha256").update(phone).digest("hex").slice(0, 20)}`;

/**
 * Social sign-in (`POST /wps/session/login/social`) and the reference environment's stand-ins for the outside
 * providers: a consent page per social provider (`/sim/oauth/<provider>`) and Firebase's phone verification
 * (`/sim/firebase/*`, codes in the SMS outbox under purpose `firebase`).
 */
export function providerRoutes(app: Hono, deps: Deps): void {
  serveCall(app, deps, "socialLogin", async ({ body, lang }) => {
    if (!(await flagEnabled(deps.db, FLAG_OF[body.provider]))) return failure(200, ErrorCode.functionDisabled, text(lang, "functionDisabled"));
    const now = deps.clock.now();
    const assertion = readProviderToken<OAuthAssertion>(body.assertion, "oauth", now);
    if (!assertion || assertion.provider !== body.provider) return failure(200, ErrorCode.socialLoginFailed, text(lang, "socialLoginFailed"));

    const known = await memberOfSocialIdentity(deps.db, body.provider, assertion.subject);
    const token = newToken();
    if (known !== undefined) {
      const member = await findMemberById(deps.db, known);
      const role = member ? roleOfType(member.type) : undefined;
      if (!member || !role || role === "trial") return failure(200, ErrorCode.nonMember, text(lang, "nonMember"));
      await deps.db.batch(openSessionStatements(member.id, token, now), "write");
      return success(loginAnswer({ ...member, firstLogin: false }, token));
    }
    // First use: a member named after the provider and subject, with an empty wallet, in one transaction.
    const username = `${body.provider === "google" ? "g" : "f"}${createHash("sha256").update(assertion.subject).digest("hex").slice(0, 11)}`;
    const results = await deps.db.batch(
      [
        { sql: "INSERT INTO members (username, password_hash, type, nickname, reg_date) VALUES (?, '!', ?, ?, ?)", args: [username, MEMBER_TYPE, assertion.name, regDate(now)] },
        { sql: "INSERT INTO accounts (member_id, account_type_id, balance_minor) SELECT id, 0, 0 FROM members WHERE username = ?", args: [username] },
        { sql: "INSERT INTO social_identities (provider, subject, member_id) SELECT ?, ?, id FROM members WHERE username = ?", args: [body.provider, assertion.subject, username] },
        { sql: "INSERT INTO sessions (token, member_id, created_at, last_used_at) SELECT ?, id, ?, ? FROM members WHERE username = ?", args: [token, now, now, username] },
        { sql: "SELECT id FROM members WHERE username = ?", args: [username] },
      ],
      "write",
    );
    const id = Number(results[4]?.rows[0]?.id);
    return success(loginAnswer({ id, username, type: MEMBER_TYPE, firstLogin: true, passwordExpired: false }, token));
  });

  app.get("/sim/oauth.js", (c) => c.body(SIMULATED_CONSENT_SCRIPT, 200, { "Content-Type": "text/javascript; charset=utf-8" }));
  app.get("/sim/oauth/:provider", (c) => {
    const provider = c.req.param("provider");
    if (provider !== "google" && provider !== "facebook") return c.notFound();
    return c.html(simulatedConsentPage(provider));
  });
  serveCall(app, deps, "simOAuthAssert", async ({ body }) => {
    const subject = `${body.provider}:${body.name.trim().toLowerCase()}`;
    return success({ assertion: signProviderToken<OAuthAssertion>({ kind: "oauth", provider: body.provider, subject, name: body.name.trim() }, deps.clock.now(), TOKEN_TTL_MS) });
  });

  serveCall(app, deps, "simFirebaseSend", async ({ body, lang }) => {
    if (!(await flagEnabled(deps.db, "FIREBASESMS3"))) return failure(200, ErrorCode.functionDisabled, text(lang, "functionDisabled"));
    const phone = parsePhone(body.mobileNo, body.countryDialingCode);
    if (!phone) return failure(200, ErrorCode.phoneInvalid, text(lang, "phoneInvalid"));
    const now = deps.clock.now();
    if (!(await sendSmsCode(deps.db, phone.international, "firebase", now))) return failure(200, ErrorCode.smsTooMany, text(lang, "smsTooMany"));
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
