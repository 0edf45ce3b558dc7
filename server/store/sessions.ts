import type { Client, InStatement, InValue } from "@libsql/client";
import { newToken } from "../crypto";
import { readCache } from "../read-cache";
import { SESSION_MAX_AGE_MS, SESSION_TTL_MS } from "../site";
import { num, str } from "./values";

export type SessionMember = { token: string; memberId: number; username: string; type: number };

export type Guard = { sql: string; args: InValue[] };

/**
 * The statements opening session `token`: the member's other sessions end ("logged in elsewhere").
 * With a guard, both happen only while the guard's SQL condition holds (e.g. an SMS code is unused).
 */
export function openSessionStatements(memberId: number, token: string, now: number, guard?: Guard): InStatement[] {
  const condition = guard ? ` AND ${guard.sql}` : "";
  const guardArgs = guard?.args ?? [];
  return [
    { sql: `DELETE FROM sessions WHERE member_id = ?${condition}`, args: [memberId, ...guardArgs] },
    { sql: `INSERT INTO sessions (token, member_id, created_at, last_used_at) SELECT ?, ?, ?, ? WHERE 1${condition}`, args: [token, memberId, now, now, ...guardArgs] },
  ];
}

/** Opens a session; the member's other sessions end ("logged in elsewhere"). */
export async function createSession(db: Client, memberId: number, now: number): Promise<string> {
  const token = newToken();
  await db.batch(openSessionStatements(memberId, token, now), "write");
  return token;
}

/**
 * Last use is written at most this often: a write per call (a balance poll, every page's calls) made the calls wait
 * on one another's writes; the idle expiry slides to within this much of the last use.
 */
export const TOUCH_GRANULARITY_MS = 30_000;

type SessionRow = { memberId: number; username: string; type: number; createdAt: number; lastUsedAt: number };

/**
 * Live sessions by token, as last read (server/read-cache.ts): any write naming `sessions` or `members` (a login ending
 * other sessions, logout, a password change, the purge, a reset, a change of a member) empties it, the last-use write
 * too. Expiry is still decided on every call from the row's times.
 */
const SESSION_TABLES = /\b(sessions|members)\b/i;

async function sessionRow(db: Client, token: string): Promise<SessionRow | undefined> {
  const cache = readCache<SessionRow>(db, "sessions", SESSION_TABLES);
  const cached = cache?.get(token);
  if (cached) return cached;
  const mark = cache?.mark() ?? 0;
  const result = await db.execute({
    sql: `SELECT s.member_id, s.created_at, s.last_used_at, m.username, m.type FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.token = ?`,
    args: [token],
  });
  const row = result.rows[0];
  if (!row) return undefined;
  const found: SessionRow = { memberId: num(row, "member_id"), username: str(row, "username"), type: num(row, "type"), createdAt: num(row, "created_at"), lastUsedAt: num(row, "last_used_at") };
  cache?.store(mark, token, found);
  return found;
}

/**
 * The session's member when the token is alive, sliding its idle expiry; a session idle for SESSION_TTL_MS or older
 * than SESSION_MAX_AGE_MS is deleted.
 */
export async function touchSession(db: Client, token: string, now: number): Promise<SessionMember | undefined> {
  const row = await sessionRow(db, token);
  if (!row) return undefined;
  if (now - row.lastUsedAt > SESSION_TTL_MS || now - row.createdAt > SESSION_MAX_AGE_MS) {
    await deleteSession(db, token);
    return undefined;
  }
  if (now - row.lastUsedAt >= TOUCH_GRANULARITY_MS) {
    await db.execute({ sql: "UPDATE sessions SET last_used_at = ? WHERE token = ?", args: [now, token] });
  }
  return { token, memberId: row.memberId, username: row.username, type: row.type };
}

/** Whether session `token` is alive at `now`, without counting this as a use (a chat socket's periodic look). */
export async function sessionAlive(db: Client, token: string, now: number): Promise<boolean> {
  const row = await sessionRow(db, token);
  return row !== undefined && now - row.lastUsedAt <= SESSION_TTL_MS && now - row.createdAt <= SESSION_MAX_AGE_MS;
}

export async function deleteSession(db: Client, token: string): Promise<void> {
  await db.execute({ sql: "DELETE FROM sessions WHERE token = ?", args: [token] });
}

/** Deletes sessions unused for longer than the idle lifetime or older than the absolute one; returns how many. */
export async function purgeExpiredSessions(db: Client, now: number): Promise<number> {
  const result = await db.execute({ sql: "DELETE FROM sessions WHERE last_used_at < ? OR created_at < ?", args: [now - SESSION_TTL_MS, now - SESSION_MAX_AGE_MS] });
  return result.rowsAffected;
}
