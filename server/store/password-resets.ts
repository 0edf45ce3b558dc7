import { createHash } from "node:crypto";
import type { Client, InStatement } from "@libsql/client";
import type { Migration } from "../migration";
import { newToken } from "../crypto";
import { num } from "./values";

/** A reset link lives this long (minutes). */
export const RESET_LINK_MINUTES = 30;
/** Submissions one link allows (a refused new password counts); then it is dead. */
export const RESET_LINK_ATTEMPTS = 5;

export const PASSWORD_RESETS_MIGRATION: Migration = {
  id: "010_password_resets",
  statements: [
    // Only a hash of the token is kept: a copy of the database opens no account.
    `CREATE TABLE password_resets (
      id INTEGER PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      token_hash TEXT NOT NULL UNIQUE,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      used_at INTEGER
    )`,
    "CREATE INDEX password_resets_member ON password_resets(member_id)",
  ],
};

const hashOf = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** A new single-use link token for the member; links asked for before it stop working. Returns the token. */
export async function createResetLink(db: Client, memberId: number, now: number): Promise<string> {
  const token = newToken(32);
  await db.batch(
    [
      { sql: "UPDATE password_resets SET used_at = ? WHERE member_id = ? AND used_at IS NULL", args: [now, memberId] },
      {
        sql: "INSERT INTO password_resets (member_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)",
        args: [memberId, hashOf(token), now, now + RESET_LINK_MINUTES * 60_000],
      },
    ],
    "write",
  );
  return token;
}

export type ResetLink = { id: number; memberId: number; expiresAt: number };
export type ResetLinkCheck = { ok: true; link: ResetLink } | { ok: false; reason: "invalid" | "expired" };

/** Whether a token opens a reset now: known, unused, with tries left and not expired. */
export async function checkResetLink(db: Client, token: string, now: number): Promise<ResetLinkCheck> {
  if (!/^[0-9a-f]{64}$/.test(token)) return { ok: false, reason: "invalid" };
  const result = await db.execute({
    sql: "SELECT id, member_id, expires_at, attempts, used_at FROM password_resets WHERE token_hash = ?",
    args: [hashOf(token)],
  });
  const row = result.rows[0];
  if (!row || row.used_at !== null || num(row, "attempts") >= RESET_LINK_ATTEMPTS) return { ok: false, reason: "invalid" };
  if (num(row, "expires_at") <= now) return { ok: false, reason: "expired" };
  return { ok: true, link: { id: num(row, "id"), memberId: num(row, "member_id"), expiresAt: num(row, "expires_at") } };
}

/** Counts one refused submission against the link. */
export async function countResetAttempt(db: Client, id: number): Promise<void> {
  await db.execute({ sql: "UPDATE password_resets SET attempts = attempts + 1 WHERE id = ?", args: [id] });
}

const USABLE = "used_at IS NULL AND expires_at > ? AND attempts < ?";

/** A guard for the statements of the reset's batch: they change something only while the link is still usable. */
export function resetLinkUsable(id: number, now: number): { sql: string; args: (string | number)[] } {
  return { sql: `EXISTS (SELECT 1 FROM password_resets WHERE id = ? AND ${USABLE})`, args: [id, now, RESET_LINK_ATTEMPTS] };
}

/** Marks the link used (last in its batch); one row changed means this submission won the link. */
export function useResetLinkStatement(id: number, now: number): InStatement {
  return { sql: `UPDATE password_resets SET used_at = ? WHERE id = ? AND ${USABLE}`, args: [now, id, now, RESET_LINK_ATTEMPTS] };
}
