// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { EN, get, makeServer, post, tokenFor } from "./helpers";

let server: ReferenceServer;
beforeEach(async () => {
  server = await makeServer();
});
afterEach(async () => {
  await server.close();
});

const issue = async (token: string) => calls.handoverIssue.value.parse((await post(server, calls.handoverIssue.path, undefined, { token })).json?.value);
const redeem = (code: string) => post(server, calls.handoverRedeem.path, { code }, EN);

describe("the connection chooser's session hand-over", () => {
  it("gives a member a one-minute code that another address redeems once for a session of its own", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const { code, expiresInSeconds } = await issue(token);
    expect(expiresInSeconds).toBe(60);
    expect(code).not.toContain(token);
    const answer = await redeem(code);
    const { token: moved } = calls.handoverRedeem.value.parse(answer.json?.value);
    expect(moved).not.toBe(token);
    const info = calls.memberInfo.value.parse((await get(server, calls.memberInfo.path, { token: moved })).json?.value);
    expect(info.userName).toBe("demo");
    // Single use.
    const again = await redeem(code);
    expect(again.json).toMatchObject({ success: false, errorCode: "HANDOVER_INVALID" });
  });

  it("refuses a code older than a minute, an unknown code, and a guest asking for one", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const { code } = await issue(token);
    await post(server, "/dev/clock", { advanceMs: 60_001 });
    expect((await redeem(code)).json).toMatchObject({ success: false, errorCode: "HANDOVER_INVALID" });
    expect((await redeem("nonsense")).json).toMatchObject({ success: false, errorCode: "HANDOVER_INVALID" });
    expect((await post(server, calls.handoverIssue.path, undefined)).status).toBe(401);
  });

  it("opens nothing once the session that asked has signed out", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const { code } = await issue(token);
    await server.app.request(calls.logout.path, { method: "DELETE", headers: { Authorization: token } });
    expect((await redeem(code)).json).toMatchObject({ success: false, errorCode: "HANDOVER_INVALID" });
  });
});
