import type { EventObject } from "xstate";
import type { Oracle, StepExpectation } from "../paths/oracle";

type Phase = "nickname" | "launching" | "failed" | "connecting" | "open" | "reconnecting" | "offline" | "closed";

type Msg = { id: string; from: "member" | "operator"; clientId?: string | null; text: string };

export interface ChatFlow {
  phase: Phase;
  nickname?: string;
  nicknameError?: string;
  chatUrl?: string;
  ticket?: string;
  messages: Msg[];
  outbox: Array<{ clientId: string; text: string }>;
  sent: number;
  lastId?: string;
  readUpTo: string | null;
  draft: string;
  draftError?: string;
  refused?: string;
  attempts: number;
  othersTyping: boolean;
  error?: unknown;
}

export const CHAT_INPUT = { clientIdPrefix: "c0ffee" };

/** The live chat's draft rule (docs/features.md): at most 500 characters after trimming; no markup or control characters. */
export function draftRule(draft: string): string | undefined {
  const text = draft.trim();
  if (text.length > 500) return "MESSAGE_TOO_LONG";
  if (/[<>\p{Cc}\u200b-\u200f\u202a-\u202e]/u.test(text)) return "MESSAGE_INVALID";
  return undefined;
}

/** Guest nicknames: 2 to 20 characters, letters, digits, spaces and `._'-`, starting with a letter or digit. */
const nicknameRule = (value: string) => /^[\p{L}\p{N}][\p{L}\p{N} ._'-]{1,19}$/u.test(value.trim());

/** Waits between reconnects: 1 s, 2 s, 4 s, then 8 s. */
const BACKOFF_MS = [1000, 2000, 4000, 8000, 8000];
/** At most 5 reconnects, then "offline" with a retry. */
const MAX_RECONNECTS = 5;

const send = (frame: Record<string, unknown>) => ({ sendTo: "chatSocket", event: { type: "SEND", frame } });

/**
 * The live chat's reference model: a guest names themselves, a launch gives a ticket, the socket says ready with what
 * the person missed; own messages wait in an outbox until the server has them (sent again after every reconnect, in
 * order); a closed room ends the chat; a dead ticket launches again; drops reconnect with backoff.
 */
export function liveChatFlow(input: { room: string; member: boolean }) {
  const guest = input.room === "service" && !input.member;
  function follow(events: readonly EventObject[]): { flow: ChatFlow; expectation: StepExpectation } {
    const flow: ChatFlow = { phase: guest ? "nickname" : "launching", messages: [], outbox: [], sent: 0, readUpTo: null, draft: "", attempts: 0, othersTyping: false };
    const launchRequest = () => ({ id: "launchChat", input: guest ? { room: input.room, nickname: flow.nickname } : { room: input.room } });
    const socketRequest = () => ({ id: "chatSocket", input: { chatUrl: flow.chatUrl, ticket: flow.ticket, after: flow.lastId } });
    let expectation: StepExpectation = guest ? {} : { requests: [launchRequest()] };
    const merge = (incoming: Msg[]) => {
      for (const m of incoming) if (!flow.messages.some((k) => k.id === m.id)) flow.messages.push(m);
      const stored = new Set(incoming.filter((m) => m.from === "member").map((m) => m.clientId));
      flow.outbox = flow.outbox.filter((p) => !stored.has(p.clientId));
      if (flow.messages.length > 0) flow.lastId = flow.messages.at(-1)!.id;
    };
    for (const e of events) {
      const event = e as EventObject & Record<string, unknown>;
      const need = (...phases: Phase[]) => {
        if (!phases.includes(flow.phase)) throw new Error(`${event.type} cannot happen while the chat is ${flow.phase}`);
      };
      const socketOpen = flow.phase === "open";
      switch (event.type) {
        case "CHAT.JOIN": {
          need("nickname");
          const nickname = event.nickname as string;
          if (nicknameRule(nickname)) {
            Object.assign(flow, { phase: "launching", nickname: nickname.trim(), nicknameError: undefined });
            expectation = { requests: [launchRequest()], context: { nicknameError: undefined } };
          } else {
            flow.nicknameError = "NICKNAME_INVALID";
            expectation = { context: { nicknameError: "NICKNAME_INVALID" } };
          }
          break;
        }
        case "xstate.done.actor.launchChat": {
          need("launching");
          const output = event.output as { chatUrl: string; ticket: string; name: string };
          Object.assign(flow, { phase: "connecting", chatUrl: output.chatUrl, ticket: output.ticket, attempts: 0 });
          expectation = { requests: [socketRequest()], context: { name: output.name } };
          break;
        }
        case "xstate.error.actor.launchChat": {
          need("launching");
          const error = event.error as { errorCode?: string };
          if (error.errorCode === "CHAT_NICKNAME_INVALID") {
            Object.assign(flow, { phase: "nickname", nicknameError: "NICKNAME_INVALID" });
            expectation = { context: { nicknameError: "NICKNAME_INVALID" } };
          } else if (error.errorCode === "ROOM_CLOSED") {
            flow.phase = "closed";
            expectation = {};
          } else {
            Object.assign(flow, { phase: "failed", error });
            expectation = { context: { error } };
          }
          break;
        }
        case "CHAT.RETRY":
          need("failed", "offline");
          if (flow.phase === "failed") {
            flow.phase = "launching";
            expectation = { requests: [launchRequest()], context: { error: undefined } };
          } else {
            Object.assign(flow, { phase: "connecting", attempts: 0 });
            expectation = { requests: [socketRequest()] };
          }
          break;
        case "CHAT.TYPE": {
          const text = event.text as string;
          const starts = socketOpen && flow.draft.trim() === "" && text.trim() !== "";
          Object.assign(flow, { draft: text, draftError: undefined, refused: undefined });
          expectation = { effects: starts ? [send({ t: "typing" })] : [], context: { draft: text, draftError: undefined, refused: undefined } };
          break;
        }
        case "CHAT.SEND": {
          if (flow.draft.trim() === "") {
            expectation = { context: { outbox: flow.outbox } };
            break;
          }
          const problem = draftRule(flow.draft);
          if (problem) {
            flow.draftError = problem;
            expectation = { context: { draftError: problem, outbox: flow.outbox } };
            break;
          }
          flow.sent += 1;
          const pending = { clientId: `${CHAT_INPUT.clientIdPrefix}-${flow.sent}`, text: flow.draft.trim() };
          flow.outbox = [...flow.outbox, pending];
          Object.assign(flow, { draft: "", draftError: undefined, refused: undefined });
          // Sent at once on an open socket; otherwise it waits for the next ready.
          expectation = { effects: socketOpen ? [send({ t: "send", ...pending })] : [], context: { outbox: flow.outbox, draft: "" } };
          break;
        }
        case "SOCKET.FRAME": {
          const frame = event.frame as Record<string, unknown> & { t: string };
          if (flow.phase === "connecting") {
            if (frame.t !== "ready") {
              expectation = {};
              break;
            }
            const incoming = frame.messages as Msg[];
            merge(incoming);
            Object.assign(flow, { phase: "open", readUpTo: frame.readUpTo, attempts: 0, othersTyping: false });
            const lastOperator = incoming.filter((m) => m.from === "operator").at(-1);
            expectation = {
              effects: [...flow.outbox.map((p) => send({ t: "send", ...p })), ...(lastOperator ? [send({ t: "read", upTo: lastOperator.id })] : [])],
              context: { messages: flow.messages, outbox: flow.outbox, readUpTo: frame.readUpTo },
            };
            break;
          }
          need("open");
          if (frame.t === "message") {
            const message = frame.message as Msg;
            merge([message]);
            if (message.from === "operator") {
              flow.othersTyping = false;
              expectation = { effects: [send({ t: "read", upTo: message.id })], context: { messages: flow.messages, lastId: flow.lastId } };
            } else expectation = { context: { messages: flow.messages, outbox: flow.outbox, lastId: flow.lastId } };
          } else if (frame.t === "typing" && frame.from === "operator") {
            flow.othersTyping = true;
            expectation = {};
          } else if (frame.t === "read" && frame.by === "operator") {
            flow.readUpTo = frame.upTo as string;
            expectation = { context: { readUpTo: flow.readUpTo } };
          } else if (frame.t === "error" && frame.clientId !== undefined) {
            const item = flow.outbox.find((p) => p.clientId === frame.clientId);
            flow.outbox = flow.outbox.filter((p) => p.clientId !== frame.clientId);
            // The refused text comes back to an empty input box, to be corrected.
            if (item && flow.draft === "") flow.draft = item.text;
            flow.refused = frame.code as string;
            expectation = { context: { refused: flow.refused, outbox: flow.outbox, draft: flow.draft } };
          } else expectation = {};
          break;
        }
        case "SOCKET.CLOSED": {
          need("connecting", "open");
          const code = event.code as number;
          flow.othersTyping = false;
          if (code === 4002) {
            flow.phase = "closed";
            expectation = {};
          } else if (code === 4001) {
            flow.phase = "launching";
            expectation = { requests: [launchRequest()] };
          } else if (flow.attempts < MAX_RECONNECTS) {
            flow.phase = "reconnecting";
            expectation = {};
          } else {
            flow.phase = "offline";
            expectation = {};
          }
          break;
        }
        default:
          if (event.type.startsWith("xstate.after.")) {
            if (flow.phase === "reconnecting") {
              Object.assign(flow, { phase: "connecting", attempts: flow.attempts + 1 });
              expectation = { requests: [socketRequest()], context: { attempts: flow.attempts } };
            } else if (flow.phase === "open" && flow.othersTyping) {
              flow.othersTyping = false;
              expectation = {};
            } else throw new Error(`no wait is running while the chat is ${flow.phase}`);
            break;
          }
          throw new Error(`the live chat oracle does not know ${event.type}`);
      }
    }
    return { flow, expectation };
  }
  const oracle: Oracle = {
    step: (events) => follow(events).expectation,
    delays: {
      "liveChat.reconnecting": (events) => BACKOFF_MS[follow(events.slice(0, -1)).flow.attempts]!,
      "liveChat.online.open.othersTyping": 4000,
    },
  };
  return { oracle, follow: (events: readonly EventObject[]) => follow(events).flow };
}
