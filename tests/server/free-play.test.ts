// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { roleOfType } from "../../contract";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { EN, get, makeServer, post, postEncrypted, send } from "./helpers";

let server: ReferenceServer;
beforeEach(async () => {
  server = await makeServer();
});
afterEach(async () => {
  await server.close();
});

const GATEWAY = { "X-Gateway-Version": "3", Language: "EN" };
const freePlay = (headers: Record<string, string> = GATEWAY, body: unknown = { os: "Windows", platform: "W" }) => postEncrypted(server, calls.freePlay.path, body, { headers });

describe("POST /wps/session/login/freeplay", () => {
  it("answers FREEPLAY_DISABLED when the FREEPLAY3 flag is off", async () => {
    await post(server, "/dev/whitelabel", { FREEPLAY3: false });
    const answer = await freePlay();
    expect(answer.json).toMatchObject({ success: false, errorCode: "FREEPLAY_DISABLED", message: "function not enabled, contact customer service" });
    expect(Number((await server.db.execute("SELECT COUNT(*) AS n FROM members WHERE type = 4")).rows[0]?.n)).toBe(0);
  });

  it("needs X-Gateway-Version: 3 and a valid body", async () => {
    for (const headers of [{ Language: "EN" }, { "X-Gateway-Version": "2", Language: "EN" }] as Record<string, string>[]) {
      const answer = await freePlay(headers);
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ errorCode: "INVALID_REQUEST", message: "This call needs the header X-Gateway-Version: 3" });
    }
    expect((await freePlay(GATEWAY, { os: "Windows", platform: "X" })).json?.errorCode).toBe("INVALID_REQUEST");
    const plain = await send(server, "POST", calls.freePlay.path, { body: { os: "Windows", platform: "W" }, headers: GATEWAY });
    expect(plain.json?.errorCode).toBe("DECRYPT_FAILED");
  });

  it("creates a trial account with 2,000.00 of demo credit and logs it in", async () => {
    const value = calls.freePlay.value.parse((await freePlay()).json?.value);
    expect(value).toMatchObject({ customerType: 4, firstTimeLogin: false, passwordExpired: false });
    expect(value.userName).toMatch(/^trial[0-9]{6}$/);
    const { token } = value;
    const info = calls.memberInfo.value.parse((await get(server, calls.memberInfo.path, { token })).json?.value);
    expect(info).toMatchObject({ id: value.id, userName: value.userName, type: 4, mobile: null });
    expect(roleOfType(info.type)).toBe("trial");
    const balance = calls.balance.value.parse((await get(server, `${calls.balance.path}?typeId=0`, { token })).json?.value);
    expect(balance.sumBalance).toBe(2000);
    expect((await get(server, calls.unreadCount.path, { token })).json?.value).toEqual({ count: 0 });
    expect((await send(server, "DELETE", calls.logout.path, { token })).json?.success).toBe(true);
    expect((await get(server, calls.memberInfo.path, { token })).status).toBe(401);
  });

  it("gives each start its own account; trial sessions expire like others", async () => {
    const [a, b] = await Promise.all([freePlay(), freePlay()]);
    const first = calls.freePlay.value.parse(a?.json?.value);
    const second = calls.freePlay.value.parse(b?.json?.value);
    expect(first.userName).not.toBe(second.userName);
    await post(server, "/dev/clock", { advanceMs: 2 * 60 * 60_000 + 1_000 });
    expect((await get(server, calls.balance.path, { token: first.token, ...EN })).status).toBe(401);
  });
});
