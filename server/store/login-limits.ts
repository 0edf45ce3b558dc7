import type { Client, InStatement } from "@libsql/client";
import { num } from "./values";

/** Failures counted over this window; a lock lasts as long. */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LIMITS = { account: 5, address: 20, payment: 5 } as const;

export type LimitScope = keyof typeof LIMITS;
export type LimitKey = { scope: LimitScope; key: string };

/** Whether any of the keys is locked at `now`. */
export async function isLocked(db: Client, keys: LimitKey[], now: number): Promise<boolean> {
  return (await lockedUntil(db, keys, now)) !== undefined;
}

/** When the latest lock of the keys ends, if one holds at `now`. */
export async function lockedUntil(db: Client, keys: LimitKey[], now: number): Promise<number | undefined> {
  let until: number | undefined;
  for (const { scope, key } of keys) {
    const result = await db.execute({ sql: "SELECT until FROM login_locks WHERE scope = ? AND key = ?", args: [scope, key] });
    const row = result.rows[0];
    if (row && num(row, "until") > now) until = Math.max(until ?? 0, num(row, "until"));
  }
  return until;
}

/** Counts a failure against each key; a key reaching its limit within the window is locked for the window. */
export async function recordFailure(db: Client, keys: LimitKey[], now: number): Promise<void> {
  const statements: InStatement[] = [];
  for (const { scope, key } of keys) {
    statements.push(
      { sql: "INSERT INTO login_failures (scope, key, at) VALUES (?, ?, ?)", args: [scope, key, now] },
      {
        sql: `INSERT INTO login_locks (scope, key, until)
              SELECT ?, ?, ? WHERE (SELECT COUNT(*) FROM login_failures WHERE scope = ? AND key = ? AND at > ?) >= ?
              ON CONFLICT (scope, key) DO UPDATE SET until = excluded.until`,
        args: [scope, key, now + LOGIN_WINDOW_MS, scope, key, now - LOGIN_WINDOW_MS, LIMITS[scope]],
      },
    );
  }
  await db.batch(statements, "write");
}

/** A right password forgets the account's failures. */
export async function clearFailures(db: Client, key: LimitKey): Promise<void> {
  await db.batch(
    [
      { sql: "DELETE FROM login_failures WHERE scope = ? AND key = ?", args: [key.scope, key.key] },
      { sql: "DELETE FROM login_locks WHERE scope = ? AND key = ?", args: [key.scope, key.key] },
    ],
    "write",
  );
}

/** Drops failures and locks that no longer count. */
export async function purgeOldFailures(db: Client, now: number): Promise<void> {
  await db.batch(
    [
      { sql: "DELETE FROM login_failures WHERE at <= ?", args: [now - LOGIN_WINDOW_MS] },
      { sql: "DELETE FROM login_locks WHERE until <= ?", args: [now] },
    ],
    "write",
  );
}
