import type { Client, InStatement } from "@libsql/client";
import { timingSafeEqual } from "node:crypto";
import { newSmsCode } from "../sms-codes";

/** A mailed code lives this long, ... */
export const EMAIL_CODE_MINUTES = 10;
/** ... one is sent per member at most this often and this many an hour, ... */
export const EMAIL_CODE_RESEND_MS = 60_000;
export const EMAIL_CODE_PER_HOUR = 5;
/** ... and this many wrong entries kill it. */
export const EMAIL_CODE_MAX_WRONG = 5;

/**
 * Records a fresh code for the member's current address unless one was sent within EMAIL_CODE_RESEND_MS or
 * EMAIL_CODE_PER_HOUR within the hour (one statement, so two sends at once cannot both pass). The caller mails it.
 */
export async function newEmailCode(db: Client, memberId: number, address: string, now: number): Promise<string | undefined> {
  const code = newSmsCode();
  const result = await db.execute({
    sql: `INSERT INTO email_codes (member_id, address, code, created_at, expires_at)
          SELECT ?, ?, ?, ?, ?
          WHERE NOT EXISTS (SELECT 1 FROM email_codes WHERE member_id = ? AND created_at > ?)
            AND (SELECT COUNT(*) FROM email_codes WHERE member_id = ? AND created_at > ?) < ?`,
    args: [memberId, address, code, now, now + EMAIL_CODE_MINUTES * 60_000, memberId, now - EMAIL_CODE_RESEND_MS, memberId, now - 60 * 60_000, EMAIL_CODE_PER_HOUR],
  });
  return result.rowsAffected === 1 ? code : undefined;
}

export type EmailCodeCheck = { ok: true; id: number } | { ok: false; reason: "missing" | "invalid" | "expired" };

/** Checks an entered code against the last one mailed to the member at `address`, without using it up; a wrong entry counts. */
export async function checkEmailCode(db: Client, memberId: number, address: string, entered: string | undefined, now: number): Promise<EmailCodeCheck> {
  const given = entered?.trim() ?? "";
  if (!given) return { ok: false, reason: "missing" };
  const row = (
    await db.execute({
      sql: "SELECT id, code, expires_at, used, attempts FROM email_codes WHERE member_id = ? AND address = ? ORDER BY id DESC LIMIT 1",
      args: [memberId, address],
    })
  ).rows[0];
  if (!row || Number(row.used) === 1 || Number(row.attempts) >= EMAIL_CODE_MAX_WRONG) return { ok: false, reason: "invalid" };
  if (now > Number(row.expires_at)) return { ok: false, reason: "expired" };
  const a = Buffer.from(given);
  const b = Buffer.from(String(row.code));
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    await db.execute({ sql: "UPDATE email_codes SET attempts = attempts + 1 WHERE id = ?", args: [Number(row.id)] });
    return { ok: false, reason: "invalid" };
  }
  return { ok: true, id: Number(row.id) };
}

/** Uses code `id` up; rowsAffected 1 only for the one caller that used it. */
export function useEmailCodeStatement(id: number): InStatement {
  return { sql: "UPDATE email_codes SET used = 1 WHERE id = ? AND used = 0 AND attempts < ?", args: [id, EMAIL_CODE_MAX_WRONG] };
}
