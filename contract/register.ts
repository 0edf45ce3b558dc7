import * as z from "zod/mini";
import { REGISTER_VARIANTS, type RegisterVariant } from "./rules/register";
import { firebaseLinkSchema } from "./providers";

/** The user object of a registration (spec.md section 3); fields the settings do not enable are left out. */
export const REGISTER_FIELDS = [
  "username",
  "password",
  "confirmPassword",
  "payeeName",
  "email",
  "qqNum",
  "mobileNum",
  "recommenderId",
  "captcha",
  "verificationCode",
  "affiliateCode",
  "paymentPassword",
  "line",
  "whatsapp",
  "facebook",
  "wechat",
  "idNumber",
  "referralCode",
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** `type register` registers by username; `registerMobile` uses the mobile number as the username. */
export const registerVariantSchema = z.enum(REGISTER_VARIANTS);
export type { RegisterVariant };

/** The user object; a field the settings do not enable is left out. */
export const registerUserSchema = z.object({
  username: z.optional(z.string()),
  password: z.optional(z.string()),
  confirmPassword: z.optional(z.string()),
  payeeName: z.optional(z.string()),
  email: z.optional(z.string()),
  qqNum: z.optional(z.string()),
  mobileNum: z.optional(z.string()),
  recommenderId: z.optional(z.string()),
  captcha: z.optional(z.string()),
  verificationCode: z.optional(z.string()),
  affiliateCode: z.optional(z.string()),
  paymentPassword: z.optional(z.string()),
  line: z.optional(z.string()),
  whatsapp: z.optional(z.string()),
  facebook: z.optional(z.string()),
  wechat: z.optional(z.string()),
  idNumber: z.optional(z.string()),
  referralCode: z.optional(z.string()),
});

/** `PUT /wps/member/register` and `/wps/member/register/mobile` (encrypted): the user object plus the extras. */
export const registerRequestSchema = z.extend(registerUserSchema, {
  countryDialingCode: z.string(),
  domain: z.string(),
  login: z.literal(true),
  registerUrl: z.string(),
  registerMethod: z.literal("WEB"),
  /** The human-verification provider's proof (the reference server's: a base64 ALTCHA payload). */
  humanVerification: z.string(),
  firebaseChannel: z.optional(z.literal("sms")),
  firebaseIdToken: z.optional(z.string()),
  /** The answer to FIREBASE_LINK_CHOICE (see providers.ts). */
  firebaseLink: z.optional(firebaseLinkSchema),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** `POST /wps/verification/sms/register`: a code for registration (the number must not belong to a member yet). */
export const registerSmsCodeRequestSchema = z.object({
  countryDialingCode: z.string(),
  mobileNo: z.string(),
  type: registerVariantSchema,
  /** The bot check (spec.md section 7): the human-verification proof, as registration sends it; used up by the send. */
  humanVerification: z.optional(z.string()),
});
export type RegisterSmsCodeRequest = z.infer<typeof registerSmsCodeRequestSchema>;

/** `POST /wps/agent/affiliate`: is this invitation (affiliate) code valid on this domain? Answers success or not. */
export const affiliateCheckRequestSchema = z.object({ data: z.object({ code: z.string(), domain: z.string() }) });
export type AffiliateCheckRequest = z.infer<typeof affiliateCheckRequestSchema>;

/**
 * `GET /wps/verification/challenge` (design: the reference environment's human verification): an ALTCHA
 * proof-of-work challenge the browser solves; the live platform's provider plugs in behind the same actor.
 */
export const humanChallengeSchema = z.object({
  parameters: z.looseObject({ algorithm: z.string(), nonce: z.string(), salt: z.string(), cost: z.number(), keyLength: z.number(), keyPrefix: z.string() }),
  signature: z.optional(z.string()),
});
export type HumanChallenge = z.infer<typeof humanChallengeSchema>;

/** The `value` of a FIELD_INVALID refusal: which field broke which rule (the client shows its own message for it). */
export const registerFieldFaultSchema = z.object({
  field: z.string(),
  rule: z.enum(["required", "length", "pattern", "mismatch", "maxLength"]),
});
export type RegisterFieldFault = z.infer<typeof registerFieldFaultSchema>;
