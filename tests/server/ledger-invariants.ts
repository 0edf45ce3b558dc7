import type { Client } from "@libsql/client";
import { expect } from "vitest";

export type LedgerTotals = { wallets: number; byKind: Record<string, number>; holds: number };

/**
 * The ledger's invariants: every transaction sealed, with at least two entries summing to zero; all entries sum to
 * zero; every `accounts` balance equals the sum of its wallet entries; nothing negative. Returns the totals.
 */
export async function expectLedgerConsistent(db: Client): Promise<LedgerTotals> {
  const total = await db.execute("SELECT COALESCE(SUM(amount_minor), 0) AS s FROM ledger_entries");
  expect(Number(total.rows[0]?.s)).toBe(0);
  const unbalanced = await db.execute(`SELECT t.ref, t.sealed, COUNT(e.id) AS n, COALESCE(SUM(e.amount_minor), 0) AS s
    FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.tx_ref = t.ref GROUP BY t.ref HAVING s <> 0 OR n < 2 OR t.sealed <> 1`);
  expect(unbalanced.rows.map((r) => r.ref)).toEqual([]);
  const mismatch = await db.execute(`SELECT a.member_id, a.account_type_id, a.balance_minor,
      (SELECT COALESCE(SUM(amount_minor), 0) FROM ledger_entries e WHERE e.account = 'wallet' AND e.member_id = a.member_id AND e.account_type_id = a.account_type_id) AS ledger
    FROM accounts a WHERE a.balance_minor <> ledger`);
  expect(mismatch.rows.map((r) => `${r.member_id}/${r.account_type_id}: ${r.balance_minor} vs ${r.ledger}`)).toEqual([]);
  const orphan = await db.execute(`SELECT COUNT(*) AS n FROM ledger_entries e WHERE e.account = 'wallet'
    AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.member_id = e.member_id AND a.account_type_id = e.account_type_id)`);
  expect(Number(orphan.rows[0]?.n)).toBe(0);
  const negative = await db.execute("SELECT COUNT(*) AS n FROM accounts WHERE balance_minor < 0");
  expect(Number(negative.rows[0]?.n)).toBe(0);
  const holds = await db.execute("SELECT member_id, SUM(amount_minor) AS s FROM ledger_entries WHERE account = 'hold:withdrawal' GROUP BY member_id HAVING s < 0");
  expect(holds.rows).toEqual([]);

  const wallets = Number((await db.execute("SELECT COALESCE(SUM(balance_minor), 0) AS s FROM accounts")).rows[0]?.s);
  const kinds = await db.execute("SELECT t.kind, SUM(e.amount_minor) AS s FROM ledger_transactions t JOIN ledger_entries e ON e.tx_ref = t.ref WHERE e.account = 'wallet' GROUP BY t.kind");
  const byKind = Object.fromEntries(kinds.rows.map((r) => [String(r.kind), Number(r.s)]));
  const heldNow = Number((await db.execute("SELECT COALESCE(SUM(amount_minor), 0) AS s FROM ledger_entries WHERE account = 'hold:withdrawal'")).rows[0]?.s);
  // wallets = opening + deposits - withdrawals (held or paid) + refunds + net game + bonuses: the per-kind sums add up to the wallets.
  expect(Object.values(byKind).reduce((a, b) => a + b, 0)).toBe(wallets);
  await expectPointsConsistent(db);
  return { wallets, byKind, holds: heldNow };
}

/**
 * Points, VIP and red envelopes: no member holds negative points of any type and no stock is negative; every red envelope's grabs add up to
 * what left its pool, each once per member, each with its ledger bonus of the same amount; every VIP upgrade has its
 * one ledger bonus (ref vip-<member>-<level>); every conversion's money came with points spent.
 */
async function expectPointsConsistent(db: Client): Promise<void> {
  const negative = await db.execute("SELECT member_id, point_type, SUM(points) AS s FROM point_entries GROUP BY member_id, point_type HAVING s < 0");
  expect(negative.rows).toEqual([]);
  expect(Number((await db.execute("SELECT COUNT(*) AS n FROM point_rewards WHERE stock < 0")).rows[0]?.n)).toBe(0);
  const pools = await db.execute(`SELECT e.id, e.pool_minor, e.remaining_minor, e.shares, e.remaining_shares,
      (SELECT COALESCE(SUM(amount_minor), 0) FROM red_envelope_grabs g WHERE g.event_id = e.id) AS grabbed,
      (SELECT COUNT(*) FROM red_envelope_grabs g WHERE g.event_id = e.id) AS n
    FROM red_envelope_events e`);
  for (const r of pools.rows) {
    expect(Number(r.grabbed) + Number(r.remaining_minor), `envelope ${r.id}`).toBe(Number(r.pool_minor));
    expect(Number(r.n) + Number(r.remaining_shares), `envelope ${r.id}`).toBe(Number(r.shares));
  }
  const unpaid = await db.execute(`SELECT g.event_id, g.member_id FROM red_envelope_grabs g
    WHERE (SELECT COALESCE(SUM(e.amount_minor), 0) FROM ledger_entries e WHERE e.tx_ref = g.tx_ref AND e.account = 'wallet' AND e.member_id = g.member_id) <> g.amount_minor`);
  expect(unpaid.rows).toEqual([]);
  const upgrades = await db.execute(`SELECT u.member_id, u.level FROM vip_upgrades u WHERE u.bonus_minor > 0 AND
    (SELECT COALESCE(SUM(e.amount_minor), 0) FROM ledger_entries e WHERE e.tx_ref = 'vip-' || u.member_id || '-' || u.level AND e.account = 'wallet') <> u.bonus_minor`);
  expect(upgrades.rows).toEqual([]);
  const conversions = await db.execute(`SELECT t.member_id, COUNT(*) AS n FROM ledger_transactions t WHERE t.memo LIKE 'points convert %' GROUP BY t.member_id`);
  for (const r of conversions.rows) {
    const spent = await db.execute({ sql: "SELECT COUNT(*) AS n FROM point_entries WHERE member_id = ? AND kind = 'convert'", args: [Number(r.member_id)] });
    expect(Number(spent.rows[0]?.n), `conversions of member ${r.member_id}`).toBe(Number(r.n));
  }
}
