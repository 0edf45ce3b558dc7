// @vitest-environment node
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type WithdrawalInfo } from "../../contract";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { get, makeServer, post, postEncrypted, tokenFor } from "./helpers";
import { expectLedgerConsistent } from "./ledger-invariants";
import { approve, bindBank, launchTicket, money, newKey } from "./wallet-helpers";

let server: ReferenceServer;
beforeAll(async () => {
  server = await makeServer();
});
afterAll(async () => {
  await server.close();
});

/** The simple model: three wallets of one member, in minor units. */
type Model = { wallets: Record<number, number>; pendingDeposits: number[] };

const walletId = fc.constantFrom(0, 101, 102);
const cents = fc.integer({ min: 0, max: 150_000 });
const command = fc.oneof(
  fc.record({ kind: fc.constant("transfer" as const), from: walletId, to: walletId, minor: cents }),
  fc.record({ kind: fc.constant("recall" as const) }),
  fc.record({ kind: fc.constant("deposit" as const), minor: fc.integer({ min: 10_000, max: 200_000 }), approve: fc.boolean() }),
  fc.record({ kind: fc.constant("withdraw" as const), minor: fc.integer({ min: 5_000, max: 120_000 }), approve: fc.boolean() }),
  fc.record({ kind: fc.constant("spin" as const), minor: fc.constantFrom(100, 1_000, 10_000) }),
  fc.record({ kind: fc.constant("replay" as const) }),
  // Points converted to money, rewards redeemed (no money), a red envelope, a VIP reading (bonus once).
  fc.record({ kind: fc.constant("convert" as const), type: fc.constantFrom("live" as const, "sports" as const, "deposit" as const), points: fc.integer({ min: 0, max: 60 }) }),
  fc.record({ kind: fc.constant("redeem" as const), reward: fc.constantFrom("rw_8f3a2c1d9e", "rw_c90d6f2b17") }),
  fc.record({ kind: fc.constant("grab" as const) }),
  fc.record({ kind: fc.constant("vip" as const) }),
);

/**
 * Seeded points of demo (docs/features.md "Points") and what one point converts to, in minor units (getPointConfig). The
 * manual-rebate seed's bets add live 300.00 (3 points) and sports 200.00 (2) to the points seed's own; demo's seeded
 * month (docs/features.md "demo's last month") adds live 25, sports 18 (its sports and e-sports rounds) and deposit 35.
 */
const SEEDED_POINTS = { live: 20 + 3 + 25, sports: 10 + 2 + 18, deposit: 50 + 35, redeem: 900 };
const MINOR_PER_POINT = { live: 10, sports: 10, deposit: 5 };
const REWARD_COST: Record<string, { cost: number; stock: number }> = { rw_8f3a2c1d9e: { cost: 100, stock: 25 }, rw_c90d6f2b17: { cost: 800, stock: 0 } };

const text = (minor: number) => (minor / 100).toFixed(2);

async function balances(token: string): Promise<Record<number, number>> {
  const answer = await get(server, calls.balance.path, { token });
  const rows = (answer.json?.value as { balance: { accountTypeId: number; availBalance: number }[] }).balance;
  return Object.fromEntries(rows.map((r) => [r.accountTypeId, Math.round(r.availBalance * 100)]));
}

describe("wallet flows against a simple model (fast-check)", () => {
  it("every wallet equals the model after any sequence of calls; refusals happen exactly when the model says so", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        await post(server, "/dev/reset", {});
        const token = await tokenFor(server, "demo", "Demo1234");
        await bindBank(server, token, "Demo1234");
        const ticket = await launchTicket(server, 1001);
        const model: Model = { wallets: { 0: 100_000, 101: 0, 102: 0 }, pendingDeposits: [] };
        const points = { ...SEEDED_POINTS };
        const stock = Object.fromEntries(Object.entries(REWARD_COST).map(([id, r]) => [id, r.stock]));
        const envelope = (await post(server, "/dev/red-envelopes/start", { pool: 30, shares: 3 })).json?.value as { id: string };
        let grabbed = false;
        const vipPaid = new Set<number>();
        let last: { path: string; body: unknown; key: string; value: unknown } | undefined;
        let withdrawalsToday = 0;
        for (const c of commands) {
          if (c.kind === "transfer") {
            const body = { fromAccountTypeId: c.from, toAccountTypeId: c.to, amount: text(c.minor) };
            const answer = await money(server, calls.walletTransfer.path, body, token);
            const allowed = c.from !== c.to && c.minor > 0 && (model.wallets[c.from] ?? 0) >= c.minor;
            expect(answer.json?.success).toBe(allowed);
            if (allowed) {
              model.wallets[c.from] = (model.wallets[c.from] ?? 0) - c.minor;
              model.wallets[c.to] = (model.wallets[c.to] ?? 0) + c.minor;
            }
          } else if (c.kind === "recall") {
            await money(server, calls.recallBalance.path, {}, token);
            model.wallets[0] = (model.wallets[0] ?? 0) + (model.wallets[101] ?? 0) + (model.wallets[102] ?? 0);
            model.wallets[101] = 0;
            model.wallets[102] = 0;
          } else if (c.kind === "deposit") {
            const answer = await money(server, calls.depositRequest.path, { channelId: "bank", amount: text(c.minor) }, token);
            expect(answer.json?.success).toBe(true);
            await approve(server, "deposits", (answer.json?.value as { id: number }).id, c.approve ? "approve" : "reject");
            if (c.approve) {
              model.wallets[0] = (model.wallets[0] ?? 0) + c.minor;
              // getPointConfig: 1 deposit point for every 100.00 deposited.
              points.deposit += Math.floor(c.minor / 10_000);
            }
          } else if (c.kind === "withdraw") {
            const answer = await money(server, calls.withdrawRequest.path, { amount: text(c.minor), paymentPassword: "123456" }, token);
            const allowed = c.minor >= 10_000 && (model.wallets[0] ?? 0) >= c.minor && withdrawalsToday < 5;
            expect(answer.json?.success).toBe(allowed);
            if (allowed) {
              withdrawalsToday += 1;
              await approve(server, "withdrawals", (answer.json?.value as WithdrawalInfo).id, c.approve ? "approve" : "reject");
              if (c.approve) model.wallets[0] = (model.wallets[0] ?? 0) - c.minor;
            }
          } else if (c.kind === "spin") {
            const body = { ticket, stake: text(c.minor) };
            const key = `spin-${Math.random().toString(36).slice(2, 12)}`;
            const answer = await money(server, calls.demoGameSpin.path, body, undefined, key);
            const allowed = (model.wallets[0] ?? 0) >= c.minor;
            expect(answer.json?.success).toBe(allowed);
            if (allowed) {
              const spin = answer.json?.value as { payout: number };
              model.wallets[0] = (model.wallets[0] ?? 0) - c.minor + Math.round(spin.payout * 100);
              last = { path: calls.demoGameSpin.path, body, key, value: answer.json?.value };
            }
          } else if (c.kind === "convert") {
            const body = { pointType: c.type, points: c.points, password: "Demo1234" };
            const answer = await postEncrypted(server, calls.convertPoints.path, body, { token, headers: { "Idempotency-Key": newKey() } });
            const allowed = c.points >= 10 && c.points <= points[c.type];
            expect(answer.json?.success).toBe(allowed);
            if (allowed) {
              points[c.type] -= c.points;
              model.wallets[0] = (model.wallets[0] ?? 0) + c.points * MINOR_PER_POINT[c.type];
            }
          } else if (c.kind === "redeem") {
            const answer = await postEncrypted(server, calls.redeemReward.path, { rewardId: c.reward, password: "Demo1234" }, { token, headers: { "Idempotency-Key": newKey() } });
            const allowed = (stock[c.reward] ?? 0) > 0 && points.redeem >= REWARD_COST[c.reward]!.cost;
            expect(answer.json?.success).toBe(allowed);
            if (allowed) {
              points.redeem -= REWARD_COST[c.reward]!.cost;
              stock[c.reward] = (stock[c.reward] ?? 0) - 1;
            }
          } else if (c.kind === "grab") {
            const answer = await money(server, calls.grabRedEnvelope.path, { eventId: envelope.id }, token);
            expect(answer.json?.success).toBe(!grabbed);
            if (!grabbed) {
              const amount = Math.round((answer.json?.value as { amount: number }).amount * 100);
              // Pool 30.00 in 3 shares, at least 1.00 each: one share is 1.00 to 20.00 (at most twice the average).
              expect(amount).toBeGreaterThanOrEqual(100);
              expect(amount).toBeLessThanOrEqual(2_000);
              model.wallets[0] = (model.wallets[0] ?? 0) + amount;
              grabbed = true;
            }
          } else if (c.kind === "vip") {
            const info = (await get(server, calls.vipInfo.path, { token })).json?.value as { member: { promotedTo: { level: number; bonus: number }[] } };
            for (const p of info.member.promotedTo) {
              expect(vipPaid.has(p.level)).toBe(false);
              vipPaid.add(p.level);
              model.wallets[0] = (model.wallets[0] ?? 0) + Math.round(p.bonus * 100);
            }
          } else if (last) {
            // The same spin sent again (a retry after a lost answer): the first answer, no money moves.
            const answer = await money(server, last.path, last.body, undefined, last.key);
            expect(answer.json?.value).toEqual(last.value);
          }
          expect(await balances(token)).toEqual(model.wallets);
        }
        const held = (await get(server, calls.pointBalance.path, { token })).json?.value as { balances: { type: string; points: number }[] };
        const byType = Object.fromEntries(held.balances.map((b) => [b.type, b.points]));
        expect({ live: byType.live, sports: byType.sports, deposit: byType.deposit, redeem: byType.redeem }).toEqual(points);
        await expectLedgerConsistent(server.db);
      }),
      { numRuns: 25 },
    );
  }, 60_000);
});
