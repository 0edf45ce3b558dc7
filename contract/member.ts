import * as z from "zod/mini";
import { breakSchema } from "./safer-play";

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
  /** Set while a time-out or self-exclusion is in force: the session is withdraw-only until `until`. */
  restricted: z.optional(z.nullable(breakSchema)),
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
  /** Set when a time-out or self-exclusion is in force: the session opened is withdraw-only until `until`. */
  restricted: z.optional(z.nullable(breakSchema)),
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
  /**
   * Deposit and withdrawal requests of the member still waiting for the operator (the reference server's addition; the
   * live platform's answer is not known to carry it). While it is above 0 the header reads the balance again within
   * seconds, so an approval shows without a manual refresh; without it, every minute.
   */
  pendingRequests: z.optional(z.number()),
});
export type Balance = z.infer<typeof balanceSchema>;

/**
 * The session hand-over to another of the site's addresses (the connection chooser): the signed-in address asks for a
 * short-lived single-use code, the chosen address redeems it for a session of its own. The token never travels in a
 * URL. Not a known platform call: the reference server's design (docs/features.md).
 */
export const handoverIssueAnswerSchema = z.object({ code: z.string(), expiresInSeconds: z.number() });
export type HandoverIssueAnswer = z.infer<typeof handoverIssueAnswerSchema>;
export const handoverRedeemRequestSchema = z.object({ code: z.string().check(z.minLength(1), z.maxLength(100)) });
export const handoverRedeemAnswerSchema = z.object({ token: z.string() });

/** `GET /wps/relay/CSP_unreadCount`. */
export const unreadCountSchema = z.object({ count: z.number() });
