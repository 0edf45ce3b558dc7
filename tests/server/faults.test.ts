// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { startReferenceServer } from "../../server/main";
import { get, makeServer, post, send } from "./helpers";

let server: ReferenceServer;
beforeEach(async () => {
  server = await makeServer();
});
afterEach(async () => {
  await server.close();
});

const STATUS = calls.systemStatus.path;

describe("POST /dev/faults", () => {
  it("delay: waits, then answers normally", async () => {
    await post(server, "/dev/faults", { path: STATUS, kind: "delay", ms: 120 });
    const started = performance.now();
    const answer = await get(server, STATUS);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    expect(answer.json?.success).toBe(true);
  });

  it("status: answers the HTTP status with the envelope (500 system busy by default)", async () => {
    await post(server, "/dev/faults", { path: STATUS, kind: "status", status: 503, message: "busy now" });
    expect(await get(server, STATUS)).toMatchObject({ status: 503, json: { success: false, message: "busy now", errorCode: "system busy" } });
    await post(server, "/dev/faults", { path: STATUS, kind: "status" });
    expect(await get(server, STATUS)).toMatchObject({ status: 500, json: { success: false, message: "system busy", errorCode: "system busy" } });
    await post(server, "/dev/faults", { path: STATUS, kind: "status", status: 401, errorCode: "login.not.session" });
    expect(await get(server, STATUS)).toMatchObject({ status: 401, json: { errorCode: "login.not.session" } });
  });

  it("fail: answers 200 success:false with the message", async () => {
    await post(server, "/dev/faults", { path: STATUS, kind: "fail", message: "nope" });
    const answer = await get(server, STATUS);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: false, message: "nope" });
  });

  it("malformed: answers broken JSON, or the given JSON verbatim", async () => {
    await post(server, "/dev/faults", { path: STATUS, kind: "malformed" });
    const broken = await get(server, STATUS);
    expect(broken.status).toBe(200);
    expect(() => JSON.parse(broken.text)).toThrow();
    await post(server, "/dev/faults", { path: STATUS, kind: "malformed", body: { success: true, value: { status: 0 } } });
    const partial = await get(server, STATUS);
    expect(JSON.parse(partial.text)).toEqual({ success: true, value: { status: 0 } });
    expect(calls.systemStatus.value.safeParse(partial.json?.value).success).toBe(false);
  });

  it("times: applies to that many requests, then the path behaves again", async () => {
    await post(server, "/dev/faults", { path: STATUS, kind: "fail", times: 2 });
    const listed = await get(server, "/dev/faults");
    expect(listed.json?.value).toEqual([expect.objectContaining({ path: STATUS, kind: "fail", times: 2, remaining: 2 })]);
    expect((await get(server, STATUS)).json?.success).toBe(false);
    expect((await get(server, `${STATUS}?again=1`)).json?.success).toBe(false);
    expect((await get(server, STATUS)).json?.success).toBe(true);
    expect((await get(server, "/dev/faults")).json?.value).toEqual([]);
  });

  it("applies to its exact path only, until DELETE /dev/faults clears it", async () => {
    await post(server, "/dev/faults", { path: STATUS, kind: "fail" });
    expect((await get(server, calls.whitelabel.path)).json?.success).toBe(true);
    for (let i = 0; i < 3; i += 1) expect((await get(server, STATUS)).json?.success).toBe(false);
    const cleared = await send(server, "DELETE", "/dev/faults");
    expect(cleared.json).toEqual({ success: true, value: [] });
    expect((await get(server, STATUS)).json?.success).toBe(true);
  });

  it("refuses a fault outside /wps or of an unknown kind", async () => {
    expect((await post(server, "/dev/faults", { path: "/dev/system", kind: "fail" })).status).toBe(400);
    expect((await post(server, "/dev/faults", { path: STATUS, kind: "explode" })).json?.errorCode).toBe("INVALID_REQUEST");
  });
});

describe("drop", () => {
  it("destroys the socket without an answer, and the server keeps serving", async () => {
    const running = await startReferenceServer({ databaseUrl: ":memory:", devRoutes: true, log: false, port: 0, host: "127.0.0.1" });
    try {
      const fault = await fetch(`${running.url}/dev/faults`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ path: STATUS, kind: "drop", times: 1 }),
      });
      expect(fault.status).toBe(200);
      await expect(fetch(`${running.url}${STATUS}`)).rejects.toThrow();
      const after = await fetch(`${running.url}${STATUS}`);
      expect(after.status).toBe(200);
      expect(((await after.json()) as { success: boolean }).success).toBe(true);
    } finally {
      await running.close();
    }
  });
});
