import type { Client, InStatement, Row } from "@libsql/client";
import { bool, num, str } from "./values";

/** A code lives this long (`expiredMinutes` of the answer; the platform allows at most 10). */
export const SMS_EXPIRED_MINUTES = 5;
/** At most one send per number in this time ... */
export const SMS_RESEND_MS = 60_000;
/** ... and this many per hour. */
export const SMS_PER_HOUR = 5;
/** Wrong entries after which a code is dead. */
export const SMS_MAX_WRONG = 5;
/** Registration codes (to numbers nobody owns yet): at most this many per address and overall within the window. */
export const REGISTER_SMS_WINDOW_MS = 5 * 60_000;
export const REGISTER_SMS_PER_ADDRESS = 3;
export const REGISTER_SMS_OVERALL = 100;

/** Limits of the sender's address and of everyone together, for one purpose (registration). */
export type SenderLimits = { ip: string; windowMs: number; perAddress: number; overall: number };

export type SmsRecord = { id: number; mobile: string; code: string; purpose: string; createdAt: number; expiresAt: number; used: boolean; attempts: number };
export type NewSms = Pick<SmsRecord, "mobile" | "code" | "purpose" | "createdAt" | "expiresAt">;

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

/** Records a code "sent" to a number (the outbox stands in for an SMS gateway). */
export async function recordSms(db: Client, sms: NewSms): Promise<void> {
  await db.execute({
    sql: "INSERT INTO sms_outbox (mobile, code, purpose, created_at, expires_at, used) VALUES (?, ?, ?, ?, ?, 0)",
    args: [sms.mobile, sms.code, sms.purpose, sms.createdAt, sms.expiresAt],
  });
}

/**
 * Records a code unless the number was sent one within SMS_RESEND_MS or SMS_PER_HOUR within an hour.
 * With `sender`, also unless the address or everyone together reached the sender limits within their window.
 * One statement, so two sends at the same moment cannot both pass. Returns whether it was recorded.
 */
export async function recordSmsWithinLimits(db: Client, sms: NewSms, sender?: SenderLimits): Promise<boolean> {
  const senderSql = sender
    ? ` AND (SELECT COUNT(*) FROM sms_outbox WHERE purpose = ? AND ip = ? AND created_at > ?) < ?
        AND (SELECT COUNT(*) FROM sms_outbox WHERE purpose = ? AND created_at > ?) < ?`
    : "";
  const senderArgs = sender
    ? [sms.purpose, sender.ip, sms.createdAt - sender.windowMs, sender.perAddress, sms.purpose, sms.createdAt - sender.windowMs, sender.overall]
    : [];
  const result = await db.execute({
    sql: `INSERT INTO sms_outbox (mobile, code, purpose, created_at, expires_at, used, ip)
          SELECT ?, ?, ?, ?, ?, 0, ?
          WHERE NOT EXISTS (SELECT 1 FROM sms_outbox WHERE mobile = ? AND created_at > ?)
            AND (SELECT COUNT(*) FROM sms_outbox WHERE mobile = ? AND created_at > ?) < ?${senderSql}`,
    args: [
      sms.mobile, sms.code, sms.purpose, sms.createdAt, sms.expiresAt, sender?.ip ?? null,
      sms.mobile, sms.createdAt - SMS_RESEND_MS,
      sms.mobile, sms.createdAt - 60 * 60_000, SMS_PER_HOUR,
      ...senderArgs,
    ],
  });
  return result.rowsAffected === 1;
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
