// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { bangkokDay, nextBangkokMidnight } from "../../server/chat/wheel";
import { get, makeServer, post, postEncrypted, tokenFor } from "./helpers";
import { expectLedgerConsistent } from "./ledger-invariants";
import { mainBalance, money, newKey } from "./wallet-helpers";

let server: ReferenceServer;
beforeEach(async () => {
  server = await makeServer();
});
afterEach(async () => {
  await server.close();
});

/** The slices of the wheel as the contract promises them (major units). */
const AMOUNTS = [0, 1, 2, 5, 10, 20, 50, 100];
const spin = (token: string, key = newKey()) => money(server, calls.wheelSpin.path, {}, token, key);
const status = async (token: string) => calls.wheelStatus.value.parse((await get(server, calls.wheelStatus.path, { token })).json?.value);

describe("lucky wheel (MGS_wheelStatus, MGS_wheelSpin)", () => {
  it("pays the drawn slice once per Bangkok day through the ledger, then shows the result and the next chance", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const before = await mainBalance(server, token);
    const fresh = await status(token);
    expect(fresh).toMatchObject({ canSpin: true, today: null });
    expect(fresh.slices.map((s) => s.amount)).toEqual(AMOUNTS);
    const answer = await spin(token);
    expect(answer.json?.success, answer.text).toBe(true);
    const won = calls.wheelSpin.value.parse(answer.json?.value);
    expect(won.amount).toBe(AMOUNTS[won.index]);
    const now = server.clock.now();
    // The next Bangkok midnight: 17:00 UTC.
    expect(new Date(won.nextChanceAt).toISOString()).toMatch(/T17:00:00\.000Z$/);
    expect(won.nextChanceAt).toBeGreaterThan(now);
    expect(won.nextChanceAt - now).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    expect(await mainBalance(server, token)).toBeCloseTo(before + won.amount, 2);
    expect(await status(token)).toMatchObject({ canSpin: false, today: { index: won.index, amount: won.amount }, nextChanceAt: won.nextChanceAt });

    const second = await spin(token);
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ errorCode: "WHEEL_ALREADY_SPUN", message: "You have spun the wheel today, come back tomorrow" });
    expect(await mainBalance(server, token)).toBeCloseTo(before + won.amount, 2);
    await expectLedgerConsistent(server.db);

    // Bangkok's next day: one more chance.
    await post(server, "/dev/clock", { advanceMs: won.nextChanceAt - server.clock.now() + 1 });
    expect((await status(await tokenFor(server, "demo", "Demo1234"))).canSpin).toBe(true);
  });

  it("in parallel with different keys: one spin, money once; the same key again answers the same spin", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const before = await mainBalance(server, token);
    const key = newKey();
    const answers = await Promise.all([spin(token, key), ...Array.from({ length: 7 }, () => spin(token)), spin(token, key)]);
    const won = answers.filter((a) => a.json?.success);
    expect(won).toHaveLength(2);
    expect(won[0]!.json?.value).toEqual(won[1]!.json?.value);
    expect(answers.filter((a) => a.json?.errorCode === "WHEEL_ALREADY_SPUN")).toHaveLength(7);
    const amount = (won[0]!.json?.value as { amount: number }).amount;
    expect(await mainBalance(server, token)).toBeCloseTo(before + amount, 2);
    const rows = await server.db.execute({ sql: "SELECT COUNT(*) AS n FROM wheel_spins WHERE day = ?", args: [bangkokDay(server.clock.now())] });
    expect(Number(rows.rows[0]?.n)).toBe(1);
    await expectLedgerConsistent(server.db);
  });

  it("needs a member, a key and a real account", async () => {
    expect((await spin("")).status).toBe(401);
    const token = await tokenFor(server, "demo", "Demo1234");
    expect((await money(server, calls.wheelSpin.path, {}, token, null)).json?.errorCode).toBe("IDEMPOTENCY_KEY_REQUIRED");
    const trial = await postEncrypted(server, calls.freePlay.path, { os: "Windows", platform: "W" }, { headers: { "X-Gateway-Version": "3", Language: "EN" } });
    const trialToken = (trial.json?.value as { token: string }).token;
    expect((await spin(trialToken)).json).toMatchObject({ success: false, errorCode: "REAL_ACCOUNT_REQUIRED" });
  });

  it("counts days in Bangkok (UTC+7)", () => {
    expect(bangkokDay(Date.UTC(2026, 10, 23, 16, 59))).toBe("2026-11-23");
    expect(bangkokDay(Date.UTC(2026, 10, 23, 17, 0))).toBe("2026-11-24");
    expect(nextBangkokMidnight(Date.UTC(2026, 10, 23, 16, 59))).toBe(Date.UTC(2026, 10, 23, 17, 0));
    expect(nextBangkokMidnight(Date.UTC(2026, 10, 23, 17, 0))).toBe(Date.UTC(2026, 10, 24, 17, 0));
  });
});

describe("card-game rooms (GLS2_roomList)", () => {
  it("lists the seeded tables with their games, stakes and seats, for members only", async () => {
    expect((await get(server, calls.pvpRooms.path)).status).toBe(401);
    const token = await tokenFor(server, "demo", "Demo1234");
    const rooms = calls.pvpRooms.value.parse((await get(server, calls.pvpRooms.path, { token })).json?.value).rooms;
    expect(rooms.map((r) => [r.table, r.game.gameCode, r.game.gameType, r.minBet, r.maxBet, r.seated, r.seats])).toEqual([
      ["Pok Deng A", "KM_PVP_0001", "PVP", 10, 1000, 4, 6],
      ["Pok Deng B", "KM_PVP_0001", "PVP", 100, 10000, 1, 6],
      ["Texas Hold'em VIP", "KM_PVP_0002", "PVP", 50, 5000, 9, 9],
      ["Dummy", "V8_PVP_0003", "PVP", 5, 500, 2, 4],
    ]);
  });
});
