import { liveChatMachine, type LiveChatContext } from "../../machines/live-chat.machine";
import type { PathModel, Snapshot } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { CHAT_INPUT, liveChatFlow } from "./live-chat.oracle";

type M = typeof liveChatMachine;
const ctx = (snapshot: Snapshot<M>) => snapshot.context as LiveChatContext;

export const LAUNCHED = { chatUrl: "/wps/chat/socket", ticket: "ct_a1b2c3", ticketSeconds: 120, name: "demo" };
const operatorMessage = (id: string, text = "Hi, how can I help?") => ({ id, from: "operator" as const, name: "Support", text, at: 1_700_000_000_000 });

/** A stand-in for what the server answers: the own pending message stored, an operator line, typing, read, a refusal. */
function frames(snapshot: Snapshot<M>) {
  const c = ctx(snapshot);
  const pending = c.outbox[0];
  const stored = pending ? [{ id: `m-${pending.clientId}`, from: "member" as const, name: "demo", text: pending.text, at: 1_700_000_000_001, clientId: pending.clientId }] : [];
  if (snapshot.matches({ online: "connecting" })) {
    const variants = [
      { t: "ready", messages: [], readUpTo: null },
      // What was missed while away: the operator's line, and the own message the server had stored before the drop.
      ...(c.messages.length === 0 ? [{ t: "ready", messages: [operatorMessage("m-op-1"), ...stored], readUpTo: "m-op-1" }] : []),
      { t: "typing", from: "operator" },
    ];
    return variants.map((frame) => ({ type: "SOCKET.FRAME", frame }));
  }
  if (!snapshot.matches({ online: "open" }) || c.draft !== "") return [];
  const fresh = c.messages.length === 0 && c.outbox.length === 0;
  const variants = [
    ...stored.map((message) => ({ t: "message", message })),
    ...(c.messages.some((m) => m.from === "operator") || c.refused ? [] : [{ t: "message", message: operatorMessage("m-op-2", "Are you there?") }]),
    ...(fresh && snapshot.matches({ online: { open: "quiet" } }) ? [{ t: "typing", from: "operator" }] : []),
    ...(c.lastId && c.readUpTo === null && c.outbox.length === 0 ? [{ t: "read", by: "operator", upTo: c.lastId }] : []),
    ...(pending && c.messages.length === 0 && c.sent === 1 ? [{ t: "error", code: "MESSAGE_INVALID", clientId: pending.clientId }] : []),
    // Too fast (docs/security-senders.md: per socket and per member): refused by name like a bad message.
    ...(pending && c.messages.length === 0 && c.sent === 1 && fresh === false ? [{ t: "error", code: "RATE_LIMITED", clientId: pending.clientId }] : []),
    // A frame of no concern to the member's view (their own read mark echoed) changes nothing.
    ...(fresh && c.sent === 0 ? [{ t: "read", by: "member", upTo: "m-op-2" }] : []),
  ];
  return variants.map((frame) => ({ type: "SOCKET.FRAME", frame }));
}

type Focus = "launch" | "messages" | "reconnect" | "closed";

/**
 * Each model tells one part of the story with few variants, so the graph stays small: the launch (nickname, errors,
 * a dead ticket), the messages on an open socket, drops and reconnects, a room that closes.
 */
function chatModel(input: { room: string; member: boolean }, focus: Focus): PathModel<M> {
  const closes: Record<Focus, number[]> = { launch: [4001], messages: [], reconnect: [1006], closed: [4002] };
  return {
    name: "liveChat",
    machine: liveChatMachine,
    input: { ...input, clientIdPrefix: CHAT_INPUT.clientIdPrefix },
    oracle: liveChatFlow(input).oracle,
    contextKey: (c: LiveChatContext) => [c.messages.map((m) => m.id), c.outbox.map((p) => p.clientId), c.draft, c.draftError ?? null, c.refused ?? null, c.attempts, c.readUpTo, c.nicknameError ?? null, Boolean(c.error), c.sent],
    payloads: {
      "CHAT.JOIN": () => [" Somchai ", "a", "<b>Som</b>"].map((nickname) => ({ type: "CHAT.JOIN", nickname })),
      // Typed once per chat: a line, one over the limit, markup; an empty box again after a line.
      "CHAT.TYPE": (snapshot) => {
        const c = ctx(snapshot);
        if (focus === "launch" || focus === "closed" || c.sent > 0) return [];
        if (focus === "reconnect") return c.draft === "" && c.attempts === 0 && snapshot.matches({ online: "connecting" }) ? [{ type: "CHAT.TYPE", text: "Hello" }] : [];
        if (c.messages.length > 0 || c.refused) return [];
        if (c.draft === "") return ["  Hello there  ", "x".repeat(501), "<script>x</script>"].map((text) => ({ type: "CHAT.TYPE", text }));
        return c.draftError ? [{ type: "CHAT.TYPE", text: "" }] : [];
      },
      "CHAT.SEND": (snapshot) => {
        const c = ctx(snapshot);
        if (focus === "launch" || focus === "closed") return [];
        if (focus === "reconnect") return c.draft !== "" ? [{ type: "CHAT.SEND" }] : [];
        // An empty box once; a typed line (or a refused one) once.
        return (c.draft !== "" && !c.draftError && c.sent < 2) || (c.draft === "" && c.sent === 0 && c.messages.length === 0 && !c.draftError) ? [{ type: "CHAT.SEND" }] : [];
      },
      "SOCKET.FRAME": (snapshot) => {
        if (focus === "messages") return frames(snapshot);
        // Elsewhere the socket only says ready (empty, or with what was missed after a drop).
        if (!snapshot.matches({ online: "connecting" })) return [];
        const ready = frames(snapshot).filter((f) => f.frame.t === "ready");
        return focus === "reconnect" ? ready : ready.slice(0, 1);
      },
      "SOCKET.CLOSED": (snapshot) => {
        const c = ctx(snapshot);
        if (focus === "reconnect" && c.messages.length > 0) return [];
        return closes[focus].map((code) => ({ type: "SOCKET.CLOSED", code }));
      },
      "CHAT.RETRY": () => [{ type: "CHAT.RETRY" }],
      "xstate.done.actor.launchChat": () => [{ type: "xstate.done.actor.launchChat", output: LAUNCHED }],
      "xstate.error.actor.launchChat": () =>
        focus === "launch" || focus === "closed"
          ? [errorOf("CHAT_NICKNAME_INVALID"), errorOf("ROOM_CLOSED"), networkError].map((error) => ({ type: "xstate.error.actor.launchChat", error }))
          : [],
    },
  };
}

export const guestChatModel = chatModel({ room: "service", member: false }, "launch");
export const memberChatModel = chatModel({ room: "service", member: true }, "messages");
export const reconnectChatModel = chatModel({ room: "service", member: true }, "reconnect");
export const roomChatModel = chatModel({ room: "mdl_8f2k1q", member: true }, "closed");
