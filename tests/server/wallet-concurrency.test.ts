// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type WithdrawalInfo } from "../../contract";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { makeServer, post, tokenFor } from "./helpers";
import { expectLedgerConsistent } from "./ledger-invariants";
import { approve, bindBank, launchTicket, money, newKey } from "./wallet-helpers";

let server: ReferenceServer;
beforeAll(async () => {
  server = await makeServer();
});
afterAll(async () => {
  await server.close();
});

/** A small deterministic random source, so a failure replays. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The same call with one field changed (the schema drops unknown fields, so a new field would not change it). */
function changed(body: Record<string, unknown>): Record<string, unknown> {
  if ("amount" in body) return { ...body, amount: "100.01" };
  if ("stake" in body) return { ...body, stake: "2" };
  return { accountTypeId: 101 };
}

type Op = { member: number; path: string; body: unknown; key: string; token?: string };

describe("hundreds of parallel money calls with reused idempotency keys", () => {
  it("lose nothing: the ledger balances, wallets = opening + deposits - withdrawals + net game, nothing negative", async () => {
    const random = rng(20261122);
    const members = [
      { id: 1001, username: "demo", password: "Demo1234" },
      { id: 1010, username: "mobileuser", password: "Mobile123" },
      { id: 1004, username: "player1", password: "Player123" },
    ];
    const tokens = new Map<number, string>();
    const tickets = new Map<number, string>();
    for (const m of members) {
      const token = await tokenFor(server, m.username, m.password);
      tokens.set(m.id, token);
      tickets.set(m.id, await launchTicket(server, m.id));
      expect((await bindBank(server, token, m.password)).json?.success).toBe(true);
      expect((await post(server, "/dev/bonus", { username: m.username, amount: "3000" })).json?.success).toBe(true);
    }
    const opening = (await expectLedgerConsistent(server.db)).wallets;

    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const wallets = [0, 101, 102];
    const ops: Op[] = [];
    for (let i = 0; i < 600; i += 1) {
      const member = pick(members).id;
      const token = tokens.get(member);
      // Reuse: a third of the calls repeat an earlier call exactly (same key and body), a few reuse a key with another body.
      if (ops.length > 0 && random() < 0.3) {
        const earlier = pick(ops);
        ops.push(random() < 0.85 ? { ...earlier } : { ...earlier, body: changed(earlier.body as Record<string, unknown>) });
        continue;
      }
      const roll = random();
      const amount = `${Math.floor(random() * 40000) / 100 + 0.01}`;
      if (roll < 0.4) {
        ops.push({ member, token, key: newKey(), path: calls.walletTransfer.path, body: { fromAccountTypeId: pick(wallets), toAccountTypeId: pick(wallets), amount } });
      } else if (roll < 0.7) {
        ops.push({ member, key: newKey(), path: calls.demoGameSpin.path, body: { ticket: tickets.get(member), stake: pick(["1", "5", "10.50", "100"]) } });
      } else if (roll < 0.85) {
        ops.push({ member, token, key: newKey(), path: calls.withdrawRequest.path, body: { amount: `${100 + Math.floor(random() * 300)}`, paymentPassword: "123456" } });
      } else if (roll < 0.95) {
        ops.push({ member, token, key: newKey(), path: calls.depositRequest.path, body: { channelId: "bank", amount: `${100 + Math.floor(random() * 1000)}` } });
      } else {
        ops.push({ member, token, key: newKey(), path: calls.recallBalance.path, body: {} });
      }
    }

    const answers = await Promise.all(ops.map((op) => money(server, op.path, op.body, op.token, op.key)));
    expect(answers.every((a) => a.status < 500)).toBe(true);

    // The first success per key is what counts; every other success under that key must be the same answer.
    const firstByKey = new Map<string, { op: Op; value: unknown }>();
    answers.forEach((answer, index) => {
      const op = ops[index] as Op;
      if (!answer.json?.success) return;
      const known = firstByKey.get(op.key);
      if (known) expect(answer.json.value).toEqual(known.value);
      else firstByKey.set(op.key, { op, value: answer.json.value });
    });
    const reused = answers.filter((a) => a.json?.errorCode === "IDEMPOTENCY_KEY_REUSED").length;
    expect(reused).toBeGreaterThan(0);

    let gameNet = 0;
    const deposits: number[] = [];
    const withdrawals: WithdrawalInfo[] = [];
    for (const { op, value } of firstByKey.values()) {
      if (op.path === calls.demoGameSpin.path) {
        const spin = value as { stake: number; payout: number };
        gameNet += Math.round(spin.payout * 100) - Math.round(spin.stake * 100);
      } else if (op.path === calls.depositRequest.path) deposits.push((value as { id: number }).id);
      else if (op.path === calls.withdrawRequest.path) withdrawals.push(value as WithdrawalInfo);
    }
    expect(withdrawals.length).toBeGreaterThan(3);

    // The operator decides in parallel too: every other request approved.
    const decisions = await Promise.all([
      ...deposits.map((id, i) => approve(server, "deposits", id, i % 2 === 0 ? "approve" : "reject")),
      ...withdrawals.map((w, i) => approve(server, "withdrawals", w.id, i % 2 === 0 ? "approve" : "reject")),
    ]);
    expect(decisions.every((d) => d.json?.success)).toBe(true);
    // This test's deposits only: demo's seeded month has approved ones, already in the opening sum.
    const depositMinor = await server.db.execute({ sql: `SELECT COALESCE(SUM(amount_minor), 0) AS s FROM deposit_requests WHERE status = 'approved' AND id IN (${deposits.map(() => "?").join(", ")})`, args: deposits });
    const withdrawnMinor = withdrawals.filter((_, i) => i % 2 === 0).reduce((sum, w) => sum + Math.round(w.amount * 100), 0);

    const totals = await expectLedgerConsistent(server.db);
    expect(totals.holds).toBe(0);
    expect(totals.wallets).toBe(opening + Number(depositMinor.rows[0]?.s) - withdrawnMinor + gameNet);
    const keys = await server.db.execute("SELECT COUNT(*) AS n FROM idempotency_keys");
    expect(Number(keys.rows[0]?.n)).toBe(firstByKey.size);
  }, 30_000);
});
