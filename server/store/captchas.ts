import type { Client } from "@libsql/client";
import { CAPTCHA_TTL_MS } from "../site";
import { bool, num, str } from "./values";

/** Stores the answer of the captcha just issued to client `cid` (replacing an earlier one). */
export async function saveCaptcha(db: Client, cid: string, answer: string, now: number): Promise<void> {
  await db.execute({
    sql: `INSERT INTO captchas (cid, answer, issued_at, used) VALUES (?, ?, ?, 0)
          ON CONFLICT (cid) DO UPDATE SET answer = excluded.answer, issued_at = excluded.issued_at, used = 0`,
    args: [cid, answer, now],
  });
}

/** Checks an answer; the captcha is used up by any check, right or wrong. */
export async function consumeCaptcha(db: Client, cid: string, answer: string, now: number): Promise<boolean> {
  // One statement marks it used and reads it, so two logins at the same moment cannot both use one answer.
  const result = await db.execute({ sql: "UPDATE captchas SET used = 1 WHERE cid = ? AND used = 0 RETURNING answer, issued_at", args: [cid] });
  const row = result.rows[0];
  if (!row) return false;
  if (now - num(row, "issued_at") > CAPTCHA_TTL_MS) return false;
  return str(row, "answer") === answer.trim();
}

/** The last captcha issued to `cid` (for the dev route). */
export async function lastCaptcha(db: Client, cid: string): Promise<{ answer: string; issuedAt: number; used: boolean } | undefined> {
  const result = await db.execute({ sql: "SELECT answer, issued_at, used FROM captchas WHERE cid = ?", args: [cid] });
  const row = result.rows[0];
  return row ? { answer: str(row, "answer"), issuedAt: num(row, "issued_at"), used: bool(row, "used") } : undefined;
}
