// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type ChatMessage, type ChatServerFrame } from "../../contract";
import { chatServerFrameSchema } from "../../contract/chat";
import { startReferenceServer } from "../../server/main";
import { get, post, tokenFor } from "./helpers";

type Running = Awaited<ReturnType<typeof startReferenceServer>>;
let running: Running;
beforeAll(async () => {
  running = await startReferenceServer({ databaseUrl: ":memory:", devRoutes: true, log: false, port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await running.close();
});

/** A socket that keeps every frame it got, and waits for the next one that matches. */
class Peer {
  frames: ChatServerFrame[] = [];
  closedWith?: number;
  private waiters: Array<{ test: (f: ChatServerFrame) => boolean; resolve: (f: ChatServerFrame) => void; from: number }> = [];
  constructor(readonly socket: WebSocket) {
    socket.on("message", (data) => {
      this.frames.push(chatServerFrameSchema.parse(JSON.parse(data.toString())));
      this.check();
    });
    socket.on("close", (code) => (this.closedWith = code));
  }
  static async open(path: string, hello: unknown): Promise<Peer> {
    const socket = new WebSocket(running.url.replace(/^http/, "ws") + path);
    const peer = new Peer(socket);
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
    socket.send(JSON.stringify(hello));
    return peer;
  }
  private check() {
    this.waiters = this.waiters.filter((w) => {
      const found = this.frames.slice(w.from).find(w.test);
      if (found) w.resolve(found);
      return !found;
    });
  }
  next<T extends ChatServerFrame["t"]>(t: T, test: (f: Extract<ChatServerFrame, { t: T }>) => boolean = () => true, from = 0): Promise<Extract<ChatServerFrame, { t: T }>> {
    return new Promise((resolve) => {
      this.waiters.push({ test: (f) => f.t === t && test(f as never), resolve: resolve as never, from });
      this.check();
    });
  }
  send(frame: unknown) {
    this.socket.send(JSON.stringify(frame));
  }
  closed(): Promise<number> {
    return this.closedWith !== undefined ? Promise.resolve(this.closedWith) : new Promise((resolve) => this.socket.once("close", resolve));
  }
}

const launch = (body: unknown, token?: string) => post(running.reference, "/wps/relay/CBS_launchChat", body, { token, headers: { Language: "EN" } });
const ticketOf = (answer: { json?: { value?: unknown } }) => (answer.json!.value as { ticket: string }).ticket;
const member = (ticket: string, after?: string) => Peer.open("/wps/chat/socket", { t: "hello", ticket, after });
const operator = (conversationId: string) => Peer.open("/dev/chat/socket", { t: "hello", ticket: conversationId });
const conversations = async () => ((await (await fetch(`${running.url}/dev/chat/conversations`)).json()) as { value: Array<{ id: string; name: string }> }).value;

describe("live chat (CBS_launchChat and the chat socket)", () => {
  it("lists the seeded models with their rooms open or closed", async () => {
    const answer = await get(running.reference, "/wps/relay/CBS_modelList");
    expect(answer.json?.value).toEqual({
      models: [
        { modelId: "mdl_8f2k1q", name: "Ploy", open: true, present: 0 },
        { modelId: "mdl_3z9wxa", name: "Mint", open: true, present: 0 },
        { modelId: "mdl_q7d0ru", name: "Fah", open: false, present: 0 },
      ],
    });
  });

  it("gives a guest a ticket only with a nickname of 2 to 20 plain characters", async () => {
    for (const nickname of [undefined, "a", "x".repeat(21), "<b>hi</b>", "ab\u202e"]) {
      const answer = await launch({ room: "service", nickname });
      expect(answer.status, String(nickname)).toBe(400);
      expect(answer.json?.errorCode).toBe("CHAT_NICKNAME_INVALID");
    }
    const ok = await launch({ room: "service", nickname: "Somchai 2" });
    expect(ok.json?.value).toMatchObject({ chatUrl: "/wps/chat/socket", ticketSeconds: 120, name: "Somchai 2" });
    expect(ticketOf(ok)).toMatch(/^ct_[A-Za-z0-9_-]{16}$/);
  });

  it("member and operator exchange messages; a dropped socket loses nothing either way; a resend is stored once", async () => {
    const token = await tokenFor(running.reference, "demo", "Demo1234");
    const ticket = ticketOf(await launch({ room: "service" }, token));
    const me = await member(ticket);
    expect((await me.next("ready")).messages).toEqual([]);
    me.send({ t: "send", clientId: "client-0001", text: "  Hello, I need help  " });
    const first = (await me.next("message")).message;
    expect(first).toMatchObject({ from: "member", name: "demo", text: "Hello, I need help", clientId: "client-0001" });
    expect(first.id).toMatch(/^msg_/);

    const conversation = (await conversations()).find((c) => c.name === "demo")!;
    const op = await operator(conversation.id);
    expect((await op.next("ready")).messages.map((m) => m.text)).toEqual(["Hello, I need help"]);
    op.send({ t: "typing" });
    expect(await me.next("typing")).toEqual({ t: "typing", from: "operator" });
    op.send({ t: "read", upTo: first.id });
    expect(await me.next("read")).toEqual({ t: "read", by: "operator", upTo: first.id });
    op.send({ t: "send", clientId: "op-000000001", text: "Hi, how can I help?" });
    const reply = (await me.next("message", (f) => f.message.from === "operator")).message;
    expect(reply.text).toBe("Hi, how can I help?");

    // The network drops: the operator writes twice meanwhile; the member had one message unacknowledged.
    const dropped = (await (await fetch(`${running.url}/dev/chat/drop`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).json()) as { value: { dropped: number } };
    expect(dropped.value.dropped).toBe(1);
    await me.closed();
    op.send({ t: "send", clientId: "op-000000002", text: "Are you there?" });
    op.send({ t: "send", clientId: "op-000000003", text: "Still here for you" });
    await op.next("message", (f) => f.message.text === "Still here for you");

    const again = await member(ticket, reply.id);
    const ready = await again.next("ready");
    expect(ready.messages.map((m: ChatMessage) => m.text)).toEqual(["Are you there?", "Still here for you"]);
    expect(ready.readUpTo).toBe(first.id);
    // The first message sent again (the client did not know it was stored): answered, not stored twice.
    again.send({ t: "send", clientId: "client-0001", text: "Hello, I need help" });
    expect((await again.next("message")).message.id).toBe(first.id);
    again.send({ t: "send", clientId: "client-0002", text: "Yes, thanks" });
    await op.next("message", (f) => f.message.text === "Yes, thanks");

    const history = await member(ticket);
    expect((await history.next("ready")).messages.map((m) => m.text)).toEqual(["Hello, I need help", "Hi, how can I help?", "Are you there?", "Still here for you", "Yes, thanks"]);
    for (const p of [op, again, history]) p.socket.close();
  });

  it("refuses over-long and script messages without storing them", async () => {
    const ticket = ticketOf(await launch({ room: "service", nickname: "Guest" }));
    const me = await member(ticket);
    await me.next("ready");
    me.send({ t: "send", clientId: "long-000001", text: "x".repeat(501) });
    expect(await me.next("error")).toEqual({ t: "error", code: "MESSAGE_TOO_LONG", clientId: "long-000001" });
    me.send({ t: "send", clientId: "script-0001", text: "<script>alert(1)</script>" });
    expect(await me.next("error", (f) => f.clientId === "script-0001")).toMatchObject({ code: "MESSAGE_INVALID" });
    me.send({ t: "send", clientId: "blank-00001", text: "   " });
    expect(await me.next("error", (f) => f.clientId === "blank-00001")).toMatchObject({ code: "MESSAGE_INVALID" });
    me.send({ t: "send", clientId: "limit-00001", text: "y".repeat(500) });
    expect((await me.next("message")).message.text).toHaveLength(500);
    me.send({ t: "what" });
    expect(await me.next("error", (f) => f.code === "BAD_FRAME")).toBeTruthy();
    const fresh = await member(ticket);
    expect((await fresh.next("ready")).messages.map((m) => m.clientId)).toEqual(["limit-00001"]);
    for (const p of [me, fresh]) p.socket.close();
  });

  it("refuses an unknown or expired ticket and a foreign origin", async () => {
    const unknown = await member("ct_nothing_like_a_ticket");
    expect(await unknown.next("error")).toEqual({ t: "error", code: "TICKET_INVALID" });
    expect(await unknown.closed()).toBe(4001);
    const ticket = ticketOf(await launch({ room: "service", nickname: "Late" }));
    await fetch(`${running.url}/dev/clock`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ advanceMs: 121_000 }) });
    const late = await member(ticket);
    expect(await late.next("error")).toEqual({ t: "error", code: "TICKET_INVALID" });
    const foreign = new WebSocket(running.url.replace(/^http/, "ws") + "/wps/chat/socket", { origin: "https://evil.example" });
    await expect(new Promise((resolve, reject) => foreign.once("open", resolve).once("error", reject))).rejects.toThrow(/403/);
  });

  it("model rooms: members only, a closed room refuses, closing an open room ends its sockets", async () => {
    expect((await launch({ room: "mdl_8f2k1q" })).status).toBe(401);
    const token = await tokenFor(running.reference, "agent", "Agent1234");
    const closed = await launch({ room: "mdl_q7d0ru" }, token);
    expect(closed.json).toMatchObject({ success: false, errorCode: "ROOM_CLOSED", message: "This chat room is closed now" });
    expect((await launch({ room: "mdl_nope" }, token)).json?.errorCode).toBe("ROOM_NOT_FOUND");
    const inRoom = await member(ticketOf(await launch({ room: "mdl_3z9wxa" }, token)));
    await inRoom.next("ready");
    expect(((await get(running.reference, "/wps/relay/CBS_modelList")).json?.value as { models: Array<{ present: number }> }).models[1]!.present).toBe(1);
    await fetch(`${running.url}/dev/chat/rooms/mdl_3z9wxa`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ open: false }) });
    expect(await inRoom.next("error")).toEqual({ t: "error", code: "ROOM_CLOSED" });
    expect(await inRoom.closed()).toBe(4002);
  });
});

describe("domain routes for the connection chooser", () => {
  it("answers the ping after the delay set for the host it was asked on", async () => {
    await fetch(`${running.url}/dev/domain-delay`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ host: "127.0.0.1", delayMs: 300 }) });
    const timed = async (host: string) => {
      const started = performance.now();
      const answer = (await (await fetch(`http://${host}:${new URL(running.url).port}/wps/system/ping`)).json()) as { value: { host: string } };
      return { host: answer.value.host, ms: performance.now() - started };
    };
    const slow = await timed("127.0.0.1");
    expect(slow.host).toBe("127.0.0.1");
    expect(slow.ms).toBeGreaterThanOrEqual(300);
    await fetch(`${running.url}/dev/domain-delay`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ host: "127.0.0.1", delayMs: 0 }) });
    expect((await timed("127.0.0.1")).ms).toBeLessThan(300);
    const refused = await fetch(`${running.url}/dev/domain-delay`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ host: "x", delayMs: 999_999 }) });
    expect(refused.status).toBe(400);
  });
});
