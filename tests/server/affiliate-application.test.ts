// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ReferenceServer } from "../../server/app";
import { EN, get, makeServer, send, tokenFor } from "./helpers";

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
const apply = (token: string | undefined, body: unknown, headers = EN.headers) => send(server, "PUT", PATH, { token, body, headers });

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
});
