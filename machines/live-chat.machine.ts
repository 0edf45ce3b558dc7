import { assign, enqueueActions, sendTo, setup } from "xstate";
import type { ChatClientFrame, ChatErrorCode, ChatMessage, ChatServerFrame, ErrorInfo, LaunchChatAnswer, LaunchChatRequest } from "../contract";
import { CHAT_MESSAGE_MAX, CHAT_NICKNAME_MAX, CHAT_NICKNAME_MIN } from "../contract/rules/limits";
import { asErrorInfo } from "./errors";
import { callbackNotProvided, promiseNotProvided } from "./not-provided";

export interface LiveChatInput {
  /** "service" (customer service) or a live model's id (its room). */
  room: string;
  /** A signed-in member (a guest gives a nickname for the service chat). */
  member: boolean;
  /** Makes the client ids of this chat's messages (a random prefix from the app). */
  clientIdPrefix: string;
}

export interface SocketInput {
  chatUrl: string;
  ticket: string;
  /** The last message id seen: the server sends what came after it. */
  after?: string;
}

/** What the socket actor tells the machine: it opened (and said hello), a frame came, it closed with a code. */
export type SocketEvent = { type: "SOCKET.FRAME"; frame: ChatServerFrame } | { type: "SOCKET.CLOSED"; code: number };
/** What the machine tells the socket actor. */
export type SocketCommand = { type: "SEND"; frame: ChatClientFrame };

export type DraftProblem = "MESSAGE_TOO_LONG" | "MESSAGE_INVALID";
export type NicknameProblem = "NICKNAME_INVALID";

export interface Pending {
  clientId: string;
  text: string;
}

export interface LiveChatContext {
  room: string;
  member: boolean;
  prefix: string;
  nickname: string;
  nicknameError?: NicknameProblem;
  /** The person's own name in the chat (from the launch). */
  name?: string;
  chatUrl?: string;
  ticket?: string;
  messages: ChatMessage[];
  /** Sent but not yet stored by the server: sent again after a reconnect (the server stores each client id once). */
  outbox: Pending[];
  sent: number;
  lastId?: string;
  /** The other side has read up to this message. */
  readUpTo: string | null;
  draft: string;
  draftError?: DraftProblem;
  /** The server refused a message (its text stays in the draft). */
  refused?: ChatErrorCode;
  error?: ErrorInfo;
  /** Reconnects tried since the socket last worked. */
  attempts: number;
}

export type LiveChatEvent =
  | { type: "CHAT.JOIN"; nickname: string }
  | { type: "CHAT.TYPE"; text: string }
  | { type: "CHAT.SEND" }
  | { type: "CHAT.RETRY" }
  | SocketEvent;

const SERVICE_ROOM = "service";

/** Reconnects tried before the chat says it is offline (a retry button starts again). */
export const MAX_RECONNECTS = 5;
/** Close codes of the chat socket (server/chat/hub.ts): a dead ticket, a closed room. */
const CLOSE_TICKET = 4001;
const CLOSE_ROOM = 4002;

const CONTROL_OR_MARKUP = /[\p{Cc}\p{Cf}\u2028\u2029<>]/u;
const NICKNAME = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} ._'-]*$/u;

/** Why the draft cannot go (the server's rule: at most 500 characters after trimming, no markup or control characters). */
function draftProblem(draft: string): DraftProblem | undefined {
  const text = draft.trim();
  if (text.length > CHAT_MESSAGE_MAX) return "MESSAGE_TOO_LONG";
  if (CONTROL_OR_MARKUP.test(text)) return "MESSAGE_INVALID";
  return undefined;
}

const nicknameOk = (value: string) => {
  const nickname = value.trim();
  return nickname.length >= CHAT_NICKNAME_MIN && nickname.length <= CHAT_NICKNAME_MAX && NICKNAME.test(nickname);
};

const frameOf = (event: LiveChatEvent) => (event as Extract<SocketEvent, { type: "SOCKET.FRAME" }>).frame;
const codeOf = (event: unknown) => asErrorInfo((event as { error: unknown }).error).errorCode;

/** Messages merged by id, in arrival order; the own ones the server stored leave the outbox. */
function received(context: LiveChatContext, incoming: ChatMessage[]): Partial<LiveChatContext> {
  const known = new Set(context.messages.map((m) => m.id));
  const fresh = incoming.filter((m) => !known.has(m.id));
  const stored = new Set(incoming.filter((m) => m.from === "member").map((m) => m.clientId));
  const messages = [...context.messages, ...fresh];
  return { messages, outbox: context.outbox.filter((p) => !stored.has(p.clientId)), lastId: messages.at(-1)?.id ?? context.lastId };
}

/** The id of the other side's last message among `incoming`, to mark it read. */
const lastOperatorId = (incoming: ChatMessage[]) => incoming.filter((m) => m.from === "operator").at(-1)?.id;

/**
 * The live chat with customer service (and a model's room, which speaks the same way): a guest gives a nickname, the
 * launch (CBS_launchChat) gives a ticket for the socket at chatUrl; messages go out with their own client id and stay
 * in an outbox until the server has stored them, so a dropped socket loses nothing: the chat reconnects with backoff,
 * asks for what came after the last message it saw, and sends the outbox again. Typing and read marks go both ways.
 */
export const liveChatMachine = setup({
  types: {
    context: {} as LiveChatContext,
    events: {} as LiveChatEvent,
    input: {} as LiveChatInput,
  },
  actors: {
    launchChat: promiseNotProvided<LaunchChatAnswer, LaunchChatRequest>("launchChat"),
    chatSocket: callbackNotProvided<SocketCommand, SocketInput>(),
  },
  delays: {
    /** 1 s, 2 s, 4 s, then 8 s between reconnects. */
    backoff: ({ context }) => Math.min(8_000, 1_000 * 2 ** context.attempts),
  },
  guards: {
    needsNickname: ({ context }) => context.room === SERVICE_ROOM && !context.member,
    nicknameOk: ({ event }) => nicknameOk((event as Extract<LiveChatEvent, { type: "CHAT.JOIN" }>).nickname),
    isNicknameError: ({ event }) => codeOf(event) === "CHAT_NICKNAME_INVALID",
    isRoomClosed: ({ event }) => codeOf(event) === "ROOM_CLOSED",
    draftHasProblem: ({ context }) => draftProblem(context.draft) !== undefined,
    draftEmpty: ({ context }) => context.draft.trim() === "",
    isReady: ({ event }) => frameOf(event).t === "ready",
    isMessage: ({ event }) => frameOf(event).t === "message",
    isOperatorMessage: ({ event }) => {
      const frame = frameOf(event);
      return frame.t === "message" && frame.message.from === "operator";
    },
    isTyping: ({ event }) => {
      const frame = frameOf(event);
      return frame.t === "typing" && frame.from === "operator";
    },
    isRead: ({ event }) => {
      const frame = frameOf(event);
      return frame.t === "read" && frame.by === "operator";
    },
    isRefusal: ({ event }) => {
      const frame = frameOf(event);
      return frame.t === "error" && frame.clientId !== undefined;
    },
    startsTyping: ({ context, event }) => context.draft.trim() === "" && (event as Extract<LiveChatEvent, { type: "CHAT.TYPE" }>).text.trim() !== "",
    roomClosedCode: ({ event }) => (event as Extract<SocketEvent, { type: "SOCKET.CLOSED" }>).code === CLOSE_ROOM,
    ticketDeadCode: ({ event }) => (event as Extract<SocketEvent, { type: "SOCKET.CLOSED" }>).code === CLOSE_TICKET,
    reconnectsLeft: ({ context }) => context.attempts < MAX_RECONNECTS,
  },
  actions: {
    typeDraft: assign({ draft: ({ event }) => (event as Extract<LiveChatEvent, { type: "CHAT.TYPE" }>).text, draftError: undefined, refused: undefined }),
    rejectDraft: assign({ draftError: ({ context }) => draftProblem(context.draft) }),
    queueDraft: assign(({ context }) => ({
      outbox: [...context.outbox, { clientId: `${context.prefix}-${context.sent + 1}`, text: context.draft.trim() }],
      sent: context.sent + 1,
      draft: "",
      draftError: undefined,
      refused: undefined,
    })),
    sendLastQueued: sendTo("chatSocket", ({ context }): SocketCommand => ({ type: "SEND", frame: { t: "send", ...context.outbox.at(-1)! } })),
    sendTyping: sendTo("chatSocket", (): SocketCommand => ({ type: "SEND", frame: { t: "typing" } })),
    resendOutbox: enqueueActions(({ context, enqueue }) => {
      for (const pending of context.outbox) enqueue.sendTo("chatSocket", { type: "SEND", frame: { t: "send", ...pending } } satisfies SocketCommand);
    }),
  },
}).createMachine({
  id: "liveChat",
  description: "Live chat with customer service (or a host's chat room): a visitor first gives a nickname, then messages go both ways with typing and read marks. Messages typed while the connection is down are kept and sent when it is back, never twice; the chat reconnects by itself a few times before saying it is offline.",
  meta: { spec: ["1 What the product does and for whom", "7 Calls › Other", "2 Screens and routes › Popups"], screen: "Live chat window" },
  context: ({ input }) => ({
    room: input.room,
    member: input.member,
    prefix: input.clientIdPrefix,
    nickname: "",
    messages: [],
    outbox: [],
    sent: 0,
    readUpTo: null,
    draft: "",
    attempts: 0,
  }),
  initial: "starting",
  on: {
    // Typing and queueing work in every state: what is queued goes out when the socket is ready.
    "CHAT.TYPE": { description: "The person types a message.", actions: "typeDraft" },
    "CHAT.SEND": [
      { guard: "draftEmpty", description: "Nothing typed: nothing is sent." },
      { guard: "draftHasProblem", description: "The message is too long (over 500 characters) or has markup: it is refused with a reason.", actions: "rejectDraft" },
      { description: "The message is kept to send as soon as the chat is connected.", actions: "queueDraft" },
    ],
  },
  states: {
    starting: {
      description: "Does the person need to give a nickname first?",
      always: [
        { guard: "needsNickname", target: "nickname", description: "A visitor: they are asked for a nickname." },
        { target: "launching", description: "A member: the chat opens straight away." },
      ],
    },
    nickname: {
      description: "The visitor is asked for a nickname (2 to 20 characters).",
      on: {
        "CHAT.JOIN": [
          { guard: "nicknameOk", target: "launching", description: "The nickname is acceptable: the chat opens.", actions: assign({ nickname: ({ event }) => event.nickname.trim(), nicknameError: undefined }) },
          { description: "The nickname is not acceptable: the visitor is told why.", actions: assign({ nicknameError: "NICKNAME_INVALID" }) },
        ],
      },
    },
    launching: {
      description: "Asking the server to open the chat.",
      entry: assign({ error: undefined }),
      invoke: {
        id: "launchChat",
        src: "launchChat",
        input: ({ context }) => (context.member ? { room: context.room } : { room: context.room, nickname: context.nickname }),
        onDone: {
          target: "online",
          description: "The chat is open: it connects.",
          actions: assign({ name: ({ event }) => event.output.name, chatUrl: ({ event }) => event.output.chatUrl, ticket: ({ event }) => event.output.ticket, attempts: 0 }),
        },
        onError: [
          { guard: "isNicknameError", target: "nickname", description: "The server refused the nickname: the visitor is asked for another.", actions: assign({ nicknameError: "NICKNAME_INVALID" }) },
          { guard: "isRoomClosed", target: "closed", description: "The room is closed." },
          { target: "failed", description: "The chat could not be opened: the reason is shown.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
        ],
      },
    },
    failed: { description: "The chat could not be opened; the person can retry.", on: { "CHAT.RETRY": { target: "launching", description: "The person tries again." } } },
    online: {
      description: "Connected (or connecting) to the chat.",
      invoke: {
        id: "chatSocket",
        src: "chatSocket",
        input: ({ context }) => ({ chatUrl: context.chatUrl!, ticket: context.ticket!, after: context.lastId }),
      },
      on: {
        "SOCKET.CLOSED": [
          { guard: "roomClosedCode", target: "closed", description: "The room was closed while the person was in it." },
          // The ticket died (it lives two minutes after its last use): a new launch, then on from the last message.
          { guard: "ticketDeadCode", target: "launching", description: "The chat's pass expired: the chat is opened again and carries on from the last message." },
          { guard: "reconnectsLeft", target: "reconnecting", description: "The connection dropped: the chat tries to reconnect by itself." },
          { target: "offline", description: "The connection dropped and reconnecting kept failing: the chat says it is offline." },
        ],
      },
      initial: "connecting",
      states: {
        connecting: {
          description: "Connecting; messages typed meanwhile wait.",
          on: {
            "SOCKET.FRAME": {
              guard: "isReady",
              target: "open",
              description: "Connected: earlier messages show, and waiting messages are sent (never twice).",
              actions: [
                assign(({ context, event }) => {
                  const frame = frameOf(event) as Extract<ChatServerFrame, { t: "ready" }>;
                  return { ...received(context, frame.messages), readUpTo: frame.readUpTo, attempts: 0 };
                }),
                // The outbox again, in order (stored ones are answered, not stored twice), then the read mark.
                "resendOutbox",
                enqueueActions(({ event, enqueue }) => {
                  const upTo = lastOperatorId((frameOf(event) as Extract<ChatServerFrame, { t: "ready" }>).messages);
                  if (upTo) enqueue.sendTo("chatSocket", { type: "SEND", frame: { t: "read", upTo } } satisfies SocketCommand);
                }),
              ],
            },
          },
        },
        open: {
          description: "The chat is live: messages go both ways, with typing and read marks.",
          on: {
            "CHAT.TYPE": [
              { guard: "startsTyping", description: "The person starts typing: the other side sees “typing…”.", actions: ["typeDraft", "sendTyping"] },
              { description: "The person keeps typing.", actions: "typeDraft" },
            ],
            "CHAT.SEND": [
              { guard: "draftEmpty", description: "Nothing typed: nothing is sent." },
              { guard: "draftHasProblem", description: "The message is too long (over 500 characters) or has markup: it is refused with a reason.", actions: "rejectDraft" },
              { description: "The message is sent at once.", actions: ["queueDraft", "sendLastQueued"] },
            ],
            "SOCKET.FRAME": [
              {
                guard: "isOperatorMessage",
                target: ".quiet",
                description: "A message from customer service arrives: it shows and is marked read.",
                actions: [
                  assign(({ context, event }) => received(context, [(frameOf(event) as Extract<ChatServerFrame, { t: "message" }>).message])),
                  sendTo("chatSocket", ({ event }): SocketCommand => ({ type: "SEND", frame: { t: "read", upTo: (frameOf(event) as Extract<ChatServerFrame, { t: "message" }>).message.id } })),
                ],
              },
              { guard: "isMessage", description: "The person's own message was stored by the server: it shows as sent.", actions: assign(({ context, event }) => received(context, [(frameOf(event) as Extract<ChatServerFrame, { t: "message" }>).message])) },
              { guard: "isTyping", target: ".othersTyping", reenter: true, description: "The other side is typing." },
              { guard: "isRead", description: "The other side read the person's messages: they show as read.", actions: assign({ readUpTo: ({ event }) => (frameOf(event) as Extract<ChatServerFrame, { t: "read" }>).upTo }) },
              {
                guard: "isRefusal",
                description: "The server refused a message: the reason shows and its text goes back into the empty box.",
                actions: assign(({ context, event }) => {
                  const frame = frameOf(event) as Extract<ChatServerFrame, { t: "error" }>;
                  const refusedItem = context.outbox.find((p) => p.clientId === frame.clientId);
                  return {
                    refused: frame.code,
                    outbox: context.outbox.filter((p) => p.clientId !== frame.clientId),
                    draft: refusedItem && context.draft === "" ? refusedItem.text : context.draft,
                  };
                }),
              },
            ],
          },
          initial: "quiet",
          states: {
            quiet: { description: "Nobody on the other side is typing." },
            /** The operator is typing: shown for 4 s after the last typing frame. */
            othersTyping: { description: "“Typing…” shows for 4 seconds after the other side last typed.", after: { 4000: { target: "quiet", description: "The other side stopped typing." } } },
          },
        },
      },
    },
    reconnecting: {
      description: "Waiting a little longer each time before reconnecting.",
      after: { backoff: { target: "online", description: "The chat reconnects.", actions: assign({ attempts: ({ context }) => context.attempts + 1 }) } },
    },
    offline: { description: "The chat says it is offline, with a retry button; typed messages are kept.", on: { "CHAT.RETRY": { target: "online", description: "The person retries.", actions: assign({ attempts: 0 }) } } },
    /** The model's room is closed (or closed while the member was in it). */
    closed: { type: "final", description: "The room is closed." },
  },
});
