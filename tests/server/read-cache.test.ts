// @vitest-environment node
import { createClient } from "@libsql/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { openDatabase } from "../../server/db";
import { readCache, ReadCache, watchWrites } from "../../server/read-cache";
import { touchSession } from "../../server/store/sessions";
import { EN, get, login, makeServer, post, postEncrypted, send, tokenFor } from "./helpers";

let server: ReferenceServer;
beforeEach(async () => {
  server = await makeServer();
});
afterEach(async () => {
  await server.close();
});

const TWO_HOURS = 2 * 60 * 60 * 1000;
const balance = (token: string) => get(server, calls.balance.path, { token });

/** Logs in and makes one call, so the session is in the cache before whatever the test does next. */
async function warmToken(username = "demo", password = "Demo1234"): Promise<string> {
  const token = await tokenFor(server, username, password);
  expect((await balance(token)).status).toBe(200);
  expect((await balance(token)).status).toBe(200);
  expect(readCache(server.db, "sessions", /sessions/)?.get(token)).toBeDefined();
  return token;
}

describe("the session cache keeps every session rule", () => {
  it("logout ends a cached session", async () => {
    const token = await warmToken();
    expect((await send(server, "DELETE", calls.logout.path, { token })).status).toBe(200);
    expect((await balance(token)).status).toBe(401);
  });

  it("a login elsewhere ends the cached session of the same member, not another member's", async () => {
    const first = await warmToken();
    const other = await warmToken("agent", "Agent1234");
    const second = await tokenFor(server, "demo", "Demo1234");
    expect((await balance(first)).status).toBe(401);
    expect((await balance(second)).status).toBe(200);
    expect((await balance(other)).status).toBe(200);
  });

  it("a password change ends the cached session", async () => {
    const token = await warmToken();
    const changed = await postEncrypted(server, calls.changePassword.path, { oldPassword: "Demo1234", newPassword: "NewPass99", confirmNewPassword: "NewPass99" }, { ...EN, token });
    expect(changed.json?.success, changed.text).toBe(true);
    expect((await balance(token)).status).toBe(401);
  });

  it("a cached session still expires two hours after last use and twelve hours after sign-in", async () => {
    const idle = await warmToken();
    await post(server, "/dev/clock", { advanceMs: TWO_HOURS + 1 });
    expect((await balance(idle)).status).toBe(401);

    // Each hour: the first call writes the last use (emptying the cache), the second is answered from the cache.
    const busy = await warmToken();
    for (let hour = 0; hour < 11; hour += 1) {
      await post(server, "/dev/clock", { advanceMs: 60 * 60_000 });
      expect((await balance(busy)).status, `hour ${hour + 1}`).toBe(200);
      expect((await balance(busy)).status, `hour ${hour + 1}, again`).toBe(200);
    }
    expect(readCache(server.db, "sessions", /sessions/)?.get(busy)).toBeDefined();
    await post(server, "/dev/clock", { advanceMs: 60 * 60_000 + 1_000 });
    expect((await balance(busy)).status).toBe(401);
  });

  it("a reset to the seed ends cached sessions", async () => {
    const token = await warmToken();
    expect((await post(server, "/dev/reset", {})).status).toBe(200);
    expect((await balance(token)).status).toBe(401);
  });

  it("a session deleted straight in the database ends at once", async () => {
    const token = await warmToken();
    await server.db.execute({ sql: "DELETE FROM sessions WHERE token = ?", args: [token] });
    expect((await balance(token)).status).toBe(401);
  });

  it("a failed login does not disturb the cached session", async () => {
    const token = await warmToken();
    expect((await login(server, { username: "demo", password: "wrong-one" })).json?.success).toBe(false);
    expect((await balance(token)).status).toBe(200);
  });
});

describe("the system state cache", () => {
  it("sees maintenance switched on and off by the dev route at once", async () => {
    const token = await warmToken();
    await post(server, "/dev/system", { status: 1 });
    expect((await balance(token)).status).toBe(400);
    await post(server, "/dev/system", { status: 0 });
    expect((await balance(token)).status).toBe(200);
    await server.db.execute("UPDATE system_state SET status = 1 WHERE id = 1");
    expect((await balance(token)).status).toBe(400);
  });
});

describe("ReadCache and watchWrites", () => {
  it("keeps a read only when no write to its tables came while it ran", () => {
    const cache = new ReadCache<number>(/\bthings\b/, 10);
    const before = cache.mark();
    cache.clear();
    cache.store(before, "a", 1);
    expect(cache.get("a")).toBeUndefined();
    cache.store(cache.mark(), "a", 2);
    expect(cache.get("a")).toBe(2);
  });

  it("drops the oldest entry beyond its size", () => {
    const cache = new ReadCache<number>(/\bthings\b/, 2);
    for (const key of ["a", "b", "c"]) cache.store(cache.mark(), key, 1);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([undefined, 1, 1]);
  });

  it("empties a cache on writes naming its tables, in execute, batch, executeMultiple and transactions, not on reads", async () => {
    const db = openDatabase(":memory:");
    await db.execute("CREATE TABLE things (id INTEGER PRIMARY KEY)");
    await db.execute("CREATE TABLE others (id INTEGER PRIMARY KEY)");
    const cache = readCache<number>(db, "things", /\bthings\b/i);
    if (!cache) throw new Error("no cache on a watched client");
    const fill = () => cache.store(cache.mark(), "k", 1);
    const emptiedBy = async (work: () => Promise<unknown>) => {
      fill();
      await work();
      return cache.get("k") === undefined;
    };
    expect(await emptiedBy(() => db.execute("SELECT * FROM things"))).toBe(false);
    expect(await emptiedBy(() => db.execute("INSERT INTO others (id) VALUES (1)"))).toBe(false);
    expect(await emptiedBy(() => db.execute({ sql: "INSERT INTO things (id) VALUES (?)", args: [1] }))).toBe(true);
    expect(await emptiedBy(() => db.execute("DELETE FROM things WHERE id = ?", [1]))).toBe(true);
    expect(await emptiedBy(() => db.batch(["INSERT INTO others (id) VALUES (2)", ["INSERT INTO things (id) VALUES (?)", [2]]], "write"))).toBe(true);
    expect(await emptiedBy(() => db.executeMultiple("SELECT 1; DELETE FROM things;"))).toBe(true);
    const tx = await db.transaction("write");
    await tx.execute("INSERT INTO things (id) VALUES (3)");
    fill();
    await tx.commit();
    expect(cache.get("k")).toBeUndefined();
    db.close();
  });

  it("gives a client it did not make no cache, and such a client still reads sessions", async () => {
    const plain = createClient({ url: ":memory:" });
    expect(readCache(plain, "sessions", /sessions/)).toBeUndefined();
    expect(await touchSession(server.db, "no-such-token", server.clock.now())).toBeUndefined();
    expect(readCache(watchWrites(plain), "sessions", /sessions/)).toBeDefined();
    plain.close();
  });
});
