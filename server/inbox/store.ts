import type { Client, InStatement } from "@libsql/client";
import type { MessageDetail, MessagePage } from "../../contract";
import { MESSAGE_PAGE_SIZE } from "../../contract/messages";
import type { Lang } from "../lang";
import { SITE_UTC_OFFSET_MS } from "../wallet/settings";

/** The title and body in the caller's language: the English text where there is one, else the Thai (`?` is the language). */
const TITLE = "CASE WHEN ? = 'EN' AND title_en IS NOT NULL THEN title_en ELSE title END AS title";
const BODY = "CASE WHEN ? = 'EN' AND body_en IS NOT NULL THEN body_en ELSE body END AS body";

const summary = (row: Record<string, unknown>) => ({ id: String(row.public_id), title: String(row.title), createdAt: String(row.created_at), read: Number(row.is_read) === 1 });

/** Messages written by other parts of the site (no public id yet) get one before they are listed. */
async function giveIds(db: Client, memberId: number): Promise<void> {
  await db.execute({ sql: "UPDATE messages SET public_id = lower(hex(randomblob(12))) WHERE member_id = ? AND public_id IS NULL", args: [memberId] });
}

/** One page of the member's inbox, unread first, newest first; a page past the end gives the last page. */
export async function messagePage(db: Client, memberId: number, pageNo: number, lang: Lang = "TH"): Promise<MessagePage> {
  await giveIds(db, memberId);
  const counts = await db.execute({ sql: "SELECT COUNT(*) AS total, COALESCE(SUM(is_read = 0), 0) AS unread FROM messages WHERE member_id = ?", args: [memberId] });
  const total = Number(counts.rows[0]?.total ?? 0);
  const unread = Number(counts.rows[0]?.unread ?? 0);
  const totalPages = Math.max(1, Math.ceil(total / MESSAGE_PAGE_SIZE));
  const pageNum = Math.min(pageNo, totalPages);
  const rows = await db.execute({
    sql: `SELECT public_id, ${TITLE}, created_at, is_read FROM messages WHERE member_id = ? ORDER BY is_read ASC, created_at DESC, id DESC LIMIT ? OFFSET ?`,
    args: [lang, memberId, MESSAGE_PAGE_SIZE, (pageNum - 1) * MESSAGE_PAGE_SIZE],
  });
  return { content: rows.rows.map(summary), pageNum, totalPages, total, unread };
}

/** Opens the member's message and marks it read; undefined when it is not theirs (or gone). */
export async function openMessage(db: Client, memberId: number, publicId: string, lang: Lang = "TH"): Promise<MessageDetail | undefined> {
  const updated = await db.execute({ sql: "UPDATE messages SET is_read = 1 WHERE member_id = ? AND public_id = ?", args: [memberId, publicId] });
  if (updated.rowsAffected === 0) return undefined;
  const row = (await db.execute({ sql: `SELECT public_id, ${TITLE}, ${BODY}, created_at, is_read FROM messages WHERE member_id = ? AND public_id = ?`, args: [lang, lang, memberId, publicId] })).rows[0];
  return row ? { ...summary(row), body: String(row.body) } : undefined;
}

/** Deletes the member's message; false when it is not theirs (or gone). */
export async function deleteMessage(db: Client, memberId: number, publicId: string): Promise<boolean> {
  const result = await db.execute({ sql: "DELETE FROM messages WHERE member_id = ? AND public_id = ?", args: [memberId, publicId] });
  return result.rowsAffected > 0;
}

export async function markAllRead(db: Client, memberId: number): Promise<number> {
  const result = await db.execute({ sql: "UPDATE messages SET is_read = 1 WHERE member_id = ? AND is_read = 0", args: [memberId] });
  return result.rowsAffected;
}

/** A notice from the site into the member's inbox, in both languages, dated in the site's time as the inbox shows it. */
export function inboxNoticeStatement(memberId: number, text: Record<Lang, { title: string; body: string }>, now: number): InStatement {
  const createdAt = new Date(now + SITE_UTC_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");
  return {
    sql: "INSERT INTO messages (member_id, title, body, title_en, body_en, is_read, created_at, public_id) VALUES (?, ?, ?, ?, ?, 0, ?, lower(hex(randomblob(12))))",
    args: [memberId, text.TH.title, text.TH.body, text.EN.title, text.EN.body, createdAt],
  };
}
