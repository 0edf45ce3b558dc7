// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ReferenceServer } from "../../server/app";
import { EN, get, makeServer, send, tokenFor } from "./helpers";
import { newKey } from "./wallet-helpers";

let server: ReferenceServer;
beforeEach(async () => {
  server = await makeServer();
});
afterEach(async () => {
  await server.close();
});

const PATH = "/wps/agent/affiliate/application";
const APPLICATION = {
  fullName: "Somchai Jaidee",
  countryDialingCode: "+66",
  mobileNum: "0891234567",
  email: "somchai@example.com",
  contact: "somchai.line",
  channel: "https://somchai-slots.example",
  message: "I run a Thai slots review page.",
};
/** Each send a new submission (its own Idempotency-Key) unless a key is given. */
const apply = (token: string | undefined, body: unknown, headers = EN.headers, key = newKey()) =>
  send(server, "PUT", PATH, { token, body, headers: { ...headers, "Idempotency-Key": key } });
const filed = async () => (await server.db.execute("SELECT id FROM affiliate_applications")).rows.map((row) => String(row.id));

describe("affiliate application", () => {
  it("stores a member's application and answers its reference", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const answer = await apply(token, APPLICATION);
    expect(answer.json).toMatchObject({ success: true, value: { id: expect.stringMatching(/^aff-/), createdAt: expect.any(String) } });
    const rows = (await server.db.execute("SELECT * FROM affiliate_applications")).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ full_name: "Somchai Jaidee", mobile: "+66891234567", email: "somchai@example.com", contact: "somchai.line", channel: "https://somchai-slots.example", member_id: 1001 });
    const listed = await get(server, "/dev/affiliate-applications");
    expect((listed.json?.value as unknown[]).length).toBe(1);
  });

  it("needs a session, and refuses agents", async () => {
    expect((await apply(undefined, APPLICATION)).status).toBe(401);
    const agent = await tokenFor(server, "agent", "Agent1234");
    expect((await apply(agent, APPLICATION)).json).toMatchObject({ success: false, errorCode: "AFFILIATE_NOT_ELIGIBLE", message: "This account cannot apply to become an affiliate" });
  });

  it("refuses each broken field with a message naming it, in the caller's language", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const cases: Array<[Partial<typeof APPLICATION>, string]> = [
      [{ fullName: "" }, "Name: this field is required"],
      [{ fullName: "S" }, "Name: please enter 2 - 50 characters"],
      [{ fullName: "Somchai 99" }, "Name: the format is not valid"],
      [{ mobileNum: "" }, "Mobile number: this field is required"],
      [{ mobileNum: "12" }, "Mobile number: the format is not valid"],
      [{ email: "somchai" }, "E-mail: the format is not valid"],
      [{ email: "" }, "E-mail: this field is required"],
      [{ contact: "x".repeat(51) }, "LINE ID or other contact: at most 50 characters"],
      [{ channel: "ab" }, "Where you will promote: please enter 3 - 100 characters"],
      [{ channel: "<script>" }, "Where you will promote: the format is not valid"],
      [{ message: "m".repeat(501) }, "Message: at most 500 characters"],
    ];
    for (const [change, message] of cases) {
      const answer = await apply(token, { ...APPLICATION, ...change });
      expect(answer.json, message).toMatchObject({ success: false, errorCode: "AFFILIATE_FIELD_INVALID", message });
    }
    const thai = await apply(token, { ...APPLICATION, fullName: "" }, { Language: "TH" });
    expect(thai.json?.message).toBe("ชื่อ-นามสกุล: กรุณากรอกข้อมูล");
    // Optional fields may be empty; a Thai name is fine.
    expect((await apply(token, { ...APPLICATION, fullName: "สมชาย ใจดี", contact: "", message: "" })).json?.success).toBe(true);
  });

  it("limits applications per member (3 an hour) and per address (5 an hour), then lets them in again", async () => {
    const demo = await tokenFor(server, "demo", "Demo1234");
    for (let i = 0; i < 3; i += 1) expect((await apply(demo, APPLICATION)).json?.success).toBe(true);
    const limited = await apply(demo, APPLICATION);
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ success: false, errorCode: "AFFILIATE_RATE_LIMITED", message: "Too many applications sent, please try again later" });

    const other = await tokenFor(server, "player1", "Player123");
    for (let i = 0; i < 2; i += 1) expect((await apply(other, APPLICATION)).json?.success).toBe(true);
    // Five from this address within the hour: a third member is refused too.
    const third = await tokenFor(server, "player2", "Player234");
    expect((await apply(third, APPLICATION)).json?.errorCode).toBe("AFFILIATE_RATE_LIMITED");

    await send(server, "POST", "/dev/clock", { body: { advanceMs: 60 * 60_000 + 1000 } });
    const again = await tokenFor(server, "player2", "Player234");
    expect((await apply(again, APPLICATION)).json?.success).toBe(true);
  });

  it("files one application per Idempotency-Key: a repeat answers the first reference, a new key is a new application", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const key = newKey();
    const first = await apply(token, APPLICATION, EN.headers, key);
    expect(first.json?.success).toBe(true);
    const firstId = (first.json?.value as { id: string }).id;
    // A double send or a retry after a lost answer: the same key and body.
    const repeat = await apply(token, APPLICATION, EN.headers, key);
    expect(repeat.json).toEqual(first.json);
    expect(await filed()).toEqual([firstId]);

    const next = await apply(token, APPLICATION, EN.headers, newKey());
    expect(next.json?.success).toBe(true);
    const nextId = (next.json?.value as { id: string }).id;
    expect(nextId).not.toBe(firstId);
    expect((await filed()).sort()).toEqual([firstId, nextId].sort());
  });

  it("two sends with one key at the same moment file one application", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const key = newKey();
    const [a, b] = await Promise.all([apply(token, APPLICATION, EN.headers, key), apply(token, APPLICATION, EN.headers, key)]);
    expect(a.json?.success).toBe(true);
    expect(b.json).toEqual(a.json);
    expect(await filed()).toHaveLength(1);
  });

  it("refuses a send without a key, and a key reused for another application", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const bare = await send(server, "PUT", PATH, { token, body: APPLICATION, headers: EN.headers });
    expect(bare.status).toBe(400);
    expect(bare.json).toMatchObject({ success: false, errorCode: "IDEMPOTENCY_KEY_REQUIRED" });
    const key = newKey();
    expect((await apply(token, APPLICATION, EN.headers, key)).json?.success).toBe(true);
    const other = await apply(token, { ...APPLICATION, channel: "https://another.example" }, EN.headers, key);
    expect(other.status).toBe(422);
    expect(other.json).toMatchObject({ success: false, errorCode: "IDEMPOTENCY_KEY_REUSED" });
    expect(await filed()).toHaveLength(1);
  });

  it("a refused send stores nothing under its key: sent again once allowed, it is filed", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    for (let i = 0; i < 3; i += 1) expect((await apply(token, APPLICATION)).json?.success).toBe(true);
    const key = newKey();
    expect((await apply(token, APPLICATION, EN.headers, key)).json?.errorCode).toBe("AFFILIATE_RATE_LIMITED");
    await send(server, "POST", "/dev/clock", { body: { advanceMs: 60 * 60_000 + 1000 } });
    const again = await tokenFor(server, "demo", "Demo1234");
    expect((await apply(again, APPLICATION, EN.headers, key)).json?.success).toBe(true);
    expect(await filed()).toHaveLength(4);
  });
});
