import type { Client, InStatement } from "@libsql/client";
import { MAIN_WALLET, type ContractKind } from "../../contract";
import { CONTRACT_RULES } from "../../contract/agent";
import { movementStatements } from "../wallet/ledger";
import { walletBalances } from "../wallet/store";
import { serialized } from "../wallet/money-call";
import { CREW_CTE } from "./members";
import { periodLength, periodStart } from "./periods";
import { wageOf } from "./rates";
import { splitWage, wageLegs, wageMemo } from "./wage-split";

/** The clock job runs this often; each run settles every period that has ended since the last one. */
export const SETTLEMENT_EVERY_MS = 5 * 60_000;

type Due = { id: number; kind: ContractKind; uplineId: number; uplineName: string; holderId: number; holderName: string; rateCent: number; from: number; to: number; depth: number };

export const settlementRef = (contractId: number, periodStartMs: number) => `agent-${contractId}-${periodStartMs}`;

export { wageMemo } from "./wage-split";

/**
 * The basis of each period in [from, to) for the holder's crew (holder and everyone below): stakes (salaries) or
 * stakes minus payouts (dividend), keyed by period start.
 */
async function basisByPeriod(db: Client, due: Due): Promise<Map<number, number>> {
  const rule = CONTRACT_RULES[due.kind];
  const bets = await db.execute({
    sql: `${CREW_CTE} SELECT created_at, stake_minor, payout_minor FROM bet_records WHERE member_id IN (SELECT id FROM crew) AND created_at >= ? AND created_at < ?`,
    args: [due.holderId, due.from, due.to],
  });
  const byPeriod = new Map<number, number>();
  for (const row of bets.rows) {
    const start = periodStart(rule.period, Number(row.created_at));
    const value = rule.basis === "teamBets" ? Number(row.stake_minor) : Number(row.stake_minor) - Number(row.payout_minor);
    byPeriod.set(start, (byPeriod.get(start) ?? 0) + value);
  }
  return byPeriod;
}

/** What `memberId` earned as a holder of `kind` in the period starting at `start`, and what it already passed down. */
async function uplineWageLeft(db: Client, memberId: number, kind: ContractKind, start: number): Promise<number> {
  const end = start + periodLength(CONTRACT_RULES[kind].period);
  const result = await db.execute({
    sql: `SELECT (SELECT COALESCE(SUM(amount_minor), 0) FROM agent_settlements WHERE holder_id = ? AND kind = ? AND period_start >= ? AND period_start < ?)
               - (SELECT COALESCE(SUM(upline_paid_minor), 0) FROM agent_settlements WHERE upline_id = ? AND kind = ? AND period_start >= ? AND period_start < ?) AS left_minor`,
    args: [memberId, kind, start, end, memberId, kind, start, end],
  });
  return Number(result.rows[0]?.left_minor ?? 0);
}

/** The statements that pay one contract's ended periods to its holder and move its `settled_until` to `due.to`. */
async function settlementStatements(db: Client, due: Due, now: number): Promise<{ statements: InStatement[]; paid: number }> {
  const rule = CONTRACT_RULES[due.kind];
  const statements: InStatement[] = [];
  let paid = 0;
  let uplineBalance = (await walletBalances(db, due.uplineId)).get(MAIN_WALLET) ?? 0;
  for (const [start, basis] of [...(await basisByPeriod(db, due))].sort((a, b) => a[0] - b[0])) {
    const amount = wageOf(basis, due.rateCent);
    if (amount <= 0) continue;
    const ref = settlementRef(due.id, start);
    const end = Math.min(start + periodLength(rule.period), due.to);
    // The holder is paid; its upline pays out of its own wage of this period (settled before, top-down), the house the rest.
    const split = splitWage(amount, await uplineWageLeft(db, due.uplineId, due.kind, start), uplineBalance);
    uplineBalance -= split.fromUpline;
    statements.push(
      ...movementStatements({ kind: "wage", memberId: due.holderId, at: now, memo: wageMemo(due.kind, due.id, due.holderName, due.uplineName), ref, legs: wageLegs(split, due.uplineId, due.holderId) }).statements,
      {
        sql: `INSERT INTO agent_settlements (contract_id, kind, holder_id, upline_id, period_start, period_end, basis_minor, rate_cent, amount_minor, upline_paid_minor, tx_ref, created_at)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        args: [due.id, due.kind, due.holderId, due.uplineId, Math.max(start, due.from), end, basis, due.rateCent, amount, split.fromUpline, ref, now],
      },
    );
    paid += 1;
  }
  statements.push({ sql: "UPDATE agent_contracts SET settled_until = ? WHERE id = ? AND settled_until = ?", args: [due.to, due.id, due.from] });
  return { statements, paid };
}

/** How many uplines each member has (the top has 0): contracts settle top-down, so an upline's wage is in before it pays. */
async function depths(db: Client): Promise<Map<number, number>> {
  const rows = await db.execute(`WITH RECURSIVE tree(id, depth) AS (
      SELECT id, 0 FROM members WHERE upline_id IS NULL
      UNION ALL SELECT m.id, t.depth + 1 FROM members m JOIN tree t ON m.upline_id = t.id)
    SELECT id, depth FROM tree`);
  return new Map(rows.rows.map((r) => [Number(r.id), Number(r.depth)]));
}

/** Contracts with periods ended and not settled: running ones up to the current period, ended ones up to their end. */
async function dueContracts(db: Client, now: number): Promise<Due[]> {
  const depthOf = await depths(db);
  const rows = await db.execute(
    `SELECT c.id, c.kind, c.upline_id, c.downline_id, m.username AS holder_name, u.username AS upline_name, c.rate_cent, c.status, c.ended_at, c.settled_until
       FROM agent_contracts c JOIN members m ON m.id = c.downline_id JOIN members u ON u.id = c.upline_id
      WHERE c.settled_until IS NOT NULL AND (c.status IN ('active', 'terminationRequested') OR c.ended_at > c.settled_until)`,
  );
  const due: Due[] = [];
  for (const r of rows.rows) {
    const kind = String(r.kind) as ContractKind;
    const from = Number(r.settled_until);
    const running = r.status === "active" || r.status === "terminationRequested";
    const currentStart = periodStart(CONTRACT_RULES[kind].period, now);
    const to = running ? currentStart : Math.min(Number(r.ended_at), currentStart);
    if (to <= from) continue;
    const uplineId = Number(r.upline_id);
    due.push({ id: Number(r.id), kind, uplineId, uplineName: String(r.upline_name), holderId: Number(r.downline_id), holderName: String(r.holder_name), rateCent: Number(r.rate_cent), from, to, depth: depthOf.get(uplineId) ?? 0 });
  }
  return due.sort((a, b) => a.depth - b.depth || a.id - b.id);
}

const isUniqueClash = (error: unknown) => error instanceof Error && /UNIQUE/i.test(error.message);

/**
 * Pays every ended, unsettled period of every contract to its holder (`rate` x the basis of the holder's team, ledger
 * kind "wage"), out of the upline's own wage of that period and, for the rest (all of it below the top's contracts),
 * house:bonus; contracts settle top-down. Returns how many settlements it wrote. Safe to run again or at the same
 * time: each runs inside the money queue, a contract's `settled_until` moves only from the value it read, and
 * (contract, period) and the ledger ref are unique.
 */
export function settleContracts(db: Client, now: number): Promise<number> {
  return serialized(db, async () => {
    let written = 0;
    for (const due of await dueContracts(db, now)) {
      const { statements, paid } = await settlementStatements(db, due, now);
      try {
        await db.batch(statements, "write");
        written += paid;
      } catch (error) {
        if (!isUniqueClash(error)) throw error;
      }
    }
    return written;
  });
}
