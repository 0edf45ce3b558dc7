import type { Client } from "@libsql/client";

/**
 * How long a used encrypted body is remembered. The platform's scheme carries no nonce or time, so the server keeps
 * what it has seen; the RSA key changes with every process start, which ends older bodies anyway.
 */
export const REPLAY_WINDOW_MS = 24 * 60 * 60_000;

/** Records an encrypted body's digest; false when it was already used within the window (a replay). */
export async function firstUseOfBody(db: Client, digest: string, now: number): Promise<boolean> {
  const result = await db.execute({
    sql: `INSERT INTO used_encrypted_bodies (digest, expires_at) VALUES (?, ?)
          ON CONFLICT (digest) DO UPDATE SET expires_at = excluded.expires_at WHERE used_encrypted_bodies.expires_at <= ?`,
    args: [digest, now + REPLAY_WINDOW_MS, now],
  });
  return result.rowsAffected === 1;
}

/** Forgets digests whose window is over. */
export async function purgeUsedBodies(db: Client, now: number): Promise<void> {
  await db.execute({ sql: "DELETE FROM used_encrypted_bodies WHERE expires_at <= ?", args: [now] });
}
