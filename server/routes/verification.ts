import type { Hono } from "hono";
import { ErrorCode, roleOfType } from "../../contract";
import { failure, serveCall, success } from "../call-route";
import type { Deps } from "../context";
import { text } from "../messages";
import { parsePhone } from "../phone";
import { requireHuman, sendCode } from "../senders/send";
import { findMemberByPhone } from "../store/members";
import { SMS_EXPIRED_MINUTES } from "../store/sms";
import { flagEnabled } from "../store/whitelabel";

/** SMS codes for login, password recovery and registration; the outbox (GET /dev/sms) stands in for the SMS gateway. */
export function verificationRoutes(app: Hono, deps: Deps): void {
  /**
   * A code for login or recovery by phone: a human-verification proof (used up), then the sender policy. The answer is
   * the same whether the number belongs to a member or not; only a member's number is sent a code.
   */
  serveCall(app, deps, "loginSmsCode", async ({ c, body, lang }) => {
    const phone = parsePhone(body.mobileNum, body.countryDialingCode);
    if (!phone) return failure(200, ErrorCode.phoneInvalid, text(lang, "phoneInvalid"));
    const refusedHuman = await requireHuman(deps, body.humanVerification, lang);
    if (refusedHuman) return refusedHuman;
    const member = await findMemberByPhone(deps.db, phone);
    const deliver = member !== undefined && roleOfType(member.type) !== undefined;
    const refused = await sendCode(deps, { c, lang, to: phone.international, purpose: body.purpose, memberId: null, deliver });
    if (refused) return refused;
    return success({ expiredMinutes: SMS_EXPIRED_MINUTES });
  });

  /**
   * A code for registration: a human-verification proof (used up), a well-formed number, and the sender policy (spec.md
   * section 7 lists the bot-check fields). The answer and the work are the same whether the number has an account or
   * not, and both are sent a code: only who holds the number learns, by entering it, that an account exists
   * (`MOBILE_EXISTS` at registration). A real gateway's text to a registered number says so too ("this number already
   * has an account: sign in, or reset your password"); the outbox stand-in keeps only the code.
   */
  serveCall(app, deps, "registerSmsCode", async ({ c, body, lang }) => {
    if (body.type === "registerMobile" && !(await flagEnabled(deps.db, "MOBILENUMREG3"))) {
      return failure(200, ErrorCode.functionDisabled, text(lang, "functionDisabled"));
    }
    const refusedHuman = await requireHuman(deps, body.humanVerification, lang);
    if (refusedHuman) return refusedHuman;
    const phone = parsePhone(body.mobileNo, body.countryDialingCode);
    if (!phone) return failure(200, ErrorCode.phoneInvalid, text(lang, "phoneInvalid"));
    const refused = await sendCode(deps, { c, lang, to: phone.international, purpose: "register", memberId: null, deliver: true });
    if (refused) return refused;
    return success({ expiredMinutes: SMS_EXPIRED_MINUTES });
  });
}
