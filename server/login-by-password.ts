import type { Context } from "hono";
import { ErrorCode, roleOfType, type LoginAnswer, type LoginRequest } from "../contract";
import { failure, success, type Outcome } from "./call-route";
import { callerIp, type Deps } from "./context";
import type { Lang } from "./lang";
import { loginAnswer, restrictionAt } from "./login-answer";
import { text } from "./messages";
import { hashForUnknownMember, verifyPassword } from "./passwords";
import { captchaClientId } from "./captcha-cookie";
import { consumeCaptcha } from "./store/captchas";
import { clearLoginFailures, needsCaptcha, recordLoginFailure } from "./store/login-guard";
import { clearFailures, isLocked, recordFailure, type LimitKey } from "./store/login-limits";
import { findMemberByUsername } from "./store/members";
import { createSession } from "./store/sessions";
import { ipVerificationRequired, needsIpVerification } from "./ip-verification/verify";

/** Longest username or password a login accepts. */
export const MAX_CREDENTIAL_LENGTH = 64;

/**
 * Login by username and password: input checks, the failure limits per account and per address, the
 * captcha once a failure asked for one, then the account's own refusals (non-member, unregistered IP).
 */
export async function loginByPassword(c: Context, deps: Deps, body: LoginRequest, lang: Lang): Promise<Outcome<LoginAnswer>> {
  const username = body.username.trim();
  const { password } = body;
  if (!username || !password.trim()) return failure(400, ErrorCode.invalidRequest, text(lang, "credentialsRequired"));
  if (username.length > MAX_CREDENTIAL_LENGTH || password.length > MAX_CREDENTIAL_LENGTH) {
    return failure(400, ErrorCode.invalidRequest, text(lang, "credentialsTooLong", { max: MAX_CREDENTIAL_LENGTH }));
  }
  const now = deps.clock.now();
  const accountKey: LimitKey = { scope: "account", key: username.toLowerCase() };
  const limits: LimitKey[] = [accountKey, { scope: "address", key: callerIp(c) }];
  if (await isLocked(deps.db, limits, now)) return failure(200, ErrorCode.tooManyAttempts, text(lang, "tooManyAttempts"));

  if (await needsCaptcha(deps.db, username)) {
    // No answer at all (a browser that has not shown the captcha yet) is a demand for one, not a wrong answer.
    if (!body.captcha?.trim()) return failure(200, ErrorCode.captchaRequired, text(lang, "captchaRequired"), { captcha: true });
    const cid = captchaClientId(c);
    const passed = Boolean(cid && (await consumeCaptcha(deps.db, cid, body.captcha, now)));
    if (!passed) return failure(200, ErrorCode.captchaInvalid, text(lang, "captchaInvalid"), { captcha: true });
  }
  const member = await findMemberByUsername(deps.db, username);
  // An unknown user costs the same hash as a known one, so timing does not tell them apart.
  const passwordOk = await verifyPassword(password, member ? member.passwordHash : await hashForUnknownMember());
  if (!member || !passwordOk) {
    await recordLoginFailure(deps.db, username, now);
    await recordFailure(deps.db, limits, now);
    const code = member ? ErrorCode.passwordIncorrect : ErrorCode.userNotExist;
    return failure(200, code, text(lang, "passwordIncorrect"), { captcha: true });
  }
  if (!roleOfType(member.type)) return failure(200, ErrorCode.nonMember, text(lang, "nonMember"));
  await clearLoginFailures(deps.db, username);
  await clearFailures(deps.db, accountKey);
  // The password was right: the failures are cleared, and an unknown address earns a ticket to finish by SMS.
  if (await needsIpVerification(deps, c, member)) return ipVerificationRequired(deps, c, member, lang);
  return success(loginAnswer(member, await createSession(deps.db, member.id, now), await restrictionAt(deps.db, member.id, now)));
}
