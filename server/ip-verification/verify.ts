import type { Context } from "hono";
import { ErrorCode, roleOfType, type IpVerificationRequest, type IpVerificationValue, type LoginAnswer, type SmsCodeAnswer } from "../../contract";
import { failure, success, type Outcome } from "../call-route";
import { callerIp, type Deps } from "../context";
import { newToken } from "../crypto";
import type { Lang } from "../lang";
import { loginAnswer, restrictionAt } from "../login-answer";
import { text } from "../messages";
import { parsePhone } from "../phone";
import { sendCode } from "../senders/send";
import { checkSmsCode } from "../sms-codes";
import { smsCodeFailure } from "../sms-failure";
import { findMemberById, type Member } from "../store/members";
import { openSessionStatements } from "../store/sessions";
import { codeUsable, consumeCodeStatement, SMS_EXPIRED_MINUTES } from "../store/sms";
import { maskForVerification } from "./mask";
import { addressKnown, issueTicket, ticketMember, verifiedStatements } from "./tickets";

/** Whether a login of `member` (right password or SMS code already checked) from the caller's address must be verified. */
export async function needsIpVerification(deps: Deps, c: Context, member: Member): Promise<boolean> {
  return member.ipVerification && !(await addressKnown(deps.db, member.id, callerIp(c)));
}

/**
 * The IP_VERIFICATION_REQUIRED answer. With a registered mobile it carries a ticket and the masked number, so the
 * person can finish by SMS; without one it is the bare refusal (customer service must help).
 */
export async function ipVerificationRequired(deps: Deps, c: Context, member: Member, lang: Lang): Promise<Outcome<never>> {
  const phone = parsePhone(member.mobile ?? undefined, member.countryDialingCode);
  if (!phone || !member.mobile) return failure(200, ErrorCode.ipVerification, text(lang, "ipVerification"));
  const ticket = await issueTicket(deps.db, member.id, callerIp(c), deps.clock.now());
  const value: IpVerificationValue = { ticket, mobile: maskForVerification(member.mobile) };
  return failure(200, ErrorCode.ipVerification, text(lang, "ipVerification"), value);
}

/** The member and number a live ticket stands for, or the refusal ("log in again"). */
async function ticketHolder(deps: Deps, c: Context, ticket: string, lang: Lang): Promise<{ ok: true; member: Member; to: string } | { ok: false; refusal: Outcome<never> }> {
  const expired = { ok: false as const, refusal: failure(200, ErrorCode.ipVerificationExpired, text(lang, "ipVerificationExpired")) };
  const memberId = await ticketMember(deps.db, ticket.trim(), callerIp(c), deps.clock.now());
  const member = memberId === undefined ? undefined : await findMemberById(deps.db, memberId);
  const phone = member ? parsePhone(member.mobile ?? undefined, member.countryDialingCode) : undefined;
  if (!member || !phone || !roleOfType(member.type)) return expired;
  return { ok: true, member, to: phone.international };
}

/** Sends the code to the ticket's member's registered mobile, through the sender policy (counted against the member). */
export async function sendIpVerificationCode(deps: Deps, c: Context, ticket: string, lang: Lang): Promise<Outcome<SmsCodeAnswer>> {
  const holder = await ticketHolder(deps, c, ticket, lang);
  if (!holder.ok) return holder.refusal;
  const refused = await sendCode(deps, { c, lang, to: holder.to, purpose: "ipVerification", memberId: holder.member.id, deliver: true });
  if (refused) return refused;
  return success({ expiredMinutes: SMS_EXPIRED_MINUTES });
}

/**
 * Checks the code; on success, in one batch guarded by the code still being unused: opens the session, uses the
 * ticket up, remembers the address, uses the code up.
 */
export async function completeIpVerification(deps: Deps, c: Context, body: IpVerificationRequest, lang: Lang): Promise<Outcome<LoginAnswer>> {
  const holder = await ticketHolder(deps, c, body.ticket, lang);
  if (!holder.ok) return holder.refusal;
  const now = deps.clock.now();
  const check = await checkSmsCode(deps.db, holder.to, "ipVerification", body.verificationCode, now);
  if (!check.ok) return smsCodeFailure(lang, check.reason, "ipVerification");
  const token = newToken();
  const guard = codeUsable(check.smsId);
  const results = await deps.db.batch(
    [...openSessionStatements(holder.member.id, token, now, guard), ...verifiedStatements(body.ticket.trim(), holder.member.id, callerIp(c), now, guard), consumeCodeStatement(check.smsId)],
    "write",
  );
  if (results.at(-1)?.rowsAffected !== 1) return smsCodeFailure(lang, "invalid", "ipVerification");
  return success(loginAnswer(holder.member, token, await restrictionAt(deps.db, holder.member.id, now)));
}
