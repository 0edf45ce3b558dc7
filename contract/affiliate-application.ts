import * as z from "zod/mini";
import { call } from "./call";

/**
 * The affiliate application (spec.md names the screen, "affiliate application", and shows no fields or
 * call, so both are designed here). A signed-in member (not an agent, not a trial account) applies to become an
 * affiliate; staff follow up. `PUT /wps/agent/affiliate/application` with an Idempotency-Key: the same key and body
 * answer the first application again and file nothing more (a double send, a retry after a lost answer).
 */
export const AFFILIATE_LIMITS = {
  fullNameMin: 2,
  fullNameMax: 50,
  emailMin: 6,
  emailMax: 50,
  contactMax: 50,
  channelMin: 3,
  channelMax: 100,
  messageMax: 500,
} as const;

/** Thai or English letters and spaces (register-settings pattern id 17). */
export const AFFILIATE_NAME_PATTERN = "^[A-Za-z\\u0E00-\\u0E7F ]+$";
/** An e-mail address (register-settings pattern id 3). */
export const AFFILIATE_EMAIL_PATTERN = "^[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+$";

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
