import type { Client, InStatement } from "@libsql/client";
import { CONTRACT_RULES, MAIN_WALLET, type ContractKind } from "../../src/contract";
import { house, movementStatements, wallet } from "../wallet/ledger";
import { serialized } from "../wallet/money-call";
import { CREW_CTE } from "./members";
import { periodLength, periodStart } from "./periods";
import { wageOf } from "./rates";

/** The clock job runs this often; each run settles every period that has ended since the last one. */
export const SETTLEMENT_EVERY_MS = 5 * 60_000;

type Due = { id: number; kind: ContractKind; uplineId: number; holderId: number; holderName: string; rateCent: number; from: number; to: number };

export const settlementRef = (contractId: number, periodStartMs: number) => `agent-${contractId}-${periodStartMs}`;

/** The memo of a wage transaction: the contract and the downline (holder) whose team's betting earned it. */
export const wageMemo = (kind: ContractKind, contractId: number, holderName: string) => `${kind} contract #${contractId}, downline ${holderName}`;

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

/** The statements that pay one contract's ended periods and move its `settled_until` to `due.to`. */
async function settlementStatements(db: Client, due: Due, now: number): Promise<{ statements: InStatement[]; paid: number }> {
  const rule = CONTRACT_RULES[due.kind];
  const statements: InStatement[] = [];
  let paid = 0;
  for (const [start, basis] of [...(await basisByPeriod(db, due))].sort((a, b) => a[0] - b[0])) {
    const amount = wageOf(basis, due.rateCent);
    if (amount <= 0) continue;
    const ref = settlementRef(due.id, start);
    const end = Math.min(start + periodLength(rule.period), due.to);
    statements.push(
      // The house pays the contract's upline (the agent who offered it) on the holder's team's betting.
      ...movementStatements({ kind: "wage", memberId: due.uplineId, at: now, memo: wageMemo(due.kind, due.id, due.holderName), ref, legs: [house("house:bonus", -amount), wallet(due.uplineId, MAIN_WALLET, amount)] }).statements,
      {
        sql: `INSERT INTO agent_settlements (contract_id, kind, holder_id, upline_id, period_start, period_end, basis_minor, rate_cent, amount_minor, tx_ref, created_at)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        args: [due.id, due.kind, due.holderId, due.uplineId, Math.max(start, due.from), end, basis, due.rateCent, amount, ref, now],
      },
    );
    paid += 1;
  }
  statements.push({ sql: "UPDATE agent_contracts SET settled_until = ? WHERE id = ? AND settled_until = ?", args: [due.to, due.id, due.from] });
  return { statements, paid };
}

/** Contracts with periods ended and not settled: running ones up to the current period, ended ones up to their end. */
async function dueContracts(db: Client, now: number): Promise<Due[]> {
  const rows = await db.execute(
    `SELECT c.id, c.kind, c.upline_id, c.downline_id, m.username AS holder_name, c.rate_cent, c.status, c.ended_at, c.settled_until
       FROM agent_contracts c JOIN members m ON m.id = c.downline_id
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
    due.push({ id: Number(r.id), kind, uplineId: Number(r.upline_id), holderId: Number(r.downline_id), holderName: String(r.holder_name), rateCent: Number(r.rate_cent), from, to });
  }
  return due;
}

const isUniqueClash = (error: unknown) => error instanceof Error && /UNIQUE/i.test(error.message);

/**
 * Pays every ended, unsettled period of every contract (house:bonus to the contract's upline, `rate` x the basis of
 * the holder's team, ledger kind "wage"); returns how many settlements it wrote. Safe to run again or at the same
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
