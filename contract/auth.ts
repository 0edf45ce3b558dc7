import * as z from "zod/mini";

/** A country the dialling-code picker offers. */
export const countrySchema = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  name: z.string(),
});
export type Country = z.infer<typeof countrySchema>;
/** `GET /wps/system/countries`: the countries a merchant accepts mobile numbers from (design: not shown in spec.md). */
export const countriesSchema = z.array(countrySchema);

/** `POST /wps/verification/sms/noLogin` (login and password recovery codes). */
export const smsCodeRequestSchema = z.object({
  mobileNum: z.string(),
  countryDialingCode: z.string(),
  /** What the code is for; the server keeps separate outboxes per purpose. */
  purpose: z.enum(["login", "resetPassword"]),
  /** The human-verification proof (as registration sends it): no session stands behind this request. */
  humanVerification: z.optional(z.string().check(z.maxLength(4096))),
});
export type SmsCodeRequest = z.infer<typeof smsCodeRequestSchema>;
/** `expiredMinutes`: the code's lifetime; the send button waits 60 s times this. */
export const smsCodeAnswerSchema = z.object({ expiredMinutes: z.number() });
export type SmsCodeAnswer = z.infer<typeof smsCodeAnswerSchema>;

/** `POST /wps/member/password` (encrypted, member). The old password may be omitted when the server knows it (forced change). */
export const changePasswordRequestSchema = z.object({
  oldPassword: z.optional(z.string()),
  newPassword: z.string(),
  confirmNewPassword: z.string(),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** `POST /wps/member/password/email` (form-encoded). */
export const forgotPasswordEmailRequestSchema = z.object({
  username: z.string(),
  email: z.string(),
  /** The human-verification proof: no session stands behind this request. */
  humanVerification: z.optional(z.string().check(z.maxLength(4096))),
});
export type ForgotPasswordEmailRequest = z.infer<typeof forgotPasswordEmailRequestSchema>;

/** `POST /wps/member/password/verification` (encrypted): set a new password with an SMS code; answers a login. */
export const resetPasswordByPhoneRequestSchema = z.object({
  mobileNum: z.string(),
  countryDialingCode: z.string(),
  verificationCode: z.string(),
  newPassword: z.string(),
});
export type ResetPasswordByPhoneRequest = z.infer<typeof resetPasswordByPhoneRequestSchema>;

/**
 * Reset by e-mail link (designed here; spec.md names a reset-password screen but no call). The mail of
 * `POST /wps/member/password/email` carries `/reset-password?token=<token>`: single use, 30 minutes, 5 tries.
 * `POST /wps/member/password/reset/check` answers whose password the link resets and until when.
 */
export const resetTokenRequestSchema = z.object({ token: z.string() });
export type ResetTokenRequest = z.infer<typeof resetTokenRequestSchema>;
export const resetTokenAnswerSchema = z.object({ username: z.string(), expiresAt: z.string() });
export type ResetTokenAnswer = z.infer<typeof resetTokenAnswerSchema>;

/** `POST /wps/member/password/reset` (encrypted): the new password for the link's account; every session ends. */
export const resetPasswordByLinkRequestSchema = z.object({ token: z.string(), newPassword: z.string(), confirmNewPassword: z.string() });
export type ResetPasswordByLinkRequest = z.infer<typeof resetPasswordByLinkRequestSchema>;

/** `POST /wps/session/login/freeplay` (encrypted headers, `X-Gateway-Version: 3`). */
export const freePlayRequestSchema = z.object({ os: z.string(), platform: z.literal("W") });
export type FreePlayRequest = z.infer<typeof freePlayRequestSchema>;
