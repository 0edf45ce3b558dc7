import type { ErrorInfo } from "../../../contract";

/** Firebase's auth error codes, as the catalogue's phone-provider messages (spec.md section 8). */
const FIREBASE_CODES: Record<string, string> = {
  "auth/invalid-phone-number": "PHONE_INVALID",
  "auth/missing-phone-number": "PHONE_INVALID",
  "auth/too-many-requests": "SMS_TOO_MANY_REQUESTS",
  "auth/invalid-verification-code": "SMS_CODE_INVALID",
  "auth/missing-verification-code": "SMS_CODE_MISSING",
  "auth/code-expired": "SMS_CODE_EXPIRED",
  "auth/captcha-check-failed": "PROVIDER_CAPTCHA_INVALID",
  "auth/invalid-app-credential": "PROVIDER_CAPTCHA_INVALID",
  "auth/quota-exceeded": "SMS_QUOTA",
  "auth/operation-not-allowed": "FUNCTION_NOT_ENABLED",
  "auth/popup-closed-by-user": "PROVIDER_POPUP_CLOSED",
  "auth/cancelled-popup-request": "PROVIDER_POPUP_CLOSED",
};

/** An outside provider's failure as the machines' ErrorInfo; what is already one passes through. */
export function providerError(error: unknown): ErrorInfo {
  const value = error as { kind?: unknown; code?: unknown } | null;
  if (value && typeof value.kind === "string") return error as ErrorInfo;
  const code = typeof value?.code === "string" ? FIREBASE_CODES[value.code] : undefined;
  return code ? { kind: "server", errorCode: code } : { kind: "unknown" };
}
