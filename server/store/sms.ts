import type { Client } from "@libsql/client";
import { bool, num, str } from "./values";

export type SmsRecord = { mobile: string; code: string; purpose: string; createdAt: number; expiresAt: number; used: boolean };

/** Records a code "sent" to a number (the outbox stands in for an SMS gateway). */
export async function recordSms(db: Client, sms: Omit<SmsRecord, "used">): Promise<void> {
  await db.execute({
    sql: "INSERT INTO sms_outbox (mobile, code, purpose, created_at, expires_at, used) VALUES (?, ?, ?, ?, ?, 0)",
    args: [sms.mobile, sms.code, sms.purpose, sms.createdAt, sms.expiresAt],
  });
}

/** The last code sent to a number. */
export async function lastSms(db: Client, mobile: string): Promise<SmsRecord | undefined> {
  const result = await db.execute({
    sql: "SELECT mobile, code, purpose, created_at, expires_at, used FROM sms_outbox WHERE mobile = ? ORDER BY id DESC LIMIT 1",
    args: [mobile],
  });
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    mobile: str(row, "mobile"),
    code: str(row, "code"),
    purpose: str(row, "purpose"),
    createdAt: num(row, "created_at"),
    expiresAt: num(row, "expires_at"),
    used: bool(row, "used"),
  };
}
