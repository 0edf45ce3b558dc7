import * as z from "zod/mini";

export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;
export const MEMBER_TYPES = [0, 3] as const;

/** `GET /wps/member/info`. */
export const memberInfoSchema = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.nullable(z.string()),
  userName: z.string(),
  type: z.number(),
  clubLabel: z.optional(z.nullable(z.object({ labelName: z.string() }))),
  vipRankLevel: z.optional(z.nullable(z.number())),
  regDate: z.string(),
  mobile: z.nullable(z.string()),
  availablePromoCount: z.optional(z.number()),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export type MemberRole = "member" | "trial" | "agent";

/** Member type to role; an unknown type is `undefined` and must be handled by the caller. */
export function roleOfType(type: number): MemberRole | undefined {
  if (type === TRIAL_TYPE) return "trial";
  if ((AGENT_TYPES as readonly number[]).includes(type)) return "agent";
  if ((MEMBER_TYPES as readonly number[]).includes(type)) return "member";
  return undefined;
}

/** `POST /wps/session/login` (encrypted body). */
export const loginRequestSchema = z.object({
  username: z.string(),
  password: z.string(),
  type: z.enum(["username", "sms"]),
  loginDeviceId: z.string(),
  captcha: z.optional(z.string()),
  mobileNum: z.optional(z.string()),
  countryDialingCode: z.optional(z.string()),
  verificationCode: z.optional(z.string()),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const loginAnswerSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  id: z.number(),
  userName: z.string(),
  customerType: z.number(),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
/** The `value` of a failed login when the server wants a captcha next time. */
export const loginFailureValueSchema = z.object({ captcha: z.boolean() });

/** `GET /wps/v2/wallets/balance?typeId=0`. */
export const balanceSchema = z.object({
  sumBalance: z.number(),
  balance: z.array(z.object({ accountTypeId: z.number(), availBalance: z.number() })),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type Balance = z.infer<typeof balanceSchema>;

/** `GET /wps/relay/CSP_unreadCount`. */
export const unreadCountSchema = z.object({ count: z.number() });
