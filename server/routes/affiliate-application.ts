import type { Hono } from "hono";
import { ErrorCode, roleOfType } from "../../contract";
import { failure, success } from "../call-route";
import { callerIp, type Deps } from "../context";
import { checkApplication, affiliateText } from "../affiliate-applications/rules";
import { applicationInsert, overAffiliateRate } from "../affiliate-applications/store";
import { findMemberById } from "../store/members";
import { serveMoneyCall, sessionMember } from "../wallet/money-call";

/**
 * `PUT /wps/agent/affiliate/application` (member): a member who is not an agent or a trial account applies to become
 * an affiliate. Fields are checked as the client checks them; at most AFFILIATE_RATE per address and per member. It
 * takes an Idempotency-Key as the money calls do (serveMoneyCall): the same key and body answer the first application
 * again without filing another, so a double send or a retry after a lost answer files one application.
 */
export function affiliateApplicationRoutes(app: Hono, deps: Deps): void {
  serveMoneyCall(app, "affiliateApply", deps, {
    member: sessionMember,
    async plan({ c, body, lang, memberId, now }) {
      const member = await findMemberById(deps.db, memberId);
      if (!member || roleOfType(member.type) !== "member") return failure(200, ErrorCode.affiliateNotEligible, affiliateText(lang, "notEligible"));
      const checked = checkApplication(body, lang);
      if (!checked.ok) return failure(200, ErrorCode.affiliateFieldInvalid, checked.message);
      const ip = callerIp(c);
      if (await overAffiliateRate(deps.db, ip, memberId, now)) return failure(429, ErrorCode.affiliateRateLimited, affiliateText(lang, "rateLimited"));
      const { values, phone } = checked;
      const filed = applicationInsert({
        memberId,
        ip,
        fullName: values.fullName,
        countryDialingCode: phone.countryDialingCode,
        mobile: phone.international,
        email: values.email,
        contact: values.contact || null,
        channel: values.channel,
        message: values.message || null,
        now,
      });
      return success({ statements: [filed.statement], answer: filed.answer });
    },
  });
}
