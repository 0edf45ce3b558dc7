import type { Hono } from "hono";
import { ErrorCode, roleOfType } from "../../src/contract";
import { failure, serveCall, success } from "../call-route";
import { callerIp, type Deps } from "../context";
import { text } from "../messages";
import { parsePhone } from "../phone";
import { sendSmsCode } from "../sms-codes";
import { findMemberByPhone } from "../store/members";
import { REGISTER_SMS_OVERALL, REGISTER_SMS_PER_ADDRESS, REGISTER_SMS_WINDOW_MS, SMS_EXPIRED_MINUTES } from "../store/sms";
import { useChallengeStatement } from "../human-verification";
import { flagEnabled } from "../store/whitelabel";

/** SMS codes for login, password recovery and registration; the outbox (GET /dev/sms) stands in for the SMS gateway. */
export function verificationRoutes(app: Hono, deps: Deps): void {
  serveCall(app, deps, "loginSmsCode", async ({ body, lang }) => {
    const phone = parsePhone(body.mobileNum, body.countryDialingCode);
    if (!phone) return failure(200, ErrorCode.phoneInvalid, text(lang, "phoneInvalid"));
    const member = await findMemberByPhone(deps.db, phone);
    if (!member || !roleOfType(member.type)) return failure(200, ErrorCode.userNotExist, text(lang, "mobileNotFound"));
    const sent = await sendSmsCode(deps.db, phone.international, body.purpose, deps.clock.now());
    if (!sent) return failure(200, ErrorCode.smsTooMany, text(lang, "smsTooMany"));
    return success({ expiredMinutes: SMS_EXPIRED_MINUTES });
  });

  /**
   * A code for registration: a human-verification proof (used up), a well-formed number that belongs to no account
   * yet, and the limits per number, per address and overall (spec.md section 7 lists the bot-check fields).
   */
  serveCall(app, deps, "registerSmsCode", async ({ c, body, lang }) => {
    if (body.type === "registerMobile" && !(await flagEnabled(deps.db, "MOBILENUMREG3"))) {
      return failure(200, ErrorCode.functionDisabled, text(lang, "functionDisabled"));
    }
    const now = deps.clock.now();
    const human = await deps.human.check(deps.db, body.humanVerification, now);
    if (!human.ok) return failure(200, ErrorCode.humanVerificationFailed, text(lang, "humanVerificationFailed"));
    try {
      await deps.db.execute(useChallengeStatement(human));
    } catch {
      return failure(200, ErrorCode.humanVerificationFailed, text(lang, "humanVerificationFailed")); // used meanwhile
    }
    const phone = parsePhone(body.mobileNo, body.countryDialingCode);
    if (!phone) return failure(200, ErrorCode.phoneInvalid, text(lang, "phoneInvalid"));
    if (await findMemberByPhone(deps.db, phone)) return failure(200, ErrorCode.mobileTaken, text(lang, "mobileTaken"));
    const sender = { ip: callerIp(c), windowMs: REGISTER_SMS_WINDOW_MS, perAddress: REGISTER_SMS_PER_ADDRESS, overall: REGISTER_SMS_OVERALL };
    const sent = await sendSmsCode(deps.db, phone.international, "register", now, sender);
    if (!sent) return failure(200, ErrorCode.smsTooMany, text(lang, "smsTooMany"));
    return success({ expiredMinutes: SMS_EXPIRED_MINUTES });
  });
}
