import type { Hono } from "hono";
import { ErrorCode, roleOfType } from "../../src/contract";
import { failure, serveCall, success } from "../call-route";
import type { Deps } from "../context";
import { text } from "../messages";
import { parsePhone } from "../phone";
import { newSmsCode } from "../sms-codes";
import { findMemberByPhone } from "../store/members";
import { recordSmsWithinLimits, SMS_EXPIRED_MINUTES } from "../store/sms";

/** SMS codes for login and password recovery; the outbox (GET /dev/sms) stands in for the SMS gateway. */
export function verificationRoutes(app: Hono, deps: Deps): void {
  serveCall(app, deps, "loginSmsCode", async ({ body, lang }) => {
    const phone = parsePhone(body.mobileNum, body.countryDialingCode);
    if (!phone) return failure(200, ErrorCode.phoneInvalid, text(lang, "phoneInvalid"));
    const member = await findMemberByPhone(deps.db, phone);
    if (!member || !roleOfType(member.type)) return failure(200, ErrorCode.userNotExist, text(lang, "mobileNotFound"));
    const now = deps.clock.now();
    const sent = await recordSmsWithinLimits(deps.db, {
      mobile: phone.international,
      code: newSmsCode(),
      purpose: body.purpose,
      createdAt: now,
      expiresAt: now + SMS_EXPIRED_MINUTES * 60_000,
    });
    if (!sent) return failure(200, ErrorCode.smsTooMany, text(lang, "smsTooMany"));
    return success({ expiredMinutes: SMS_EXPIRED_MINUTES });
  });
}
