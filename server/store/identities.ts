import type { Client, InStatement } from "@libsql/client";
import { num } from "./values";

/** The member a social identity signs in as. */
export async function memberOfSocialIdentity(db: Client, provider: string, subject: string): Promise<number | undefined> {
  const result = await db.execute({ sql: "SELECT member_id FROM social_identities WHERE provider = ? AND subject = ?", args: [provider, subject] });
  const row = result.rows[0];
  return row ? num(row, "member_id") : undefined;
}

/** The member a Firebase identity is linked to, for good. */
export async function memberOfFirebaseUid(db: Client, uid: string): Promise<number | undefined> {
  const result = await db.execute({ sql: "SELECT member_id FROM firebase_links WHERE uid = ?", args: [uid] });
  const row = result.rows[0];
  return row ? num(row, "member_id") : undefined;
}

/** Links a Firebase identity to a member; a second link of either fails on the keys (links are never changed). */
export function linkFirebaseStatement(uid: string, memberId: number, now: number): InStatement {
  return { sql: "INSERT INTO firebase_links (uid, member_id, linked_at) VALUES (?, ?, ?)", args: [uid, memberId, now] };
}
