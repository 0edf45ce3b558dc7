import { randomInt, timingSafeEqual } from "node:crypto";
import type { Client } from "@libsql/client";
import { lastSms, recordSmsWithinLimits, recordWrongEntry, SMS_EXPIRED_MINUTES, SMS_MAX_WRONG, type SenderLimits } from "./store/sms";

/** Six digits from the secure random source. */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** What a code is for: it only unlocks that (a login code does not register). */
export type SmsPurpose = "login" | "resetPassword" | "register" | "firebase" | "bindMobile" | "paymentPassword" | "oldMobile";

/**
 * "Sends" a fresh code to `mobile` (international form) for `purpose`: records it in the outbox unless the
 * per-number limits refuse (then false). It lives SMS_EXPIRED_MINUTES of server time.
 */
export function sendSmsCode(db: Client, mobile: string, purpose: SmsPurpose, now: number, sender?: SenderLimits): Promise<boolean> {
  return recordSmsWithinLimits(db, { mobile, code: newSmsCode(), purpose, createdAt: now, expiresAt: now + SMS_EXPIRED_MINUTES * 60_000 }, sender);
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
