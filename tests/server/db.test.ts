// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { flattenWhitelabel } from "../../contract";
import { calls } from "../../contract/calls";
import { createReferenceServer } from "../../server/app";
import { MIGRATIONS, migrate, openDatabase } from "../../server/db";
import { DEMO_ACCOUNTS } from "../../server/demo-accounts";
import { hashForUnknownMember, hashPassword, verifyPassword } from "../../server/passwords";
import { seedStatements } from "../../server/seed";
import { SEED_PASSWORD_HASHES } from "../../server/seed-hashes";
import { get, login, makeServer, post, tokenFor } from "./helpers";

const folder = mkdtempSync(join(tmpdir(), "reference-db-"));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe("database", () => {
  it("is created, migrated and seeded once; a second start keeps its data", async () => {
    const databaseUrl = `file:${join(folder, "reference.db")}`;
    const first = await createReferenceServer({ databaseUrl, devRoutes: true, log: false });
    const migrations = await first.db.execute("SELECT id FROM schema_migrations");
    expect(migrations.rows.map((row) => row.id)).toEqual(MIGRATIONS.map((m) => m.id));
    await post(first, "/dev/whitelabel", { FREEPLAY3: false });
    await first.close();

    const second = await createReferenceServer({ databaseUrl, devRoutes: true, log: false });
    const members = await second.db.execute("SELECT COUNT(*) AS n FROM members");
    expect(Number(members.rows[0]?.n)).toBe(15);
    const flags = flattenWhitelabel(calls.whitelabel.value.parse((await get(second, calls.whitelabel.path)).json?.value));
    expect(flags.FREEPLAY3).toBe(false);
    await second.close();
  });

  it("keeps a database file in write-ahead-log mode with full syncs, and leaves an in-memory one alone", async () => {
    const onFile = await createReferenceServer({ databaseUrl: `file:${join(folder, "wal.db")}`, devRoutes: true, log: false });
    try {
      expect((await onFile.db.execute("PRAGMA journal_mode")).rows[0]?.journal_mode).toBe("wal");
      expect(Number((await onFile.db.execute("PRAGMA synchronous")).rows[0]?.synchronous)).toBe(2);
    } finally {
      await onFile.close();
    }
    const inMemory = await makeServer();
    try {
      expect((await inMemory.db.execute("PRAGMA journal_mode")).rows[0]?.journal_mode).toBe("memory");
    } finally {
      await inMemory.close();
    }
  });

  it("adds seed members a database seeded by an older version lacks", async () => {
    const databaseUrl = `file:${join(folder, "older.db")}`;
    const first = await createReferenceServer({ databaseUrl, devRoutes: true, log: false });
    await first.db.batch(["DELETE FROM accounts WHERE member_id IN (1009, 1010)", "DELETE FROM members WHERE id IN (1009, 1010)"], "write");
    await first.close();
    const second = await createReferenceServer({ databaseUrl, devRoutes: true, log: false });
    try {
      const rows = await second.db.execute("SELECT username FROM members WHERE id IN (1009, 1010) ORDER BY id");
      expect(rows.rows.map((row) => row.username)).toEqual(["newip", "mobileuser"]);
      expect((await login(second, { username: "mobileuser", password: "Mobile123" })).json?.success).toBe(true);
    } finally {
      await second.close();
    }
  });

  it("brings a database seeded before registration existed up to date", async () => {
    const databaseUrl = `file:${join(folder, "before-register.db")}`;
    const old = openDatabase(databaseUrl);
    await migrate(old, MIGRATIONS.filter((m) => m.id !== "003_register"));
    // What 003 touches of a seed made by 002.
    await old.batch(
      [
        "INSERT INTO system_state (id) VALUES (1)",
        "INSERT INTO whitelabel_flags (mod_id, parent_id, enabled, sort) VALUES ('REGISTRATION3', NULL, 1, 0)",
        "INSERT INTO whitelabel_flags (mod_id, parent_id, enabled, sort) VALUES ('REGMOBVERF3', 'REGISTRATION3', 1, 0)",
        "INSERT INTO register_settings (field, enabled, required, min_length, max_length, pattern_id, sort) VALUES ('username', 1, 1, 4, 16, 1, 0)",
        "INSERT INTO members (id, username, password_hash, type, reg_date) VALUES (1002, 'agent', 'x', 1, '2023-06-01 09:00:00')",
        "INSERT INTO members (id, username, password_hash, type, reg_date) VALUES (1003, 'subagent', 'x', 2, '2023-09-10 14:20:00')",
      ],
      "write",
    );
    old.close();
    const server = await createReferenceServer({ databaseUrl, devRoutes: true, log: false });
    try {
      const settings = calls.registerSettings.value.parse((await get(server, calls.registerSettings.path)).json?.value);
      expect(Object.keys(settings)).toEqual(["username", "recommenderId", "verificationCode", "referralCode"]);
      expect(settings.verificationCode?.maxLength).toBe(255);
      const flags = flattenWhitelabel(calls.whitelabel.value.parse((await get(server, calls.whitelabel.path)).json?.value));
      expect(flags.REGMOBVERF3).toBe(false);
      expect((await post(server, calls.affiliateCheck.path, { data: { code: "AGENT01", domain: "localhost" } })).json?.success).toBe(true);
      expect((await get(server, "/dev/site")).json?.value).toMatchObject({ variant: "default" });
    } finally {
      await server.close();
    }
  });

  it("seeds the same rows every time", () => {
    const now = Date.UTC(2026, 11, 2, 6, 0, 0);
    expect(JSON.stringify(seedStatements(now))).toBe(JSON.stringify(seedStatements(now)));
  });

  it("keeps precomputed seed hashes that are the scrypt of the demo passwords", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const known = SEED_PASSWORD_HASHES[account.username];
      expect(known?.password, account.username).toBe(account.password);
      expect(await verifyPassword(account.password, known?.hash ?? ""), account.username).toBe(true);
    }
  });

  it("checks an unknown user's password against the same full-cost hash as before, made off the event loop", async () => {
    expect(await hashForUnknownMember()).toBe(hashPassword("", "no-such-member"));
    expect(await hashForUnknownMember()).toMatch(/^scrypt\$16384\$no-such-member\$[0-9a-f]{64}$/);
  });
});

describe("POST /dev/reset", () => {
  it("returns to the seed, clears faults and the clock offset", async () => {
    const server = await makeServer();
    try {
      const token = await tokenFor(server, "demo", "Demo1234");
      await post(server, "/dev/system", { status: 2 });
      await post(server, "/dev/whitelabel", { DIVIDEND3: false });
      await post(server, "/dev/faults", { path: calls.whitelabel.path, kind: "fail" });
      await post(server, "/dev/clock", { advanceMs: 60_000 });
      expect(server.clock.offsetMs()).toBe(60_000);

      const reset = await post(server, "/dev/reset", {});
      expect(reset.json).toEqual({ success: true, value: null });
      expect(server.clock.offsetMs()).toBe(0);
      expect((await get(server, "/dev/faults")).json?.value).toEqual([]);
      expect((await get(server, "/dev/system")).json?.value).toMatchObject({ status: 0, domainValid: true, location: null });
      const flags = flattenWhitelabel(calls.whitelabel.value.parse((await get(server, calls.whitelabel.path)).json?.value));
      expect(flags.DIVIDEND3).toBe(true);
      expect((await get(server, calls.memberInfo.path, { token })).status).toBe(401);
    } finally {
      await server.close();
    }
  });
});

describe("GET /dev/sms", () => {
  it("answers the last code sent to a number, however the number is typed, or 404", async () => {
    const server = await makeServer();
    try {
      expect((await get(server, "/dev/sms?mobile=0812345678")).status).toBe(404);
      const { recordSms } = await import("../../server/store/sms");
      const now = server.clock.now();
      await recordSms(server.db, { mobile: "+66812345678", code: "111111", purpose: "login", createdAt: now, expiresAt: now + 60_000 });
      await recordSms(server.db, { mobile: "+66812345678", code: "222222", purpose: "resetPassword", createdAt: now, expiresAt: now + 300_000 });
      for (const typed of ["0812345678", "812345678", "%2B66812345678"]) {
        const answer = await get(server, `/dev/sms?mobile=${typed}`);
        expect(answer.json?.value, typed).toMatchObject({ mobile: "+66812345678", code: "222222", purpose: "resetPassword", expiresAt: new Date(now + 300_000).toISOString(), used: false });
      }
      expect((await get(server, "/dev/sms?mobile=0812345678&purpose=login")).json?.value).toMatchObject({ code: "111111" });
      expect((await get(server, "/dev/sms?mobile=0899999999")).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
