import type { Client } from "@libsql/client";

/** Uses up a social sign-in assertion (by its id); false when it was used before. */
export async function useAssertion(db: Client, id: string, expiresAt: number): Promise<boolean> {
  const result = await db.execute({ sql: "INSERT INTO used_assertions (id, expires_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING", args: [id, expiresAt] });
  return result.rowsAffected === 1;
}

/** Forgets used assertions once they have expired (they can no longer pass anyway). */
export async function purgeUsedAssertions(db: Client, now: number): Promise<void> {
  await db.execute({ sql: "DELETE FROM used_assertions WHERE expires_at < ?", args: [now] });
}
