// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type ChatServerFrame } from "../../contract";
import { chatServerFrameSchema } from "../../contract/chat";
import { calls } from "../../contract/calls";
import { startReferenceServer } from "../../server/main";
import { post, postEncrypted, send, tokenFor } from "./helpers";

/**
 * Findings 5, 6 and 7 of the outside probe: a chat ticket belongs to its session, messages and sockets are limited
 * (with a clear `error` frame), and rooms never show login names. Limits: docs/security-senders.md.
 */

type Running = Awaited<ReturnType<typeof startReferenceServer>>;
let running: Running;
beforeAll(async () => {
  running = await startReferenceServer({ databaseUrl: ":memory:", devRoutes: true, log: false, port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await running.close();
});
/** Every socket a test opened, closed after it (sockets per address are limited). */
const opened: Peer[] = [];
let testsRun = 0;
beforeEach(async () => {
  await post(running.reference, "/dev/reset", {});
  // The message windows (a minute at most) start empty: the reset puts the server clock back to real time, so it
  // moves a minute further for each test than for the one before, past that test's messages.
  testsRun += 1;
  await post(running.reference, "/dev/clock", { advanceMs: testsRun * 61_000 });
});
afterEach(async () => {
  for (const peer of opened) peer.socket.close();
  await Promise.all(opened.map((peer) => peer.until((p) => p.closedWith !== undefined)));
  opened.length = 0;
});

/** A socket that keeps every frame it got, and waits for frames that match. */
class Peer {
  frames: ChatServerFrame[] = [];
  closedWith?: number;
  private waiters: Array<() => void> = [];
  constructor(readonly socket: WebSocket) {
    socket.on("message", (data) => {
      this.frames.push(chatServerFrameSchema.parse(JSON.parse(data.toString())));
      this.wake();
    });
    socket.on("close", (code) => {
      this.closedWith = code;
      this.wake();
    });
  }
  static async open(hello: unknown): Promise<Peer> {
    const socket = new WebSocket(running.url.replace(/^http/, "ws") + "/wps/chat/socket");
    const peer = new Peer(socket);
    opened.push(peer);
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
    socket.send(JSON.stringify(hello));
    return peer;
  }
  private wake() {
    for (const waiter of this.waiters) waiter();
  }
  /** Resolves once `done` holds for the frames so far (checked at every frame and at close). */
  until(done: (peer: Peer) => boolean): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (!done(this)) return;
        this.waiters = this.waiters.filter((w) => w !== check);
        resolve();
      };
      this.waiters.push(check);
      check();
    });
  }
  count(t: ChatServerFrame["t"]) {
    return this.frames.filter((f) => f.t === t).length;
  }
  send(frame: unknown) {
    this.socket.send(JSON.stringify(frame));
  }
}

const EN = { headers: { Language: "EN" } };
const launch = (body: unknown, token?: string) => post(running.reference, "/wps/relay/CBS_launchChat", body, { token, ...EN });
const ticketOf = (answer: { json?: { value?: unknown } }) => (answer.json!.value as { ticket: string }).ticket;
const ready = async (ticket: string) => {
  const peer = await Peer.open({ t: "hello", ticket });
  await peer.until((p) => p.count("ready") === 1 || p.closedWith !== undefined);
  return peer;
};
const sendText = (peer: Peer, n: number, prefix: string) => {
  for (let i = 0; i < n; i += 1) peer.send({ t: "send", clientId: `${prefix}-${String(i).padStart(6, "0")}`, text: `message ${i}` });
};

describe("a chat ticket belongs to its session", () => {
  it("logout closes the member's open socket and refuses the ticket afterwards; nothing more is stored", async () => {
    const token = await tokenFor(running.reference, "demo", "Demo1234");
    const ticket = ticketOf(await launch({ room: "service" }, token));
    const open = await ready(ticket);
    expect(open.count("ready")).toBe(1);

    expect((await send(running.reference, "DELETE", calls.logout.path, { token })).json?.success).toBe(true);
    await open.until((p) => p.closedWith !== undefined);
    expect(open.closedWith).toBe(4001);
    expect(open.frames.at(-1)).toEqual({ t: "error", code: "SESSION_ENDED" });

    const late = await Peer.open({ t: "hello", ticket });
    await late.until((p) => p.closedWith !== undefined);
    expect(late.frames).toEqual([{ t: "error", code: "TICKET_INVALID" }]);
    // The dead session cannot launch a new ticket either (no silent fall-back to a guest chat).
    expect((await launch({ room: "service" }, token)).status).toBe(401);
  });

  it("a password change closes the member's sockets", async () => {
    const token = await tokenFor(running.reference, "player2", "Player234");
    const open = await ready(ticketOf(await launch({ room: "mdl_8f2k1q" }, token)));
    const changed = await postEncrypted(running.reference, calls.changePassword.path, { oldPassword: "Player234", newPassword: "Player2345", confirmNewPassword: "Player2345" }, { token });
    expect(changed.json?.success, changed.text).toBe(true);
    await open.until((p) => p.closedWith !== undefined);
    expect(open.closedWith).toBe(4001);
  });

  it("session expiry (2 hours unused, server clock) closes the socket", async () => {
    const token = await tokenFor(running.reference, "demo", "Demo1234");
    const open = await ready(ticketOf(await launch({ room: "service" }, token)));
    await post(running.reference, "/dev/clock", { advanceMs: 2 * 60 * 60_000 + 1 });
    await open.until((p) => p.closedWith !== undefined);
    expect(open.closedWith).toBe(4001);
  });
});

describe("messages and sockets are limited, with a clear error frame", () => {
  it("one socket sending 300 messages at once gets most refused with RATE_LIMITED naming each message", async () => {
    const token = await tokenFor(running.reference, "demo", "Demo1234");
    const me = await ready(ticketOf(await launch({ room: "service" }, token)));
    sendText(me, 300, "burst");
    await me.until((p) => p.count("message") + p.count("error") === 300);
    const stored = me.count("message");
    // At most 10 per 10 seconds per socket, 30 a minute per member: the burst cannot pass 30 however slow the machine.
    expect(stored).toBeGreaterThanOrEqual(1);
    expect(stored).toBeLessThanOrEqual(30);
    const refusals = me.frames.filter((f) => f.t === "error");
    expect(refusals).toHaveLength(300 - stored);
    expect(refusals.every((f) => f.t === "error" && f.code === "RATE_LIMITED" && /^burst-\d{6}$/.test(f.clientId ?? ""))).toBe(true);
  });

  it("a member's sockets share a limit of 30 messages a minute", async () => {
    const token = await tokenFor(running.reference, "demo", "Demo1234");
    const ticket = ticketOf(await launch({ room: "service" }, token));
    const sockets = [await ready(ticket), await ready(ticket), await ready(ticket), await ready(ticket)];
    for (const [n, s] of sockets.entries()) sendText(s, 10, `sock${n}`);
    // Each socket also receives the others' messages: wait for the answer to each of its own ten (stored or refused).
    const own = (n: number) => (f: (typeof sockets)[number]["frames"][number]) =>
      (f.t === "error" && (f.clientId ?? "").startsWith(`sock${n}-`)) || (f.t === "message" && (f.message.clientId ?? "").startsWith(`sock${n}-`));
    await Promise.all(sockets.map((s, n) => s.until((p) => p.frames.filter(own(n)).length >= 10)));
    const ownStored = new Set(sockets.flatMap((s) => s.frames.flatMap((f) => (f.t === "message" ? [f.message.clientId] : []))));
    expect(ownStored.size).toBeLessThanOrEqual(30);
    expect(sockets.flatMap((s) => s.frames).some((f) => f.t === "error" && f.code === "RATE_LIMITED")).toBe(true);
  });

  it("one address may hold at most 20 chat sockets; the next ones get TOO_MANY_CONNECTIONS", async () => {
    const guest = ticketOf(await launch({ room: "service", nickname: "Many sockets" }));
    const peers: Peer[] = [];
    for (let i = 0; i < 40; i += 1) peers.push(await ready(guest));
    const accepted = peers.filter((p) => p.count("ready") === 1 && p.closedWith === undefined);
    expect(accepted).toHaveLength(20);
    for (const refused of peers.filter((p) => !accepted.includes(p))) {
      expect(refused.frames).toEqual([{ t: "error", code: "TOO_MANY_CONNECTIONS" }]);
      expect(refused.closedWith).toBe(4004);
    }
  });

  it("one address may open at most 10 guest conversations an hour (CHAT_TOO_MANY)", async () => {
    const answers = [];
    for (let i = 0; i < 40; i += 1) answers.push(await launch({ room: "service", nickname: `Guest ${i}` }));
    expect(answers.filter((a) => a.json?.success)).toHaveLength(10);
    expect(answers.at(-1)?.json).toMatchObject({ success: false, errorCode: "CHAT_TOO_MANY", message: "Too many chats opened from this network: try again later" });
    // Members are not guests: their own conversation still opens.
    const token = await tokenFor(running.reference, "demo", "Demo1234");
    expect((await launch({ room: "service" }, token)).json?.success).toBe(true);
  });
});

describe("chat rooms show a nickname or a masked name, never the login name", () => {
  it("uses the nickname, or a masked login name when there is none", async () => {
    const demo = await tokenFor(running.reference, "demo", "Demo1234");
    const player2 = await tokenFor(running.reference, "player2", "Player234"); // no nickname
    const a = await launch({ room: "mdl_8f2k1q" }, demo);
    const b = await launch({ room: "mdl_8f2k1q" }, player2);
    expect((a.json!.value as { name: string }).name).toBe("Demo");
    expect((b.json!.value as { name: string }).name).toBe("pl***r2");
    const first = await ready(ticketOf(a));
    const second = await ready(ticketOf(b));
    first.send({ t: "send", clientId: "room-000001", text: "hello room" });
    second.send({ t: "send", clientId: "room-000002", text: "hi" });
    await first.until((p) => p.count("message") === 2);
    const names = first.frames.flatMap((f) => (f.t === "message" ? [f.message.name] : []));
    expect(names.sort()).toEqual(["Demo", "pl***r2"]);
    expect(JSON.stringify(first.frames)).not.toMatch(/"name":"(demo|player2)"/);
  });
});
