import type { Client, InStatement, Row } from "@libsql/client";
import type { FeedbackItem, FeedbackQuestionType } from "../../contract";
import { newToken } from "../crypto";

/** The content bounds the server hands out ("Feedback content between {0} and {1}": values not shown, chosen here). */
export const FEEDBACK_CONTENT_MIN = 10;
export const FEEDBACK_CONTENT_MAX = 500;
/** Sends per address and per member within the window (the catalogue's "try again after 5 minutes"). */
export const FEEDBACK_RATE = { windowMs: 5 * 60_000, perAddress: 5, perMember: 3 } as const;
export const FEEDBACK_HISTORY_LIMIT = 20;

export type NewFeedback = {
  memberId: number | null;
  ip: string;
  questionType: FeedbackQuestionType;
  content: string;
  contact: string | null;
  images: { contentType: string; data: Buffer }[];
  scope: string;
  key: string;
  bodyHash: string;
  now: number;
};

export function feedbackItem(row: Row): FeedbackItem {
  const reply = row.reply === null || row.reply === undefined ? null : { content: String(row.reply), repliedAt: new Date(Number(row.replied_at)).toISOString() };
  return {
    id: String(row.id),
    questionType: String(row.question_type) as FeedbackQuestionType,
    content: String(row.content),
    imageCount: Number(row.image_count),
    createdAt: new Date(Number(row.created_at)).toISOString(),
    reply,
  };
}

/** The feedback stored under this submission's key (the same send arriving again), if any. */
export async function findBySubmission(db: Client, scope: string, key: string): Promise<Row | undefined> {
  const found = await db.execute({ sql: "SELECT * FROM feedback WHERE idem_scope = ? AND idem_key = ?", args: [scope, key] });
  return found.rows[0];
}

/** Whether the address or the member already sent the most the window allows. */
export async function overRate(db: Client, ip: string, memberId: number | null, now: number): Promise<boolean> {
  const since = now - FEEDBACK_RATE.windowMs;
  const byAddress = await db.execute({ sql: "SELECT COUNT(*) AS n FROM feedback WHERE ip = ? AND created_at > ?", args: [ip, since] });
  if (Number(byAddress.rows[0]?.n ?? 0) >= FEEDBACK_RATE.perAddress) return true;
  if (memberId === null) return false;
  const byMember = await db.execute({ sql: "SELECT COUNT(*) AS n FROM feedback WHERE member_id = ? AND created_at > ?", args: [memberId, since] });
  return Number(byMember.rows[0]?.n ?? 0) >= FEEDBACK_RATE.perMember;
}

/** Stores the feedback and its images in one batch; the id is random (opaque). */
export async function insertFeedback(db: Client, f: NewFeedback): Promise<FeedbackItem> {
  const id = `fb-${newToken(12)}`;
  const statements: InStatement[] = [
    {
      sql: `INSERT INTO feedback (id, member_id, ip, question_type, content, contact, image_count, created_at, idem_scope, idem_key, body_hash)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      args: [id, f.memberId, f.ip, f.questionType, f.content, f.contact, f.images.length, f.now, f.scope, f.key, f.bodyHash],
    },
    ...f.images.map((image, index) => ({ sql: "INSERT INTO feedback_images (feedback_id, sort, content_type, data) VALUES (?, ?, ?, ?)", args: [id, index, image.contentType, image.data] })),
  ];
  await db.batch(statements, "write");
  return { id, questionType: f.questionType, content: f.content, imageCount: f.images.length, createdAt: new Date(f.now).toISOString(), reply: null };
}

export async function memberFeedback(db: Client, memberId: number): Promise<FeedbackItem[]> {
  const rows = await db.execute({ sql: "SELECT * FROM feedback WHERE member_id = ? ORDER BY created_at DESC, id LIMIT ?", args: [memberId, FEEDBACK_HISTORY_LIMIT] });
  return rows.rows.map(feedbackItem);
}
