import * as z from "zod/mini";

/** Every JSON answer of the platform: `{ success, value, message, errorCode }`. */
export const envelopeSchema = z.object({
  success: z.boolean(),
  value: z.optional(z.unknown()),
  message: z.optional(z.nullable(z.string())),
  errorCode: z.optional(z.nullable(z.string())),
});
export type Envelope<T = unknown> = {
  success: boolean;
  value?: T;
  message?: string | null;
  errorCode?: string | null;
};

/** Error codes the reference server and the live platform are known to use. */
export const ErrorCode = {
  notLoggedIn: "login.not.session",
  maintenance: "function.not.available",
  systemBusy: "system busy",
  userNotExist: "USER_NOT_EXIST",
  passwordIncorrect: "PASSWORD_INCORRECT",
  captchaRequired: "CAPTCHA_REQUIRED",
  captchaInvalid: "CAPTCHA_INVALID",
  domainInvalid: "DOMAIN_INVALID",
  invalidRequest: "INVALID_REQUEST",
  decryptFailed: "DECRYPT_FAILED",
  /** A login of an account that is not a member account (spec.md: "Non-member account unable to login"). */
  nonMember: "NON_MEMBER_ACCOUNT",
  /** A login from an address the account has not used: extra verification needed. */
  ipVerification: "IP_VERIFICATION_REQUIRED",
  tooManyAttempts: "TOO_MANY_ATTEMPTS",
  smsTooMany: "SMS_TOO_MANY_REQUESTS",
  smsCodeInvalid: "SMS_CODE_INVALID",
  smsCodeExpired: "SMS_CODE_EXPIRED",
  smsCodeMissing: "SMS_CODE_MISSING",
  phoneInvalid: "PHONE_INVALID",
  verificationRequired: "VERIFICATION_REQUIRED",
  userEmailNotExist: "USER_EMAIL_NOT_EXIST",
  oldPasswordIncorrect: "OLD_PASSWORD_INCORRECT",
  passwordRule: "PASSWORD_RULE",
  freePlayDisabled: "FREEPLAY_DISABLED",
  functionDisabled: "FUNCTION_NOT_ENABLED",
  /** Registration: the invitation (affiliate) code is unknown on this domain. */
  invalidInvitation: "INVALID_INVITATION_CODE",
  usernameTaken: "USERNAME_EXISTS",
  mobileTaken: "MOBILE_EXISTS",
  /** Registration: the human-verification proof is missing, wrong, expired or used. */
  humanVerificationFailed: "HUMAN_VERIFICATION_FAILED",
  /** Registration: a field breaks the register settings; `value` is `{ field, rule }` (see registerFieldFaultSchema). */
  fieldInvalid: "FIELD_INVALID",
  termsRequired: "TERMS_REQUIRED",
  /** Launch: the game is under maintenance (the client suggests popular games). */
  gameMaintenance: "GAME_MAINTENANCE",
  /** Launch by a trial account: a real account is needed. */
  realAccountRequired: "REAL_ACCOUNT_REQUIRED",
  gameNotFound: "GAME_NOT_FOUND",
} as const;
