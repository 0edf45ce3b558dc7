import { randomBytes } from "node:crypto";
import type { Client, Row } from "@libsql/client";
import { type ChatMessage, type ChatSender, type LiveModel } from "../../contract";
import { SERVICE_ROOM } from "../../contract/chat";

/** A socket ticket lives this long after its last use (the socket's hello and every message refresh it). */
export const CHAT_TICKET_TTL_MS = 2 * 60 * 1000;
/** A first hello gets at most this many of the latest messages. */
const HISTORY_LIMIT = 100;

const opaque = (prefix: string) => `${prefix}_${randomBytes(12).toString("base64url")}`;

/** Guest conversations one client address may open within GUEST_CHAT_WINDOW_MS. */
export const GUEST_CHATS_PER_ADDRESS = 10;
export const GUEST_CHAT_WINDOW_MS = 60 * 60_000;

/** `sessionToken`: the member's session the ticket belongs to (null for a guest); the ticket dies with it. */
export type ChatTicket = { conversationId: string; room: string; memberId: number | null; name: string; sessionToken: string | null };

export async function liveModels(db: Client, present: (room: string) => number): Promise<LiveModel[]> {
  const rows = await db.execute("SELECT model_id, name, open FROM live_models ORDER BY sort");
  return rows.rows.map((r) => ({ modelId: String(r.model_id), name: String(r.name), open: Number(r.open) === 1, present: present(roomConversationId(String(r.model_id))) }));
}

export async function findModel(db: Client, modelId: string): Promise<{ name: string; open: boolean } | undefined> {
  const row = (await db.execute({ sql: "SELECT name, open FROM live_models WHERE model_id = ?", args: [modelId] })).rows[0];
  return row ? { name: String(row.name), open: Number(row.open) === 1 } : undefined;
}

export async function setRoomOpen(db: Client, modelId: string, open: boolean): Promise<boolean> {
  const result = await db.execute({ sql: "UPDATE live_models SET open = ? WHERE model_id = ?", args: [open ? 1 : 0, modelId] });
  return result.rowsAffected === 1;
}

/** A model's room is one conversation that every member in it shares. */
export const roomConversationId = (modelId: string) => `room_${modelId}`;

/**
 * A ticket for `room`: a member's service chat is one conversation kept for good; a guest's starts anew with each
 * launch; a model's room is shared.
 */
export async function openTicket(
  db: Client,
  who: { room: string; memberId: number | null; name: string; roomName?: string; sessionToken?: string; ip?: string },
  now: number,
): Promise<string> {
  let conversationId: string;
  if (who.room !== SERVICE_ROOM) {
    conversationId = roomConversationId(who.room);
    await db.execute({ sql: "INSERT OR IGNORE INTO chat_conversations (id, room, member_id, name, created_at) VALUES (?, ?, NULL, ?, ?)", args: [conversationId, who.room, who.roomName ?? who.room, now] });
  } else if (who.memberId !== null) {
    await db.execute({
      sql: "INSERT OR IGNORE INTO chat_conversations (id, room, member_id, name, created_at) VALUES (?, 'service', ?, ?, ?)",
      args: [opaque("cv"), who.memberId, who.name, now],
    });
    const row = (await db.execute({ sql: "SELECT id FROM chat_conversations WHERE room = 'service' AND member_id = ?", args: [who.memberId] })).rows[0];
    conversationId = String(row!.id);
  } else {
    conversationId = opaque("cv");
    await db.execute({ sql: "INSERT INTO chat_conversations (id, room, member_id, name, created_at, ip) VALUES (?, 'service', NULL, ?, ?, ?)", args: [conversationId, who.name, now, who.ip ?? null] });
  }
  const ticket = opaque("ct");
  await db.execute({
    sql: "INSERT INTO chat_tickets (ticket, conversation_id, member_id, name, expires_at, session_token) VALUES (?, ?, ?, ?, ?, ?)",
    args: [ticket, conversationId, who.memberId, who.name, now + CHAT_TICKET_TTL_MS, who.sessionToken ?? null],
  });
  return ticket;
}

/** The ticket's chat when it is alive; its life starts again from `now`. */
export async function useTicket(db: Client, ticket: string, now: number): Promise<ChatTicket | undefined> {
  const row = (
    await db.execute({
      sql: "SELECT t.conversation_id, t.member_id, t.name, t.session_token, c.room FROM chat_tickets t JOIN chat_conversations c ON c.id = t.conversation_id WHERE t.ticket = ? AND t.expires_at > ?",
      args: [ticket, now],
    })
  ).rows[0];
  if (!row) return undefined;
  await db.execute({ sql: "UPDATE chat_tickets SET expires_at = ? WHERE ticket = ?", args: [now + CHAT_TICKET_TTL_MS, ticket] });
  return {
    conversationId: String(row.conversation_id),
    room: String(row.room),
    memberId: row.member_id === null ? null : Number(row.member_id),
    name: String(row.name),
    sessionToken: row.session_token === null || row.session_token === undefined ? null : String(row.session_token),
  };
}

/** Whether one more guest conversation may open from `ip` (at most GUEST_CHATS_PER_ADDRESS within the window). */
export async function guestChatAllowed(db: Client, ip: string, now: number): Promise<boolean> {
  const row = (
    await db.execute({ sql: "SELECT COUNT(*) AS n FROM chat_conversations WHERE member_id IS NULL AND room = 'service' AND ip = ? AND created_at > ?", args: [ip, now - GUEST_CHAT_WINDOW_MS] })
  ).rows[0];
  return Number(row?.n ?? 0) < GUEST_CHATS_PER_ADDRESS;
}

export async function purgeChatTickets(db: Client, now: number): Promise<void> {
  await db.execute({ sql: "DELETE FROM chat_tickets WHERE expires_at <= ?", args: [now] });
}

const toMessage = (r: Row): ChatMessage => ({
  id: String(r.id),
  from: String(r.sender) as ChatSender,
  name: String(r.name),
  text: String(r.text),
  at: Number(r.at),
  clientId: r.client_id === null ? null : String(r.client_id),
});

const seqOf = async (db: Client, conversationId: string, id: string | undefined) => {
  if (!id) return undefined;
  const row = (await db.execute({ sql: "SELECT seq FROM chat_messages WHERE id = ? AND conversation_id = ?", args: [id, conversationId] })).rows[0];
  return row ? Number(row.seq) : undefined;
};

/** The messages after `afterId` (the latest ones when it is unknown or missing), oldest first. */
export async function messagesAfter(db: Client, conversationId: string, afterId?: string): Promise<ChatMessage[]> {
  const after = await seqOf(db, conversationId, afterId);
  const rows =
    after === undefined
      ? await db.execute({ sql: "SELECT * FROM (SELECT * FROM chat_messages WHERE conversation_id = ? ORDER BY seq DESC LIMIT ?) ORDER BY seq", args: [conversationId, HISTORY_LIMIT] })
      : await db.execute({ sql: "SELECT * FROM chat_messages WHERE conversation_id = ? AND seq > ? ORDER BY seq LIMIT 500", args: [conversationId, after] });
  return rows.rows.map(toMessage);
}

/** Stores a message once per sender and client id (a resend after a dropped socket finds the first one). */
export async function storeMessage(
  db: Client,
  m: { conversationId: string; from: ChatSender; name: string; clientId: string; text: string },
  now: number,
): Promise<{ message: ChatMessage; isNew: boolean }> {
  const inserted = await db.execute({
    sql: "INSERT OR IGNORE INTO chat_messages (id, conversation_id, sender, name, client_id, text, at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    args: [opaque("msg"), m.conversationId, m.from, m.name, m.clientId, m.text, now],
  });
  const row = (await db.execute({ sql: "SELECT * FROM chat_messages WHERE conversation_id = ? AND sender = ? AND client_id = ?", args: [m.conversationId, m.from, m.clientId] })).rows[0];
  return { message: toMessage(row!), isNew: inserted.rowsAffected === 1 };
}

/** Records how far `by` has read; answers the id actually recorded (never moves back), or undefined for an unknown id. */
export async function markRead(db: Client, conversationId: string, by: ChatSender, upToId: string): Promise<string | undefined> {
  const seq = await seqOf(db, conversationId, upToId);
  if (seq === undefined) return undefined;
  const column = by === "member" ? "member_read_seq" : "operator_read_seq";
  await db.execute({ sql: `UPDATE chat_conversations SET ${column} = MAX(${column}, ?) WHERE id = ?`, args: [seq, conversationId] });
  return upToId;
}

/** The id of the last message of the other side that `by` has read (for the read marks after a reconnect). */
export async function readUpTo(db: Client, conversationId: string, by: ChatSender): Promise<string | null> {
  const column = by === "member" ? "member_read_seq" : "operator_read_seq";
  const row = (
    await db.execute({
      sql: `SELECT m.id FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id WHERE c.id = ? AND m.seq <= c.${column} ORDER BY m.seq DESC LIMIT 1`,
      args: [conversationId],
    })
  ).rows[0];
  return row ? String(row.id) : null;
}

export type ConversationSummary = { id: string; room: string; name: string; member: boolean; lastText: string | null; lastAt: number | null };

/** The operator's list: service chats, latest activity first. */
export async function serviceConversations(db: Client): Promise<ConversationSummary[]> {
  const rows = await db.execute(`SELECT c.id, c.room, c.name, c.member_id, c.created_at,
      (SELECT text FROM chat_messages WHERE conversation_id = c.id ORDER BY seq DESC LIMIT 1) AS last_text,
      (SELECT at FROM chat_messages WHERE conversation_id = c.id ORDER BY seq DESC LIMIT 1) AS last_at
    FROM chat_conversations c WHERE c.room = 'service' ORDER BY COALESCE(last_at, c.created_at) DESC LIMIT 100`);
  return rows.rows.map((r) => ({
    id: String(r.id),
    room: String(r.room),
    name: String(r.name),
    member: r.member_id !== null,
    lastText: r.last_text === null ? null : String(r.last_text),
    lastAt: r.last_at === null ? null : Number(r.last_at),
  }));
}

export async function conversationExists(db: Client, id: string): Promise<boolean> {
  return (await db.execute({ sql: "SELECT 1 FROM chat_conversations WHERE id = ?", args: [id] })).rows.length > 0;
}
