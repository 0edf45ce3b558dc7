import * as z from "zod/mini";
import { call } from "./call";
import { AFFILIATE_EMAIL_PATTERN, AFFILIATE_LIMITS, AFFILIATE_NAME_PATTERN } from "./rules/affiliate";

/**
 * The affiliate application (spec.md names the screen, "affiliate application", and shows no fields or
 * call, so both are designed here). A signed-in member (not an agent, not a trial account) applies to become an
 * affiliate; staff follow up. `PUT /wps/agent/affiliate/application` with an Idempotency-Key: the same key and body
 * answer the first application again and file nothing more (a double send, a retry after a lost answer).
 */
export { AFFILIATE_EMAIL_PATTERN, AFFILIATE_LIMITS, AFFILIATE_NAME_PATTERN };

export const affiliateApplicationRequestSchema = z.object({
  fullName: z.string().check(z.maxLength(200)),
  countryDialingCode: z.string().check(z.maxLength(8)),
  mobileNum: z.string().check(z.maxLength(32)),
  email: z.string().check(z.maxLength(200)),
  /** LINE id or another way to reach the applicant (optional). */
  contact: z.string().check(z.maxLength(200)),
  /** Where they will promote: a website, a page, a channel. */
  channel: z.string().check(z.maxLength(400)),
  /** A short message to staff (optional). */
  message: z.string().check(z.maxLength(2000)),
});
export type AffiliateApplicationRequest = z.infer<typeof affiliateApplicationRequestSchema>;

/** The stored application: its reference and when it arrived (ISO-8601). */
export const affiliateApplicationAnswerSchema = z.object({ id: z.string(), createdAt: z.string() });
export type AffiliateApplicationAnswer = z.infer<typeof affiliateApplicationAnswerSchema>;

export const affiliateApplicationCalls = {
  affiliateApply: call({
    method: "PUT",
    path: "/wps/agent/affiliate/application",
    module: "AGENT3",
    access: "member",
    idempotent: true,
    body: affiliateApplicationRequestSchema,
    value: affiliateApplicationAnswerSchema,
  }),
};
