import * as z from "zod/mini";
import { PROFILE_FIELDS, type ProfileField } from "./rules/limits";
import { call } from "./call";
import { smsCodeAnswerSchema } from "./auth";
import { fieldSettingSchema } from "./system";

/**
 * The security centre's calls (designed here: spec.md names the page, the profile fields of section 3 and
 * "address and nationality required on profile", but no payloads). Every call needs a member token; trial accounts
 * are refused with TRIAL_NOT_ALLOWED.
 */

/** The profile fields a member edits, in the order the page shows them. */
export { PROFILE_FIELDS, type ProfileField };

/** Empty text means "not given". */
export const profileSchema = z.object({
  nickname: z.string(),
  realName: z.string(),
  /** yyyy-MM-dd (pattern 11) or empty. */
  birthday: z.string(),
  email: z.string(),
  telegram: z.string(),
  line: z.string(),
  zalo: z.string(),
  address: z.string(),
  nationality: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * `GET /wps/member/profile`: the profile, the rule of every field (the register settings' where the site has one:
 * realName is payeeName, email, line; the server's own otherwise), whether the real name is already set (then it is
 * read-only), the bound mobile number (masked) and whether a payment password is set.
 */
export const securityProfileSchema = z.object({
  profile: profileSchema,
  rules: z.record(z.enum(PROFILE_FIELDS), fieldSettingSchema),
  realNameLocked: z.boolean(),
  mobile: z.nullable(z.string()),
  countryDialingCode: z.string(),
  hasPaymentPassword: z.boolean(),
  /**
   * Recovery holds (ISO times, absent or null when none holds): a recovery channel changed less than 24 hours ago, so
   * password recovery by the new number (and a payment-password reset by SMS code) or by the new e-mail opens then.
   */
  mobileRecoveryOpensAt: z.optional(z.nullable(z.string())),
  emailRecoveryOpensAt: z.optional(z.nullable(z.string())),
});
export type SecurityProfile = z.infer<typeof securityProfileSchema>;

/**
 * The current login password, asked again before any security change (wrong ones count toward LOGIN_PASSWORD_LOCKED).
 * Optional in the schema so that a call without it gets LOGIN_PASSWORD_REQUIRED rather than INVALID_REQUEST.
 */
const loginPassword = z.optional(z.string().check(z.maxLength(64)));
const code = z.string().check(z.maxLength(255));

/**
 * `PUT /wps/member/profile` (encrypted): every field (realName is ignored once set); answers the profile as stored. A
 * bad field is FIELD_INVALID with `value` `{ field, rule }`. Changing the e-mail (a recovery channel) also needs
 * `loginPassword` and, when an e-mail is already set, `emailCode` (the code mailed to the current address by
 * memberEmailCode); the other fields need neither.
 */
export const saveProfileRequestSchema = z.extend(profileSchema, {
  loginPassword,
  emailCode: z.optional(code),
});
export type SaveProfileRequest = z.infer<typeof saveProfileRequestSchema>;

/**
 * `POST /wps/verification/sms/member`: a code for a signed-in member. `bindMobile` goes to the number being bound
 * (`mobileNum`, `countryDialingCode`); `paymentPassword` and `oldMobile` (confirming a change of the bound number) go
 * to the member's bound number (no number sent).
 */
export const memberSmsCodeRequestSchema = z.object({
  purpose: z.enum(["bindMobile", "paymentPassword", "oldMobile"]),
  mobileNum: z.optional(z.string().check(z.maxLength(20))),
  countryDialingCode: z.optional(z.string().check(z.maxLength(8))),
});
export type MemberSmsCodeRequest = z.infer<typeof memberSmsCodeRequestSchema>;

/** `POST /wps/verification/email/member`: a code mailed to the member's current e-mail, confirming a change of it. */
export const memberEmailCodeRequestSchema = z.object({ purpose: z.enum(["changeEmail"]) });
export type MemberEmailCodeRequest = z.infer<typeof memberEmailCodeRequestSchema>;

/**
 * `POST /wps/member/mobile` (encrypted): binds (or changes) the member's mobile number with the code sent to it
 * (`verificationCode`), the current login password, and, when a number is already bound, the `oldMobile` code sent to
 * that number (`oldMobileCode`). Answers the new number masked and when recovery by it opens (24 hours on).
 */
export const bindMobileRequestSchema = z.object({
  mobileNum: z.string().check(z.maxLength(20)),
  countryDialingCode: z.string().check(z.maxLength(8)),
  verificationCode: code,
  loginPassword,
  oldMobileCode: z.optional(code),
});
export type BindMobileRequest = z.infer<typeof bindMobileRequestSchema>;
export const bindMobileAnswerSchema = z.object({ mobile: z.string(), countryDialingCode: z.string(), recoveryOpensAt: z.string() });
export type BindMobileAnswer = z.infer<typeof bindMobileAnswerSchema>;

/**
 * `POST /wps/member/paymentPassword` (encrypted): sets the payment password (6 digits); every call needs the current
 * login password. Changing one needs the old payment password (wrong ones count toward the payment-password lock) or a
 * code sent to the bound number (a reset, held for 24 hours after the number changed: RECOVERY_HELD).
 */
export const paymentPasswordRequestSchema = z.object({
  loginPassword,
  newPaymentPassword: z.string().check(z.maxLength(32)),
  confirmPaymentPassword: z.string().check(z.maxLength(32)),
  oldPaymentPassword: z.optional(z.string().check(z.maxLength(32))),
  verificationCode: z.optional(z.string().check(z.maxLength(255))),
});
export type PaymentPasswordRequest = z.infer<typeof paymentPasswordRequestSchema>;

const nothing = z.optional(z.nullable(z.unknown()));

export const securityCalls = {
  securityProfile: call({ method: "GET", path: "/wps/member/profile", module: "COMM3", access: "member", value: securityProfileSchema }),
  saveProfile: call({ method: "PUT", path: "/wps/member/profile", module: "COMM3", access: "member", encrypted: true, body: saveProfileRequestSchema, value: securityProfileSchema }),
  memberSmsCode: call({ method: "POST", path: "/wps/verification/sms/member", module: "COMM3", access: "member", body: memberSmsCodeRequestSchema, value: smsCodeAnswerSchema }),
  memberEmailCode: call({ method: "POST", path: "/wps/verification/email/member", module: "COMM3", access: "member", body: memberEmailCodeRequestSchema, value: smsCodeAnswerSchema }),
  bindMobile: call({ method: "POST", path: "/wps/member/mobile", module: "COMM3", access: "member", encrypted: true, body: bindMobileRequestSchema, value: bindMobileAnswerSchema }),
  setPaymentPassword: call({ method: "POST", path: "/wps/member/paymentPassword", module: "COMM3", access: "member", encrypted: true, body: paymentPasswordRequestSchema, value: nothing }),
} as const;
