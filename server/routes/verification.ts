import type { Hono } from "hono";
import { ErrorCode, roleOfType } from "../../src/contract";
import { failure, serveCall, success } from "../call-route";
import type { Deps } from "../context";
import { text } from "../messages";
import { parsePhone } from "../phone";
import { sendSmsCode } from "../sms-codes";
import { findMemberByPhone } from "../store/members";
import { SMS_EXPIRED_MINUTES } from "../store/sms";
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

  /** A code for registration: the number must be well formed and not belong to any account yet. */
  serveCall(app, deps, "registerSmsCode", async ({ body, lang }) => {
    if (body.type === "registerMobile" && !(await flagEnabled(deps.db, "MOBILENUMREG3"))) {
      return failure(200, ErrorCode.functionDisabled, text(lang, "functionDisabled"));
    }
    const phone = parsePhone(body.mobileNo, body.countryDialingCode);
    if (!phone) return failure(200, ErrorCode.phoneInvalid, text(lang, "phoneInvalid"));
    if (await findMemberByPhone(deps.db, phone)) return failure(200, ErrorCode.mobileTaken, text(lang, "mobileTaken"));
    const sent = await sendSmsCode(deps.db, phone.international, "register", deps.clock.now());
    if (!sent) return failure(200, ErrorCode.smsTooMany, text(lang, "smsTooMany"));
    return success({ expiredMinutes: SMS_EXPIRED_MINUTES });
  });
}
