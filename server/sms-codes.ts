import { randomInt, timingSafeEqual } from "node:crypto";
import type { Client } from "@libsql/client";
import { lastSms, recordSms, recordWrongEntry, SMS_EXPIRED_MINUTES, SMS_MAX_WRONG } from "./store/sms";

/** Six digits from the secure random source. */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** What a code is for: it only unlocks that (a login code does not register). */
export type SmsPurpose = "login" | "resetPassword" | "register" | "firebase" | "bindMobile" | "paymentPassword" | "oldMobile" | "ipVerification";

/**
 * Puts a fresh code for `purpose` in the outbox (the SMS gateway's stand-in), living SMS_EXPIRED_MINUTES of server time.
 * Only through the sender policy (server/senders/send.ts), which counts it first. A number with no account gets a row
 * with no code (`delivered: false`): nothing is sent, no entry can match it, and it expires and counts wrong entries
 * as a real one does, so the answers for that number are those of a real one.
 */
export function recordCode(db: Client, sms: { mobile: string; purpose: SmsPurpose; now: number; ip: string; delivered: boolean }): Promise<void> {
  return recordSms(db, { mobile: sms.mobile, code: sms.delivered ? newSmsCode() : "", purpose: sms.purpose, createdAt: sms.now, expiresAt: sms.now + SMS_EXPIRED_MINUTES * 60_000, ip: sms.ip });
}

export type CodeCheck =
  | { ok: true; smsId: number }
  /** missing: nothing entered; none: no code was ever sent; invalid: wrong, used or dead; expired: too old. */
  | { ok: false; reason: "missing" | "none" | "invalid" | "expired" };

function sameCode(entered: string, expected: string): boolean {
  const a = Buffer.from(entered);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Checks an entered code against the last code sent to `mobile` for `purpose`, without using it up
 * (the caller does that together with what the code unlocks). A wrong entry counts; the fifth kills the code.
 */
export async function checkSmsCode(db: Client, mobile: string, purpose: string, entered: string | undefined, now: number): Promise<CodeCheck> {
  const code = entered?.trim() ?? "";
  if (!code) return { ok: false, reason: "missing" };
  const sms = await lastSms(db, [mobile], purpose);
  if (!sms) return { ok: false, reason: "none" };
  if (sms.used || sms.attempts >= SMS_MAX_WRONG) return { ok: false, reason: "invalid" };
  if (now > sms.expiresAt) return { ok: false, reason: "expired" };
  if (!sameCode(code, sms.code)) {
    await recordWrongEntry(db, sms.id);
    return { ok: false, reason: "invalid" };
  }
  return { ok: true, smsId: sms.id };
}
