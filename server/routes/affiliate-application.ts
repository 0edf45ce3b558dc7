import type { Hono } from "hono";
import { ErrorCode, roleOfType } from "../../contract";
import { failure, serveCall, success } from "../call-route";
import { callerIp, type Deps } from "../context";
import { checkApplication, affiliateText } from "../affiliate-applications/rules";
import { insertApplication } from "../affiliate-applications/store";
import { findMemberById } from "../store/members";

/**
 * `PUT /wps/agent/affiliate/application` (member): a member who is not an agent or a trial account applies to become
 * an affiliate. Fields are checked as the client checks them; at most AFFILIATE_RATE per address and per member.
 */
export function affiliateApplicationRoutes(app: Hono, deps: Deps): void {
  serveCall(app, deps, "affiliateApply", async ({ c, body, lang }) => {
    const { memberId } = c.get("member");
    const member = await findMemberById(deps.db, memberId);
    if (!member || roleOfType(member.type) !== "member") return failure(200, ErrorCode.affiliateNotEligible, affiliateText(lang, "notEligible"));
    const checked = checkApplication(body, lang);
    if (!checked.ok) return failure(200, ErrorCode.affiliateFieldInvalid, checked.message);
    const { values, phone } = checked;
    const stored = await insertApplication(deps.db, {
      memberId,
      ip: callerIp(c),
      fullName: values.fullName,
      countryDialingCode: phone.countryDialingCode,
      mobile: phone.international,
      email: values.email,
      contact: values.contact || null,
      channel: values.channel,
      message: values.message || null,
      now: deps.clock.now(),
    });
    if (!stored) return failure(429, ErrorCode.affiliateRateLimited, affiliateText(lang, "rateLimited"));
    return success(stored);
  });
}
