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
} as const;
