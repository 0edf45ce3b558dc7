import type { Context } from "hono";
import { ipVerificationRequired, needsIpVerification } from "./ip-verification/verify";
import { ErrorCode, roleOfType, type LoginAnswer, type LoginRequest } from "../contract";
import { failure, success, type Outcome } from "./call-route";
import type { Deps } from "./context";
import { newToken } from "./crypto";
import type { Lang } from "./lang";
import { loginAnswer, restrictionAt } from "./login-answer";
import { text } from "./messages";
import { parsePhone } from "./phone";
import { checkSmsCode } from "./sms-codes";
import { smsCodeFailure } from "./sms-failure";
import { findMemberByPhone } from "./store/members";
import { openSessionStatements } from "./store/sessions";
import { codeUsable, consumeCodeStatement } from "./store/sms";

/** Login by mobile number and the SMS code sent for purpose "login". Never asks for a captcha. */
export async function loginBySms(c: Context, deps: Deps, body: LoginRequest, lang: Lang): Promise<Outcome<LoginAnswer>> {
  const phone = parsePhone(body.mobileNum, body.countryDialingCode);
  if (!phone) return failure(200, ErrorCode.phoneInvalid, text(lang, "phoneInvalid"));
  if (!body.verificationCode?.trim()) return failure(200, ErrorCode.smsCodeMissing, text(lang, "smsCodeMissing"));
  // The code first: a number with no account was never sent one, so it answers as a wrong code does for a member's
  // number, and nobody learns from the login which numbers have accounts.
  const now = deps.clock.now();
  const check = await checkSmsCode(deps.db, phone.international, "login", body.verificationCode, now);
  if (!check.ok) return smsCodeFailure(lang, check.reason, "login");
  const member = await findMemberByPhone(deps.db, phone);
  if (!member) return failure(200, ErrorCode.userNotExist, text(lang, "mobileNotFound"));
  if (!roleOfType(member.type)) return failure(200, ErrorCode.nonMember, text(lang, "nonMember"));
  // The code proves the number, not the address: an unknown address finishes like a password login (a ticket, a code).
  if (await needsIpVerification(deps, c, member)) return ipVerificationRequired(deps, c, member, lang);
  // The session opens only if the code is still unused when the batch runs: a second submit finds it used.
  const token = newToken();
  const results = await deps.db.batch([...openSessionStatements(member.id, token, now, codeUsable(check.smsId)), consumeCodeStatement(check.smsId)], "write");
  if (results.at(-1)?.rowsAffected !== 1) return smsCodeFailure(lang, "invalid", "login");
  return success(loginAnswer(member, token, await restrictionAt(deps.db, member.id, now)));
}
