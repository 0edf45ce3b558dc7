import { describe, expect, it } from "vitest";
import { liveChatMachine } from "../../machines/live-chat.machine";
import { errorOf, networkError } from "../fixtures/errors";
import { createTestActor, deliver } from "../paths/replay-actor";
import { settleTicks } from "../paths/test-actor";
import { answer, describeWalks, failure, type WalkStep } from "./walks";

// Live chat: a guest gives a nickname (2 to 20 characters) for the service chat; the launch gives a ticket
// for the socket; messages of at most 500 characters, no markup; a dropped socket reconnects after 1 s, 2 s, 4 s, then
// 8 s, at most 5 times, then the chat is offline (retry starts again); a closed room (4002) ends the chat, a dead ticket
// (4001) launches again; the operator's typing shows for 4 s after the last typing frame.
const LAUNCHED = { chatUrl: "/wps/chat/socket", ticket: "ct_a1b2c3", ticketSeconds: 120, name: "demo" };
const input = (room: string, member: boolean) => ({ room, member, clientIdPrefix: "c0ffee" });
const member = { name: "liveChat", machine: liveChatMachine, input: input("service", true) };
const guest = { ...member, input: input("service", false) };
const room = { ...member, input: input("mdl_8f2k1q", false) };

const frame = (f: unknown) => ({ type: "SOCKET.FRAME", frame: f });
const operator = (id: string, text = "Hi, how can I help?") => ({ id, from: "operator", name: "Support", text, at: 1_700_000_000_000 });
const launched = answer("launchChat", LAUNCHED);
const ready = frame({ t: "ready", messages: [], readUpTo: null });
const open: WalkStep[] = [launched, ready];
const drop = { type: "SOCKET.CLOSED", code: 1006 };
const type = (text: string) => ({ type: "CHAT.TYPE", text });
const send = { type: "CHAT.SEND" };

describeWalks(guest, [
  { name: "a guest is asked for a nickname first", steps: [], state: "nickname", requests: { launchChat: 0 } },
  { name: "a nickname of 1 character is refused", steps: [{ type: "CHAT.JOIN", nickname: "a" }], state: "nickname", context: { nicknameError: "NICKNAME_INVALID" } },
  { name: "a nickname of 2 characters joins, trimmed", steps: [{ type: "CHAT.JOIN", nickname: " ab " }], state: "launching", requests: { launchChat: 1 }, context: { nickname: "ab" } },
  { name: "a nickname of 20 characters joins", steps: [{ type: "CHAT.JOIN", nickname: "a".repeat(20) }], state: "launching" },
  { name: "a nickname of 21 characters is refused", steps: [{ type: "CHAT.JOIN", nickname: "a".repeat(21) }], state: "nickname", context: { nicknameError: "NICKNAME_INVALID" } },
  { name: "a nickname with markup is refused", steps: [{ type: "CHAT.JOIN", nickname: "<b>Som</b>" }], state: "nickname", context: { nicknameError: "NICKNAME_INVALID" } },
  { name: "a nickname starting with a dot is refused", steps: [{ type: "CHAT.JOIN", nickname: ".Som" }], state: "nickname" },
  { name: "a nickname with a space, dot, apostrophe and dash joins", steps: [{ type: "CHAT.JOIN", nickname: "Som O'Neil-Jr." }], state: "launching" },
  { name: "a nickname ending in markup is refused", steps: [{ type: "CHAT.JOIN", nickname: "Som<b>" }], state: "nickname", context: { nicknameError: "NICKNAME_INVALID" } },
  { name: "a Thai nickname with its vowel and tone marks joins", steps: [{ type: "CHAT.JOIN", nickname: "สมศักดิ์" }], state: "launching", context: { nickname: "สมศักดิ์" } },
  { name: "a nickname starting with a digit joins", steps: [{ type: "CHAT.JOIN", nickname: "7eleven" }], state: "launching" },
  { name: "a good nickname after a refused one clears the message", steps: [{ type: "CHAT.JOIN", nickname: "a" }, { type: "CHAT.JOIN", nickname: "Somchai" }], state: "launching", context: { nicknameError: undefined } },
  {
    name: "a nickname the server refuses asks for another",
    steps: [{ type: "CHAT.JOIN", nickname: "Somchai" }, failure("launchChat", errorOf("CHAT_NICKNAME_INVALID"))],
    state: "nickname",
    context: { nicknameError: "NICKNAME_INVALID" },
  },
]);

describeWalks(member, [
  { name: "a member goes straight to the launch", steps: [], state: "launching", requests: { launchChat: 1 } },
  { name: "the launch opens the socket with its ticket", steps: [launched], state: { online: "connecting" }, requests: { chatSocket: 1 }, context: { name: "demo", chatUrl: "/wps/chat/socket", ticket: "ct_a1b2c3" } },
  { name: "a failed launch offers a retry", steps: [failure("launchChat", networkError)], state: "failed", context: { error: { kind: "network" } } },
  { name: "retry launches again, the message gone", steps: [failure("launchChat", networkError), { type: "CHAT.RETRY" }], state: "launching", requests: { launchChat: 2 }, context: { error: undefined } },
  { name: "a closed room ends the chat", steps: [failure("launchChat", errorOf("ROOM_CLOSED"))], state: "closed" },
  { name: "the socket's hello answer opens the chat", steps: open, state: { online: { open: "quiet" } } },
  { name: "a room closed while chatting (4002) ends the chat", steps: [...open, { type: "SOCKET.CLOSED", code: 4002 }], state: "closed" },
  { name: "a dead ticket (4001) launches again", steps: [...open, { type: "SOCKET.CLOSED", code: 4001 }], state: "launching", requests: { launchChat: 2 } },
  { name: "a dropped socket waits 1 s before reconnecting", steps: [...open, drop, { waitMs: 999 }], state: "reconnecting", requests: { chatSocket: 1 } },
  { name: "after 1 s it reconnects", steps: [...open, drop, { waitMs: 1000 }], state: { online: "connecting" }, requests: { chatSocket: 2 }, context: { attempts: 1 } },
  { name: "the second wait is 2 s", steps: [...open, drop, { waitMs: 1000 }, drop, { waitMs: 1999 }], state: "reconnecting", requests: { chatSocket: 2 } },
  { name: "after 2 s the second reconnect", steps: [...open, drop, { waitMs: 1000 }, drop, { waitMs: 2000 }], state: { online: "connecting" }, requests: { chatSocket: 3 }, context: { attempts: 2 } },
  {
    name: "the third wait is 4 s, the fourth and fifth 8 s",
    steps: [...open, drop, { waitMs: 1000 }, drop, { waitMs: 2000 }, drop, { waitMs: 3999 }, { waitMs: 1 }, drop, { waitMs: 7999 }, { waitMs: 1 }, drop, { waitMs: 7999 }],
    state: "reconnecting",
    requests: { chatSocket: 5 },
    context: { attempts: 4 },
  },
  {
    name: "after 5 failed reconnects the chat is offline",
    steps: [...open, drop, { waitMs: 1000 }, drop, { waitMs: 2000 }, drop, { waitMs: 4000 }, drop, { waitMs: 8000 }, drop, { waitMs: 8000 }, drop],
    state: "offline",
    requests: { chatSocket: 6 },
    context: { attempts: 5 },
  },
  {
    name: "retry when offline connects at once and counts again from the start",
    steps: [...open, drop, { waitMs: 1000 }, drop, { waitMs: 2000 }, drop, { waitMs: 4000 }, drop, { waitMs: 8000 }, drop, { waitMs: 8000 }, drop, { type: "CHAT.RETRY" }],
    state: { online: "connecting" },
    requests: { chatSocket: 7 },
    context: { attempts: 0 },
  },
  {
    name: "a socket that answers again starts the waits from 1 s",
    steps: [...open, drop, { waitMs: 1000 }, drop, { waitMs: 2000 }, ready, drop, { waitMs: 1000 }],
    state: { online: "connecting" },
    requests: { chatSocket: 4 },
    context: { attempts: 1 },
  },
  { name: "the operator's typing shows", steps: [...open, frame({ t: "typing", from: "operator" })], state: { online: { open: "othersTyping" } } },
  { name: "the operator's typing shows for 4 s", steps: [...open, frame({ t: "typing", from: "operator" }), { waitMs: 3999 }], state: { online: { open: "othersTyping" } } },
  { name: "the operator's typing is gone after 4 s", steps: [...open, frame({ t: "typing", from: "operator" }), { waitMs: 4000 }], state: { online: { open: "quiet" } } },
  {
    name: "a new typing frame shows it 4 s more",
    steps: [...open, frame({ t: "typing", from: "operator" }), { waitMs: 3000 }, frame({ t: "typing", from: "operator" }), { waitMs: 3999 }],
    state: { online: { open: "othersTyping" } },
  },
  { name: "the member's own typing echoed is not the operator typing", steps: [...open, frame({ t: "typing", from: "member" })], state: { online: { open: "quiet" } } },
  { name: "the operator's message ends their typing", steps: [...open, frame({ t: "typing", from: "operator" }), frame({ t: "message", message: operator("m-op-2") })], state: { online: { open: "quiet" } }, context: { messages: [operator("m-op-2")], lastId: "m-op-2" } },
  { name: "the operator's read mark is shown", steps: [...open, frame({ t: "read", by: "operator", upTo: "m-1" })], state: { online: { open: "quiet" } }, context: { readUpTo: "m-1" } },
  { name: "the member's own read mark echoed changes nothing", steps: [...open, frame({ t: "read", by: "member", upTo: "m-1" })], state: { online: { open: "quiet" } }, context: { readUpTo: null } },
  { name: "what was missed comes with the hello answer", steps: [launched, frame({ t: "ready", messages: [operator("m-op-1")], readUpTo: "m-0" })], state: { online: { open: "quiet" } }, context: { messages: [operator("m-op-1")], readUpTo: "m-0", lastId: "m-op-1" } },
  { name: "a message of 500 characters goes out", steps: [...open, type("x".repeat(500)), send], state: { online: { open: "quiet" } }, context: { outbox: [{ clientId: "c0ffee-1", text: "x".repeat(500) }], draft: "", sent: 1 } },
  {
    name: "a message of 500 characters padded with spaces goes out trimmed",
    steps: [...open, type(`  ${"x".repeat(500)}  `), send],
    state: { online: { open: "quiet" } },
    context: { outbox: [{ clientId: "c0ffee-1", text: "x".repeat(500) }], draftError: undefined },
  },
  { name: "a message of 501 characters is refused", steps: [...open, type("x".repeat(501)), send], state: { online: { open: "quiet" } }, context: { outbox: [], draftError: "MESSAGE_TOO_LONG", draft: "x".repeat(501) } },
  { name: "a message with markup is refused", steps: [...open, type("<b>hi</b>"), send], state: { online: { open: "quiet" } }, context: { outbox: [], draftError: "MESSAGE_INVALID" } },
  { name: "a message with a control character is refused", steps: [...open, type("hi\u0007there"), send], state: { online: { open: "quiet" } }, context: { outbox: [], draftError: "MESSAGE_INVALID" } },
  { name: "an empty box sends nothing", steps: [...open, type("   "), send], state: { online: { open: "quiet" } }, context: { outbox: [], sent: 0 } },
  { name: "typing again clears the draft's problem", steps: [...open, type("<b>"), send, type("hi")], state: { online: { open: "quiet" } }, context: { draftError: undefined, draft: "hi" } },
  {
    name: "a message typed before the socket is ready waits in the outbox, trimmed",
    steps: [launched, type("  Hello  "), send],
    state: { online: "connecting" },
    context: { outbox: [{ clientId: "c0ffee-1", text: "Hello" }], sent: 1, draft: "" },
  },
  {
    name: "a refused message comes back to the empty box",
    steps: [...open, type("Hello"), send, frame({ t: "error", code: "MESSAGE_INVALID", clientId: "c0ffee-1" })],
    state: { online: { open: "quiet" } },
    context: { refused: "MESSAGE_INVALID", outbox: [], draft: "Hello" },
  },
  {
    name: "a message that comes twice is shown once",
    steps: [...open, frame({ t: "message", message: operator("m-op-2") }), frame({ t: "message", message: operator("m-op-2") })],
    state: { online: { open: "quiet" } },
    context: { messages: [operator("m-op-2")] },
  },
  {
    name: "of two messages waiting, the refused one comes back to the box and the other stays",
    steps: [...open, type("one"), send, type("two"), send, frame({ t: "error", code: "MESSAGE_INVALID", clientId: "c0ffee-2" })],
    state: { online: { open: "quiet" } },
    context: { refused: "MESSAGE_INVALID", outbox: [{ clientId: "c0ffee-1", text: "one" }], draft: "two" },
  },
  {
    name: "a refused message does not overwrite what is being typed",
    steps: [...open, type("one"), send, type("new text"), frame({ t: "error", code: "MESSAGE_INVALID", clientId: "c0ffee-1" })],
    state: { online: { open: "quiet" } },
    context: { refused: "MESSAGE_INVALID", outbox: [], draft: "new text" },
  },
  {
    name: "an error naming no message is no refusal of a message",
    steps: [...open, type("one"), send, frame({ t: "error", code: "BAD_FRAME" })],
    state: { online: { open: "quiet" } },
    context: { refused: undefined, outbox: [{ clientId: "c0ffee-1", text: "one" }], draft: "" },
  },
  {
    name: "a message the server stored leaves the outbox",
    steps: [...open, type("Hello"), send, frame({ t: "message", message: { id: "m-9", from: "member", name: "demo", text: "Hello", at: 1_700_000_000_001, clientId: "c0ffee-1" } })],
    state: { online: { open: "quiet" } },
    context: { outbox: [], lastId: "m-9" },
  },
]);

describeWalks(room, [
  { name: "a model's room needs no nickname, even for a guest", steps: [], state: "launching", requests: { launchChat: 1 } },
]);

describe("live chat frames", () => {
  async function run(steps: WalkStep[], model = member) {
    const test = createTestActor({ ...model, payloads: {} });
    test.actor.start();
    for (const step of steps) {
      if ("waitMs" in step) {
        test.clock.increment((step as { waitMs: number }).waitMs);
        await settleTicks();
      } else await deliver(test, step);
    }
    return test;
  }
  const socketFrames = (test: Awaited<ReturnType<typeof run>>) => test.fakes.sent.map((s) => (s.event as { frame: unknown }).frame);

  it("the launch names the room; a guest's also the nickname", async () => {
    expect((await run([])).fakes.inputs).toEqual([{ id: "launchChat", input: { room: "service" } }]);
    expect((await run([{ type: "CHAT.JOIN", nickname: " Somchai " }], guest)).fakes.inputs).toEqual([{ id: "launchChat", input: { room: "service", nickname: "Somchai" } }]);
  });

  it("the socket gets the ticket, and after a drop the last message seen", async () => {
    const test = await run([launched, frame({ t: "ready", messages: [operator("m-op-1")], readUpTo: null }), drop, { waitMs: 1000 }]);
    expect(test.fakes.inputs.filter((r) => r.id === "chatSocket").map((r) => r.input)).toEqual([
      { chatUrl: "/wps/chat/socket", ticket: "ct_a1b2c3", after: undefined },
      { chatUrl: "/wps/chat/socket", ticket: "ct_a1b2c3", after: "m-op-1" },
    ]);
  });

  it("sends typing once when the box starts being typed in, the message, and a read mark for the operator's lines", async () => {
    const test = await run([...open, type("H"), type("He"), type("Hello"), send, frame({ t: "message", message: operator("m-op-2") })]);
    expect(socketFrames(test)).toEqual([{ t: "typing" }, { t: "send", clientId: "c0ffee-1", text: "Hello" }, { t: "read", upTo: "m-op-2" }]);
  });

  it("spaces alone are not typing; the first visible character is", async () => {
    const test = await run([...open, type(" "), type(" H"), type(" He")]);
    expect(socketFrames(test)).toEqual([{ t: "typing" }]);
  });

  it("a closed room ends the chat for good", async () => {
    expect((await run([...open, { type: "SOCKET.CLOSED", code: 4002 }])).actor.getSnapshot().status).toBe("done");
    expect((await run([failure("launchChat", errorOf("ROOM_CLOSED"))])).actor.getSnapshot().status).toBe("done");
  });

  it("on a reconnect the outbox goes again in order, then the read mark of what was missed", async () => {
    const test = await run([launched, type("one"), send, type("two"), send, frame({ t: "ready", messages: [operator("m-op-1"), operator("m-op-3")], readUpTo: null })]);
    expect(socketFrames(test)).toEqual([
      { t: "send", clientId: "c0ffee-1", text: "one" },
      { t: "send", clientId: "c0ffee-2", text: "two" },
      { t: "read", upTo: "m-op-3" },
    ]);
  });
});
