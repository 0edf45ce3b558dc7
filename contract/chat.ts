import * as z from "zod/mini";
import { CHAT_MESSAGE_MAX, CHAT_NICKNAME_MAX, CHAT_NICKNAME_MIN } from "./rules/limits";

export { CHAT_MESSAGE_MAX, CHAT_NICKNAME_MAX, CHAT_NICKNAME_MIN };
/** The room of the live chat with customer service (the other rooms are the live models' ids). */
export const SERVICE_ROOM = "service";

/** One live model of `CBS_modelList`: each has one chat room, open or closed. */
export const liveModelSchema = z.object({
  modelId: z.string(),
  name: z.string(),
  /** The room takes messages now. */
  open: z.boolean(),
  /** Members present in the room now. */
  present: z.number(),
});
export type LiveModel = z.infer<typeof liveModelSchema>;

/** `GET /wps/relay/CBS_modelList` (guest-callable): `value.models`. */
export const modelListSchema = z.object({ models: z.array(liveModelSchema) });
export type ModelList = z.infer<typeof modelListSchema>;

/**
 * `POST /wps/relay/CBS_launchChat` (guest-callable). `room`: "service" (customer service) or a model's id (members
 * only). A member is known by the session token; a guest gives a nickname for the service room.
 */
export const launchChatRequestSchema = z.object({
  room: z.string().check(z.minLength(1), z.maxLength(40)),
  nickname: z.optional(z.string().check(z.maxLength(40))),
});
export type LaunchChatRequest = z.infer<typeof launchChatRequestSchema>;

/**
 * The answer: `chatUrl` is where the chat is (the WebSocket path on this origin); `ticket` is opaque, sent in the
 * socket's first frame (never in a URL) and lives `ticketSeconds` after its last use.
 */
export const launchChatAnswerSchema = z.object({
  chatUrl: z.string(),
  ticket: z.string(),
  ticketSeconds: z.number(),
  /** The name shown beside the person's own messages. */
  name: z.string(),
});
export type LaunchChatAnswer = z.infer<typeof launchChatAnswerSchema>;

export const chatSenderSchema = z.enum(["member", "operator"]);
export type ChatSender = z.infer<typeof chatSenderSchema>;

/** A stored message: `id` is opaque; the server keeps the order. `clientId` echoes the sender's own id. */
export const chatMessageSchema = z.object({
  id: z.string(),
  from: chatSenderSchema,
  name: z.string(),
  text: z.string(),
  at: z.number(),
  clientId: z.optional(z.nullable(z.string())),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const clientIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

/**
 * Frames a chat client sends on the socket. `hello` first (the ticket, and `after`: the last message id it saw, so
 * a reconnect gets exactly what it missed); `send` carries the client's own id so a resend after a drop is stored once.
 */
export const chatClientFrameSchema = z.discriminatedUnion("t", [
  z.object({ t: z.literal("hello"), ticket: z.string().check(z.maxLength(128)), after: z.optional(z.string().check(z.maxLength(64))) }),
  z.object({ t: z.literal("send"), clientId: clientIdSchema, text: z.string().check(z.maxLength(CHAT_MESSAGE_MAX * 4)) }),
  z.object({ t: z.literal("typing") }),
  z.object({ t: z.literal("read"), upTo: z.string().check(z.maxLength(64)) }),
]);
export type ChatClientFrame = z.infer<typeof chatClientFrameSchema>;

/** Error codes a chat socket sends (frame `error`); the client shows its own text for each. */
export const CHAT_ERRORS = [
  "TICKET_INVALID",
  "MESSAGE_INVALID",
  "MESSAGE_TOO_LONG",
  "ROOM_CLOSED",
  "BAD_FRAME",
  /** The message came too fast (per socket or per member); it was not stored and may be sent again shortly. */
  "RATE_LIMITED",
  /** The member's session ended (logout, expiry, a password change): the socket closes and the ticket is dead. */
  "SESSION_ENDED",
  /** Too many chat sockets from one address: this one closes. */
  "TOO_MANY_CONNECTIONS",
] as const;
export type ChatErrorCode = (typeof CHAT_ERRORS)[number];

/** Frames the server sends. */
export const chatServerFrameSchema = z.discriminatedUnion("t", [
  /** After hello: the messages after `after` (all of them the first time), and how far the other side has read. */
  z.object({ t: z.literal("ready"), messages: z.array(chatMessageSchema), readUpTo: z.nullable(z.string()) }),
  z.object({ t: z.literal("message"), message: chatMessageSchema }),
  z.object({ t: z.literal("typing"), from: chatSenderSchema }),
  /** The other side has read up to message `upTo`. */
  z.object({ t: z.literal("read"), by: chatSenderSchema, upTo: z.string() }),
  /** A refused frame; `clientId` names the refused message. Fatal codes (ticket, room closed) end the socket. */
  z.object({ t: z.literal("error"), code: z.enum(CHAT_ERRORS), clientId: z.optional(z.string()) }),
]);
export type ChatServerFrame = z.infer<typeof chatServerFrameSchema>;

/** The WebSocket path of the chats (the operator's is under the dev routes). */
export const CHAT_SOCKET_PATH = "/wps/chat/socket";
