import * as z from "zod/mini";
import { call } from "./call";
import { loginAnswerSchema } from "./member";
import { smsCodeAnswerSchema } from "./auth";

/**
 * Extra verification of a sign-in from an address the account has not used (spec.md names the refusal,
 * "unregistered-IP login requires extra verification", and shows no way through, so the calls are designed here).
 *
 * 1. `POST /wps/session/login` with the right password from an unknown address answers `IP_VERIFICATION_REQUIRED`
 *    with `value` = `ipVerificationValueSchema`: a ticket (reachable only after the right password) and the member's
 *    registered mobile, masked.
 * 2. `POST /wps/session/login/ipVerification/sms { ticket }` sends a code to that mobile (sender policy limits).
 * 3. `POST /wps/session/login/ipVerification { ticket, verificationCode, loginDeviceId }` (encrypted) answers a login
 *    and remembers the address for the member.
 */
export const ipVerificationValueSchema = z.object({
  /** Opaque, single use, bound to the member and the address that asked, 10 minutes. */
  ticket: z.string(),
  /** The registered mobile masked, e.g. `08x-xxx-1234`. */
  mobile: z.string(),
});
export type IpVerificationValue = z.infer<typeof ipVerificationValueSchema>;

/** Minutes an IP-verification ticket lives. */
export const IP_TICKET_MINUTES = 10;

export const ipVerificationSmsRequestSchema = z.object({ ticket: z.string().check(z.maxLength(128)) });
export type IpVerificationSmsRequest = z.infer<typeof ipVerificationSmsRequestSchema>;

export const ipVerificationRequestSchema = z.object({
  ticket: z.string().check(z.maxLength(128)),
  verificationCode: z.string().check(z.maxLength(16)),
  loginDeviceId: z.string(),
});
export type IpVerificationRequest = z.infer<typeof ipVerificationRequestSchema>;

export const ipVerificationCalls = {
  ipVerificationSmsCode: call({
    method: "POST",
    path: "/wps/session/login/ipVerification/sms",
    module: "COMM3",
    access: "guest",
    body: ipVerificationSmsRequestSchema,
    value: smsCodeAnswerSchema,
  }),
  ipVerificationLogin: call({
    method: "POST",
    path: "/wps/session/login/ipVerification",
    module: "COMM3",
    access: "guest",
    encrypted: true,
    body: ipVerificationRequestSchema,
    value: loginAnswerSchema,
  }),
};
