import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type WebSocket } from "ws";
import { type ChatErrorCode, type ChatSender, type ChatServerFrame } from "../../contract";
import { CHAT_MESSAGE_MAX, CHAT_SOCKET_PATH, chatClientFrameSchema, SERVICE_ROOM } from "../../contract/chat";
import type { Deps } from "../context";
import { sessionAlive, touchSession } from "../store/sessions";
import { CHAT_LIMITS, SlidingWindow, WindowsByKey } from "./limits";
import { textProblem } from "../text-field";
import { conversationExists, findModel, markRead, messagesAfter, readUpTo, storeMessage, useTicket } from "./store";

/** The operator's socket (dev routes only): the hello's `ticket` is the conversation id. */
export const OPERATOR_SOCKET_PATH = "/dev/chat/socket";
/** A socket that says nothing for this long after opening is closed. */
const HELLO_TIMEOUT_MS = 5_000;
/** Close codes: 4001 bad or dead ticket (its session ended too), 4002 room closed, 4003 dropped by the dev route, 4004 too many sockets from the address. */
const CLOSE = { ticket: 4001, roomClosed: 4002, dropped: 4003, tooMany: 4004 } as const;
const MAX_FRAME_BYTES = 8 * 1024;

type Peer = {
  socket: WebSocket;
  side: ChatSender;
  conversationId: string;
  room: string;
  name: string;
  ticket?: string;
  /** The member's session the ticket belongs to: when it ends, the socket closes. */
  sessionToken?: string;
  /** Whose message limit a message counts against: the member, or the guest's conversation. */
  sender: string;
  /** This socket's own message limit. */
  window: SlidingWindow;
};

export type ChatHub = {
  /** Takes an HTTP upgrade on a chat path; false when the path is not a chat socket. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** How many member sockets are in a conversation (the model list's `present`). */
  present(conversationId: string): number;
  /** Ends the member sockets of a room with ROOM_CLOSED (the dev route closes a room). */
  closeRoom(conversationId: string): void;
  /** Cuts the member sockets (of one conversation, or all) without a word, as a network drop would. */
  drop(conversationId?: string): number;
  close(): void;
};

/** Trimmed text, or the reason it may not be stored: length first (the limit is the contract's), then markup and control characters. */
export function checkChatText(raw: string): { ok: true; text: string } | { ok: false; code: ChatErrorCode } {
  const text = raw.trim();
  if (text.length > CHAT_MESSAGE_MAX) return { ok: false, code: "MESSAGE_TOO_LONG" };
  if (text.length === 0 || textProblem(text) !== undefined) return { ok: false, code: "MESSAGE_INVALID" };
  return { ok: true, text };
}

/** The chat sockets (live chat and the models' rooms) on the `ws` library, beside the Hono app on the same server. */
export function createChatHub(deps: Deps): ChatHub {
  const { db, clock } = deps;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const peers = new Map<string, Set<Peer>>();
  const senders = new WindowsByKey(CHAT_LIMITS.perSender.max, CHAT_LIMITS.perSender.windowMs);
  /** Open member-side sockets per client address. */
  const sockets = new Map<string, number>();

  const send = (socket: WebSocket, frame: ChatServerFrame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };
  const others = (peer: Peer) => [...(peers.get(peer.conversationId) ?? [])].filter((p) => p !== peer && p.side !== peer.side);
  const everyone = (conversationId: string) => [...(peers.get(conversationId) ?? [])];
  const leave = (peer: Peer) => {
    const set = peers.get(peer.conversationId);
    set?.delete(peer);
    if (set?.size === 0) peers.delete(peer.conversationId);
  };
  const refuse = (socket: WebSocket, code: ChatErrorCode, closeCode: number) => {
    send(socket, { t: "error", code });
    socket.close(closeCode);
  };

  /** Origins other than the site's own are refused (a page elsewhere must not chat with a visitor's session). */
  const originAllowed = (req: IncomingMessage) => {
    const origin = req.headers.origin;
    if (!origin) return true;
    try {
      return origin === deps.publicOrigin || new URL(origin).host === req.headers.host;
    } catch {
      return false;
    }
  };

  async function roomOpen(room: string) {
    return room === SERVICE_ROOM || (await findModel(db, room))?.open === true;
  }

  async function hello(socket: WebSocket, side: ChatSender, raw: unknown): Promise<Peer | undefined> {
    const parsed = chatClientFrameSchema.safeParse(raw);
    if (!parsed.success || parsed.data.t !== "hello") {
      refuse(socket, "BAD_FRAME", CLOSE.ticket);
      return undefined;
    }
    const frame = parsed.data;
    let peer: Peer;
    if (side === "operator") {
      if (!(await conversationExists(db, frame.ticket))) return void refuse(socket, "TICKET_INVALID", CLOSE.ticket);
      peer = { socket, side, conversationId: frame.ticket, room: SERVICE_ROOM, name: "Support", sender: "operator", window: new SlidingWindow(Number.MAX_SAFE_INTEGER, 1) };
    } else {
      const ticket = await useTicket(db, frame.ticket, clock.now());
      // A member's ticket lives only as long as the session it was launched in.
      const sessionOk = ticket?.sessionToken ? (await touchSession(db, ticket.sessionToken, clock.now())) !== undefined : ticket?.memberId === null;
      if (!ticket || !sessionOk) return void refuse(socket, "TICKET_INVALID", CLOSE.ticket);
      if (!(await roomOpen(ticket.room))) return void refuse(socket, "ROOM_CLOSED", CLOSE.roomClosed);
      peer = {
        socket,
        side,
        conversationId: ticket.conversationId,
        room: ticket.room,
        name: ticket.name,
        ticket: frame.ticket,
        ...(ticket.sessionToken ? { sessionToken: ticket.sessionToken } : {}),
        sender: ticket.memberId === null ? `guest:${ticket.conversationId}` : `member:${ticket.memberId}`,
        window: new SlidingWindow(CHAT_LIMITS.perSocket.max, CHAT_LIMITS.perSocket.windowMs),
      };
    }
    const messages = await messagesAfter(db, peer.conversationId, frame.after);
    const otherSide: ChatSender = side === "member" ? "operator" : "member";
    send(socket, { t: "ready", messages, readUpTo: peer.room === SERVICE_ROOM ? await readUpTo(db, peer.conversationId, otherSide) : null });
    if (!peers.has(peer.conversationId)) peers.set(peer.conversationId, new Set());
    peers.get(peer.conversationId)!.add(peer);
    return peer;
  }

  async function handle(peer: Peer, raw: unknown) {
    const parsed = chatClientFrameSchema.safeParse(raw);
    if (!parsed.success) return send(peer.socket, { t: "error", code: "BAD_FRAME" });
    const frame = parsed.data;
    switch (frame.t) {
      case "hello":
        return send(peer.socket, { t: "error", code: "BAD_FRAME" });
      case "send": {
        const checked = checkChatText(frame.text);
        if (!checked.ok) return send(peer.socket, { t: "error", code: checked.code, clientId: frame.clientId });
        if (peer.side === "member") {
          const now = clock.now();
          if (peer.sessionToken && !(await touchSession(db, peer.sessionToken, now))) return refuse(peer.socket, "SESSION_ENDED", CLOSE.ticket);
          if (!(await roomOpen(peer.room))) return refuse(peer.socket, "ROOM_CLOSED", CLOSE.roomClosed);
          if (peer.ticket && !(await useTicket(db, peer.ticket, now))) return refuse(peer.socket, "TICKET_INVALID", CLOSE.ticket);
          // Too fast (this socket, or this member over all their sockets): refused by name, not stored, may be sent again.
          if (!peer.window.take(now) || !senders.take(peer.sender, now)) return send(peer.socket, { t: "error", code: "RATE_LIMITED", clientId: frame.clientId });
        }
        const stored = await storeMessage(db, { conversationId: peer.conversationId, from: peer.side, name: peer.name, clientId: frame.clientId, text: checked.text }, clock.now());
        // A resend of a stored message is answered to its sender only (the others have it).
        const to = stored.isNew ? everyone(peer.conversationId) : [peer];
        for (const p of to) send(p.socket, { t: "message", message: stored.message });
        return;
      }
      case "typing":
        for (const p of others(peer)) send(p.socket, { t: "typing", from: peer.side });
        return;
      case "read": {
        if (peer.room !== SERVICE_ROOM) return;
        const upTo = await markRead(db, peer.conversationId, peer.side, frame.upTo);
        if (upTo) for (const p of others(peer)) send(p.socket, { t: "read", by: peer.side, upTo });
        return;
      }
    }
  }

  /** Closes the member sockets whose session ended (logout, expiry, a password change, a login elsewhere). */
  async function sweepSessions() {
    const now = clock.now();
    const members = [...peers.values()].flatMap((set) => [...set]).filter((p) => p.side === "member" && p.sessionToken);
    for (const p of members) {
      if (!(await sessionAlive(db, p.sessionToken!, now))) refuse(p.socket, "SESSION_ENDED", CLOSE.ticket);
    }
    senders.forgetIdle(now);
  }
  let sweeping = false;
  const sweepTimer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    sweepSessions()
      .catch((error: unknown) => deps.logger.error("chat session sweep failed", error))
      .finally(() => (sweeping = false));
  }, CHAT_LIMITS.sessionSweepMs);
  sweepTimer.unref();

  function accept(socket: WebSocket, side: ChatSender, address: string) {
    let peer: Peer | undefined;
    if (side === "member") {
      const open = sockets.get(address) ?? 0;
      if (open >= CHAT_LIMITS.socketsPerAddress) return refuse(socket, "TOO_MANY_CONNECTIONS", CLOSE.tooMany);
      sockets.set(address, open + 1);
      socket.once("close", () => {
        const left = (sockets.get(address) ?? 1) - 1;
        if (left > 0) sockets.set(address, left);
        else sockets.delete(address);
      });
    }
    // Frames are handled one after the other, in the order they arrived.
    let queue: Promise<void> = Promise.resolve();
    const timer = setTimeout(() => {
      if (!peer) socket.close(CLOSE.ticket);
    }, HELLO_TIMEOUT_MS);
    socket.on("message", (data, isBinary) => {
      queue = queue.then(async () => {
        let raw: unknown;
        try {
          raw = isBinary ? undefined : JSON.parse(data.toString());
        } catch {
          raw = undefined;
        }
        if (!peer) {
          peer = await hello(socket, side, raw);
          if (peer) clearTimeout(timer);
        } else await handle(peer, raw);
      }).catch((error: unknown) => {
        deps.logger.error("chat frame failed", error);
        socket.close(1011);
      });
    });
    socket.on("close", () => {
      clearTimeout(timer);
      if (peer) leave(peer);
    });
    socket.on("error", () => socket.terminate());
  }

  return {
    upgrade(req, socket, head) {
      const path = (req.url ?? "").split("?")[0];
      const side: ChatSender | undefined = path === CHAT_SOCKET_PATH ? "member" : path === OPERATOR_SOCKET_PATH && deps.devRoutes ? "operator" : undefined;
      if (!side) return false;
      if (!originAllowed(req)) {
        socket.write("HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n");
        socket.destroy();
        return true;
      }
      const address = (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
      wss.handleUpgrade(req, socket, head, (ws) => accept(ws, side, address));
      return true;
    },
    present: (conversationId) => everyone(conversationId).filter((p) => p.side === "member").length,
    closeRoom(conversationId) {
      for (const p of everyone(conversationId)) if (p.side === "member") refuse(p.socket, "ROOM_CLOSED", CLOSE.roomClosed);
    },
    drop(conversationId) {
      const targets = conversationId ? everyone(conversationId) : [...peers.values()].flatMap((set) => [...set]);
      const members = targets.filter((p) => p.side === "member");
      for (const p of members) p.socket.terminate();
      return members.length;
    },
    close() {
      clearInterval(sweepTimer);
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}
