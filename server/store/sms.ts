import type { Client, InStatement, Row } from "@libsql/client";
import { bool, num, str } from "./values";

/** A code lives this long (`expiredMinutes` of the answer; the platform allows at most 10). */
export const SMS_EXPIRED_MINUTES = 5;
/** Wrong entries after which a code is dead. */
export const SMS_MAX_WRONG = 5;
export type SmsRecord = { id: number; mobile: string; code: string; purpose: string; createdAt: number; expiresAt: number; used: boolean; attempts: number };
export type NewSms = Pick<SmsRecord, "mobile" | "code" | "purpose" | "createdAt" | "expiresAt"> & { ip?: string };

const COLUMNS = "id, mobile, code, purpose, created_at, expires_at, used, attempts";

function toSms(row: Row): SmsRecord {
  return {
    id: num(row, "id"),
    mobile: str(row, "mobile"),
    code: str(row, "code"),
    purpose: str(row, "purpose"),
    createdAt: num(row, "created_at"),
    expiresAt: num(row, "expires_at"),
    used: bool(row, "used"),
    attempts: num(row, "attempts"),
  };
}

/** Records a code "sent" to a number (the outbox stands in for an SMS gateway; an empty code was not delivered). */
export async function recordSms(db: Client, sms: NewSms): Promise<void> {
  await db.execute({
    sql: "INSERT INTO sms_outbox (mobile, code, purpose, created_at, expires_at, used, ip) VALUES (?, ?, ?, ?, ?, 0, ?)",
    args: [sms.mobile, sms.code, sms.purpose, sms.createdAt, sms.expiresAt, sms.ip ?? null],
  });
}

/** The last code sent to any of `mobiles` (optionally for one purpose). */
export async function lastSms(db: Client, mobiles: string[], purpose?: string): Promise<SmsRecord | undefined> {
  if (mobiles.length === 0) return undefined;
  const result = await db.execute({
    sql: `SELECT ${COLUMNS} FROM sms_outbox WHERE mobile IN (${mobiles.map(() => "?").join(", ")}) ${purpose ? "AND purpose = ?" : ""}
          ORDER BY id DESC LIMIT 1`,
    args: purpose ? [...mobiles, purpose] : mobiles,
  });
  const row = result.rows[0];
  return row ? toSms(row) : undefined;
}

/** Counts a wrong entry against a code. */
export async function recordWrongEntry(db: Client, id: number): Promise<void> {
  await db.execute({ sql: "UPDATE sms_outbox SET attempts = attempts + 1 WHERE id = ?", args: [id] });
}

/** SQL true while code `id` is still usable; each statement of a consuming batch carries it. */
export function codeUsable(id: number): { sql: string; args: number[] } {
  return { sql: "EXISTS (SELECT 1 FROM sms_outbox WHERE id = ? AND used = 0 AND attempts < ?)", args: [id, SMS_MAX_WRONG] };
}

/** Uses code `id` up; put it last in a batch whose other statements are guarded by codeUsable. */
export function consumeCodeStatement(id: number): InStatement {
  return { sql: "UPDATE sms_outbox SET used = 1 WHERE id = ? AND used = 0 AND attempts < ?", args: [id, SMS_MAX_WRONG] };
}
