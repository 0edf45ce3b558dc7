// @vitest-environment node
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calls, type WithdrawalInfo } from "../../src/contract";
import type { ReferenceServer } from "../../server/app";
import { get, makeServer, post, tokenFor } from "./helpers";
import { expectLedgerConsistent } from "./ledger-invariants";
import { approve, bindBank, launchTicket, money } from "./wallet-helpers";

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
);

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
        await bindBank(server, token);
        const ticket = await launchTicket(server, 1001);
        const model: Model = { wallets: { 0: 100_000, 101: 0, 102: 0 }, pendingDeposits: [] };
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
            if (c.approve) model.wallets[0] = (model.wallets[0] ?? 0) + c.minor;
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
          } else if (last) {
            // The same spin sent again (a retry after a lost answer): the first answer, no money moves.
            const answer = await money(server, last.path, last.body, undefined, last.key);
            expect(answer.json?.value).toEqual(last.value);
          }
          expect(await balances(token)).toEqual(model.wallets);
        }
        await expectLedgerConsistent(server.db);
      }),
      { numRuns: 25 },
    );
  }, 60_000);
});
