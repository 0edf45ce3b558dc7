import { ErrorCode } from "../contract";
import { failure, type Outcome } from "./call-route";
import type { Lang } from "./lang";
import { text } from "./messages";
import type { CodeCheck, SmsPurpose } from "./sms-codes";

/**
 * The answer to a refused SMS code. `none` (no code was ever sent) is VERIFICATION_REQUIRED for password
 * recovery and SMS_CODE_INVALID for a login or a registration.
 */
export function smsCodeFailure(lang: Lang, reason: Extract<CodeCheck, { ok: false }>["reason"], purpose: SmsPurpose): Outcome<never> {
  switch (reason) {
    case "missing":
      return failure(200, ErrorCode.smsCodeMissing, text(lang, "smsCodeMissing"));
    case "expired":
      return failure(200, ErrorCode.smsCodeExpired, text(lang, "smsCodeExpired"));
    case "none":
      if (purpose === "resetPassword") return failure(200, ErrorCode.verificationRequired, text(lang, "verificationRequired"));
      return failure(200, ErrorCode.smsCodeInvalid, text(lang, "smsCodeInvalid"));
    case "invalid":
      return failure(200, ErrorCode.smsCodeInvalid, text(lang, "smsCodeInvalid"));
  }
}
