import type { Client } from "@libsql/client";
import { num } from "./values";

/** Whether logging in as `username` needs a captcha (after a failed attempt). */
export async function needsCaptcha(db: Client, username: string): Promise<boolean> {
  const result = await db.execute({ sql: "SELECT captcha_required FROM login_guard WHERE username = ?", args: [username] });
  const row = result.rows[0];
  return row ? num(row, "captcha_required") !== 0 : false;
}

/** Records a failed login: from now on the username needs a captcha. */
export async function recordLoginFailure(db: Client, username: string, now: number): Promise<void> {
  await db.execute({
    sql: `INSERT INTO login_guard (username, captcha_required, failures, updated_at) VALUES (?, 1, 1, ?)
          ON CONFLICT (username) DO UPDATE SET captcha_required = 1, failures = failures + 1, updated_at = excluded.updated_at`,
    args: [username, now],
  });
}

/** A successful login forgets earlier failures. */
export async function clearLoginFailures(db: Client, username: string): Promise<void> {
  await db.execute({ sql: "DELETE FROM login_guard WHERE username = ?", args: [username] });
}
