// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { VIP_NAMES_TH } from "../../server/points/config";
import { ErrorCode } from "../../contract";
import { PointsErrorCode } from "../../contract/points";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { envelopeShare } from "../../server/points/red-envelope";
import { get, makeServer, post, postEncrypted, tokenFor } from "./helpers";
import { expectLedgerConsistent } from "./ledger-invariants";
import { mainBalance, money, newKey } from "./wallet-helpers";

let server: ReferenceServer;
let demo: string;
beforeAll(async () => {
  server = await makeServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  await post(server, "/dev/reset", {});
  demo = await tokenFor(server, "demo", "Demo1234");
});

const EN = { Language: "EN" };
/** An encrypted, password-checked money call with its Idempotency-Key. */
const checked = (path: string, body: unknown, token: string, key = newKey()) => postEncrypted(server, path, body, { token, headers: { ...EN, "Idempotency-Key": key } });
const points = async (token: string) =>
  Object.fromEntries(((await get(server, calls.pointBalance.path, { token })).json?.value as { balances: { type: string; points: number }[] }).balances.map((b) => [b.type, b.points]));

// Seed (docs/features.md): 1,000 welcome redeem points, 100 approved + 300 rejected (refunded) redemptions, 10 rng points in process;
// 5,000.00 deposited (1 point per 100.00 = 50 deposit points); bets live 2,000, rng 1,500, sports 1,000, lottery 500.
// The manual-rebate seed (docs/features.md "Manual rebate") adds one bet per category, each earning floor(amount / 100):
// lottery 100 (1) and e-lottery 50 (0), card games 150 (pvp 1), fishing 123.45 (rng 1) and slots 500 (rng 5),
// live 300 (3), sports 200 (2) and e-sports 80 (0): 1,503.45 bet in all.
// demo's seeded month (server/wallet/demo-history.ts, docs/features.md "demo's last month"), each round earning
// floor(stake / 100): live 500, 500, 300, 400, 200, 600 (25); sports 300, 200, 1,000, e-sports 200, sports 150 (18);
// lottery 100 and e-lottery 50 (1); card games 200, 200 (4); slots 100, 100, 200, 100, 150, 50, 50, 100 and fishing
// 150 (8): 5,900.00 bet; deposits 2,000, 1,000 and 500 (35 deposit points).
const SEEDED = { live: 20 + 3 + 25, lottery: 5 + 1 + 1, pvp: 1 + 4, rng: 5 + 6 + 8, sports: 10 + 2 + 18, redeem: 900, deposit: 50 + 35 };
/** live converts at 0.10 a point (getPointConfig). */
const LIVE_MONEY = SEEDED.live / 10;
const VOUCHER = "rw_8f3a2c1d9e"; // 100 redeem points, 25 in stock
const EARBUDS = "rw_51b7e0a4c2"; // 300 redeem points, 3 in stock
const WATCH = "rw_c90d6f2b17"; // 800 redeem points, out of stock

describe("points: balances, rewards, history, details", () => {
  it("demo holds points of several types, earned from the ledger at the configured rules", async () => {
    expect(await points(demo)).toEqual(SEEDED);
    const config = (await get(server, calls.pointConfig.path)).json?.value as { minConvertPoints: number };
    expect(config.minConvertPoints).toBe(10);
    const rewards = (await get(server, calls.pointRewards.path, { headers: EN })).json?.value as { rewards: { id: string; stock: number; name: string }[] };
    expect(rewards.rewards.find((r) => r.id === WATCH)).toMatchObject({ stock: 0, name: "Smart watch" });
    expect(rewards.rewards.find((r) => r.id === VOUCHER)?.stock).toBe(25);
    const history = (await get(server, calls.redeemList.path, { token: demo })).json?.value as { content: { status: string }[] };
    expect(history.content.map((r) => r.status).sort()).toEqual(["approved", "inProcess", "rejected"]);
    expect((await get(server, calls.pointBalance.path)).status).toBe(401);
  });

  it("a new bet earns points of its game's type once, however often the balance is read", async () => {
    // DEMO_SLOT is not in the catalogue: its bets count as slots (rng), 1 point per 100.00.
    const ticket = (await post(server, "/dev/launch-ticket", { username: "demo" })).json?.value as { ticket: string };
    await money(server, calls.demoGameSpin.path, { ticket: ticket.ticket, stake: "250" }, undefined);
    const after = await Promise.all([points(demo), points(demo)]);
    expect(after[0]).toEqual({ ...SEEDED, rng: SEEDED.rng + 2 });
    expect(after[1]).toEqual(after[0]);
    const details = (await get(server, calls.pointMovements.path, { token: demo })).json?.value as { content: { kind: string; points: number }[] };
    expect(details.content.reduce((a, m) => a + m.points, 0)).toBe(Object.values(SEEDED).reduce((a, b) => a + b, 0) + 2);
  });
});

describe("redeeming a reward (encrypted, password-checked)", () => {
  it("takes the points and one unit of stock, once per key, and lists the redemption In Process", async () => {
    const key = newKey();
    const body = { rewardId: VOUCHER, password: "Demo1234" };
    const [a, b] = await Promise.all([checked(calls.redeemReward.path, body, demo, key), checked(calls.redeemReward.path, body, demo, key)]);
    expect(a.json?.success).toBe(true);
    expect(b.json?.value).toEqual(a.json?.value);
    expect((await points(demo)).redeem).toBe(SEEDED.redeem - 100);
    const rewards = (await get(server, calls.pointRewards.path)).json?.value as { rewards: { id: string; stock: number }[] };
    expect(rewards.rewards.find((r) => r.id === VOUCHER)?.stock).toBe(24);
    const history = (await get(server, calls.redeemList.path, { token: demo })).json?.value as { content: { status: string; points: number }[] };
    expect(history.content[0]).toMatchObject({ status: "inProcess", points: 100 });
  });

  it("refuses too few points, out of stock and an unknown reward with their messages, moving nothing", async () => {
    await checked(calls.redeemReward.path, { rewardId: EARBUDS, password: "Demo1234" }, demo);
    await checked(calls.redeemReward.path, { rewardId: EARBUDS, password: "Demo1234" }, demo);
    await checked(calls.redeemReward.path, { rewardId: EARBUDS, password: "Demo1234" }, demo);
    // 900 - 3 x 300 = 0 left, and the earbuds are now out of stock too.
    const poor = await checked(calls.redeemReward.path, { rewardId: VOUCHER, password: "Demo1234" }, demo);
    expect(poor.json).toMatchObject({ success: false, errorCode: PointsErrorCode.pointsInsufficient, message: "Not enough points" });
    const gone = await checked(calls.redeemReward.path, { rewardId: WATCH, password: "Demo1234" }, demo);
    expect(gone.json).toMatchObject({ errorCode: PointsErrorCode.rewardOutOfStock, message: "This reward is out of stock" });
    const unknown = await checked(calls.redeemReward.path, { rewardId: "rw_nope", password: "Demo1234" }, demo);
    expect(unknown.json?.errorCode).toBe(PointsErrorCode.rewardNotFound);
    expect((await points(demo)).redeem).toBe(0);
  });

  it("two parallel redemptions with different keys of the last units never oversell nor overspend", async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => checked(calls.redeemReward.path, { rewardId: EARBUDS, password: "Demo1234" }, demo)));
    expect(answers.filter((a) => a.json?.success).length).toBe(3);
    const rewards = (await get(server, calls.pointRewards.path)).json?.value as { rewards: { id: string; stock: number }[] };
    expect(rewards.rewards.find((r) => r.id === EARBUDS)?.stock).toBe(0);
    expect((await points(demo)).redeem).toBe(0);
  });

  it("is refused without encryption, without a key, and for a trial account", async () => {
    const plain = await post(server, calls.redeemReward.path, { rewardId: VOUCHER, password: "Demo1234" }, { token: demo, headers: { "Idempotency-Key": newKey() } });
    expect(plain.json?.errorCode).toBe(ErrorCode.decryptFailed);
    const noKey = await postEncrypted(server, calls.redeemReward.path, { rewardId: VOUCHER, password: "Demo1234" }, { token: demo });
    expect(noKey.json?.errorCode).toBe(ErrorCode.idempotencyKeyRequired);
    const trial = (await postEncrypted(server, calls.freePlay.path, { os: "Windows", platform: "W" }, { headers: { "X-Gateway-Version": "3" } })).json?.value as { token: string };
    const answer = await checked(calls.redeemReward.path, { rewardId: VOUCHER, password: "x" }, trial.token);
    expect(answer.json?.errorCode).toBe(ErrorCode.trialNotAllowed);
  });
});

describe("the password check", () => {
  it("locks after 5 wrong passwords with the unlock time, refuses even the right one, and unlocks after 15 minutes", async () => {
    for (let i = 1; i <= 4; i += 1) {
      const wrong = await checked(calls.convertPoints.path, { pointType: "live", points: 10, password: `Wrong${i}` }, demo);
      expect(wrong.json).toMatchObject({ errorCode: PointsErrorCode.pointPasswordIncorrect, message: "The password is incorrect" });
    }
    const fifth = await checked(calls.convertPoints.path, { pointType: "live", points: 10, password: "Wrong5" }, demo);
    expect(fifth.json?.errorCode).toBe(PointsErrorCode.pointPasswordLocked);
    expect(fifth.json?.message).toMatch(/^Too many wrong passwords: points are locked for 15 minutes, try again after \d\d:\d\d$/);
    const right = await checked(calls.convertPoints.path, { pointType: "live", points: 10, password: "Demo1234" }, demo);
    expect(right.json?.errorCode).toBe(PointsErrorCode.pointPasswordLocked);
    expect((await points(demo)).live).toBe(SEEDED.live);
    await post(server, "/dev/clock", { advanceMs: 15 * 60_000 + 1_000 });
    demo = await tokenFor(server, "demo", "Demo1234");
    const after = await checked(calls.convertPoints.path, { pointType: "live", points: 10, password: "Demo1234" }, demo);
    expect(after.json?.success).toBe(true);
  });
});

describe("converting points to money", () => {
  it("pays points x rate into the main wallet once per key, through the ledger", async () => {
    const before = await mainBalance(server, demo);
    const key = newKey();
    const body = { pointType: "live", points: SEEDED.live, password: "Demo1234" };
    const [a, b] = await Promise.all([checked(calls.convertPoints.path, body, demo, key), checked(calls.convertPoints.path, body, demo, key)]);
    // getPointConfig: live converts at 0.10 a point.
    expect(a.json?.value).toEqual({ points: SEEDED.live, amount: LIVE_MONEY, pointsLeft: 0, balanceAfter: before + LIVE_MONEY });
    expect(b.json?.value).toEqual(a.json?.value);
    expect(await mainBalance(server, demo)).toBe(before + LIVE_MONEY);
    const again = await checked(calls.convertPoints.path, { ...body, points: 10 }, demo);
    expect(again.json).toMatchObject({ errorCode: PointsErrorCode.pointsInsufficient, message: "Not enough points" });
    const few = await checked(calls.convertPoints.path, { pointType: "deposit", points: 9, password: "Demo1234" }, demo);
    expect(few.json).toMatchObject({ errorCode: PointsErrorCode.pointsBelowMinimum, message: "Convert at least 10 points" });
    const redeemType = await checked(calls.convertPoints.path, { pointType: "redeem", points: 10, password: "Demo1234" }, demo);
    expect(redeemType.json?.success).toBe(false);
    expect(await mainBalance(server, demo)).toBe(before + LIVE_MONEY);
    const bonus = (await get(server, calls.bonusDetails.path, { token: demo, headers: EN })).json?.value as { content: { memo: string }[] };
    expect(bonus.content[0]?.memo).toBe(`${SEEDED.live} live casino points converted`);
    await expectLedgerConsistent(server.db);
  });
});

describe("VIP", () => {
  it("shows the levels to a visitor and demo's level with progress from the ledger", async () => {
    const visitor = (await get(server, calls.vipInfo.path)).json?.value as { levels: unknown[]; member: unknown };
    expect(visitor.levels).toHaveLength(6);
    expect(visitor.member).toBeNull();
    const info = (await get(server, calls.vipInfo.path, { token: demo })).json?.value as { member: Record<string, unknown> };
    expect(info.member).toEqual({ vipRankLevel: 3, vipLabelName: VIP_NAMES_TH.Gold, depositTotal: 5000 + 3500, betTotal: 5000 + 1503.45 + 5900, promotedTo: [] });
  });

  it("promotes when deposits and bets reach a level and pays each upgrade bonus once", async () => {
    // player5 (level 0, 800.00): a 1,000.00 deposit and 1,000.00 of bets reach Bronze (500 / 1,000) only.
    const token = await tokenFor(server, "player5", "Player567");
    const deposit = await money(server, calls.depositRequest.path, { channelId: "bank", amount: "1000" }, token);
    await post(server, `/dev/deposits/${(deposit.json?.value as { id: number }).id}`, { decision: "approve" });
    const ticket = (await post(server, "/dev/launch-ticket", { username: "player5" })).json?.value as { ticket: string };
    for (let i = 0; i < 10; i += 1) await money(server, calls.demoGameSpin.path, { ticket: ticket.ticket, stake: "100" }, undefined);
    const before = await mainBalance(server, token);
    const reads = await Promise.all([get(server, calls.vipInfo.path, { token }), get(server, calls.vipInfo.path, { token })]);
    const promoted = reads.flatMap((r) => (r.json?.value as { member: { promotedTo: unknown[] } }).member.promotedTo);
    expect(promoted).toEqual([{ level: 1, bonus: 18 }]);
    expect(await mainBalance(server, token)).toBeCloseTo(before + 18, 2);
    const member = (await get(server, calls.memberInfo.path, { token })).json?.value as { clubLabel: { labelName: string } };
    expect(member.clubLabel.labelName).toBe(VIP_NAMES_TH.Bronze);
    await expectLedgerConsistent(server.db);
  });
});

describe("red envelopes", () => {
  it("shares never exceed what is left, leave every later share its minimum, and the last takes the rest", () => {
    for (const random of [0, 0.5, 0.999999]) {
      let left = 100_000;
      for (let shares = 50; shares > 0; shares -= 1) {
        const share = envelopeShare(left, shares, random);
        expect(share).toBeGreaterThanOrEqual(100);
        expect(left - share).toBeGreaterThanOrEqual((shares - 1) * 100);
        left -= share;
      }
      expect(left).toBe(0);
    }
  });

  it("no event: nothing to grab; started by the dev route: one grab per member, paid through the ledger", async () => {
    expect((await get(server, calls.redEnvelopeEvent.path)).json?.value).toEqual({ event: null, grabbed: null });
    const none = await money(server, calls.grabRedEnvelope.path, { eventId: "re_6d0c3f9a81e2b4" }, demo);
    expect(none.json).toMatchObject({ errorCode: PointsErrorCode.envelopeNotActive, message: "This red-envelope event is not running" });
    const started = (await post(server, "/dev/red-envelopes/start", { pool: 100, shares: 2 })).json?.value as { id: string };
    expect(started.id).toBe("re_6d0c3f9a81e2b4");
    const before = await mainBalance(server, demo);
    const grabs = await Promise.all([0, 1, 2].map(() => money(server, calls.grabRedEnvelope.path, { eventId: started.id }, demo)));
    const won = grabs.filter((g) => g.json?.success);
    expect(won).toHaveLength(1);
    expect(grabs.filter((g) => g.json?.errorCode === PointsErrorCode.envelopeAlreadyGrabbed)).toHaveLength(2);
    const amount = (won[0]!.json?.value as { amount: number }).amount;
    expect(amount).toBeGreaterThanOrEqual(1);
    expect(amount).toBeLessThanOrEqual(99);
    expect(await mainBalance(server, demo)).toBeCloseTo(before + amount, 2);
    const seen = (await get(server, calls.redEnvelopeEvent.path, { token: demo })).json?.value as { grabbed: number; event: { sharesLeft: number } };
    expect(seen).toMatchObject({ grabbed: amount, event: { sharesLeft: 1 } });
    const other = await tokenFor(server, "mobileuser", "Mobile123");
    const last = await money(server, calls.grabRedEnvelope.path, { eventId: started.id }, other);
    expect((last.json?.value as { amount: number }).amount).toBeCloseTo(100 - amount, 2);
    const third = await tokenFor(server, "player3", "Player345");
    const empty = await money(server, calls.grabRedEnvelope.path, { eventId: started.id }, third);
    expect(empty.json?.errorCode).toBe(PointsErrorCode.envelopeEmpty);
    const bonus = (await get(server, calls.bonusDetails.path, { token: demo, headers: EN })).json?.value as { content: { memo: string }[] };
    expect(bonus.content[0]?.memo).toBe("Red envelope");
    await expectLedgerConsistent(server.db);
  });
});
