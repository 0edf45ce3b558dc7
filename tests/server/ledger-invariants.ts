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
  return { wallets, byKind, holds: heldNow };
}
