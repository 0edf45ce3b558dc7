import type { Client, InStatement } from "@libsql/client";
import { LIMIT_COOL_OFF_HOURS, LIMIT_KINDS, LIMIT_PERIODS, type LimitChange, type LimitKind, type LimitPeriod, type LimitState, type SaferPlay } from "../../contract/safer-play";
import { readCache } from "../read-cache";
import { toMajor } from "../wallet/ledger";
import { breakInForce, breakValue } from "./breaks";
import { periodSpan } from "./periods";

export const COOL_OFF_MS = LIMIT_COOL_OFF_HOURS * 60 * 60 * 1000;
/** The history shows this many changes, newest first. */
const HISTORY_SIZE = 50;

type ChangeRow = {
  id: number;
  kind: LimitKind;
  period: LimitPeriod;
  fromMinor: number | null;
  toMinor: number | null;
  requestedAt: number;
  effectiveAt: number;
  status: LimitChange["status"];
};

/** One limit as the rows make it at a moment: the amount in force (null: none) and the change still waiting, if any. */
export type Standing = { kind: LimitKind; period: LimitPeriod; amountMinor: number | null; pending: ChangeRow | undefined };

const nullableInt = (value: unknown) => (value === null ? null : Number(value));

/**
 * Every change of the member, oldest first. Kept in memory (server/read-cache.ts; any write to the table empties it):
 * each deposit, stake and game-wallet transfer reads them inside the money queue, where a query's wait holds up every
 * money call behind it, and most members set no limit at all. Callers never change the array they get.
 */
async function changeRows(db: Client, memberId: number): Promise<readonly ChangeRow[]> {
  const cache = readCache<readonly ChangeRow[]>(db, "safer-play changes", /\bsafer_play_changes\b/i);
  const key = String(memberId);
  const kept = cache?.get(key);
  if (kept) return kept;
  const mark = cache?.mark() ?? 0;
  const result = await db.execute({ sql: "SELECT * FROM safer_play_changes WHERE member_id = ? ORDER BY id", args: [memberId] });
  const rows = result.rows.map((row): ChangeRow => ({
    id: Number(row.id),
    kind: String(row.kind) as LimitKind,
    period: String(row.period) as LimitPeriod,
    fromMinor: nullableInt(row.from_minor),
    toMinor: nullableInt(row.to_minor),
    requestedAt: Number(row.requested_at),
    effectiveAt: Number(row.effective_at),
    status: String(row.status) as LimitChange["status"],
  }));
  cache?.store(mark, key, rows);
  return rows;
}

/** A pending change whose cooling-off has passed is in force: it reads as applied. */
const statusAt = (row: ChangeRow, now: number): LimitChange["status"] => (row.status === "pending" && row.effectiveAt <= now ? "applied" : row.status);

/**
 * Every kind and period (LIMIT_KINDS then LIMIT_PERIODS order): the amount of the change in force that took effect
 * last, and the pending change not yet due. A later change replaces a pending one before it is due, so the two never
 * overlap.
 */
function standingsOf(rows: readonly ChangeRow[], now: number): Standing[] {
  return LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period) => {
      let inForce: ChangeRow | undefined;
      let pending: ChangeRow | undefined;
      for (const row of rows) {
        if (row.kind !== kind || row.period !== period) continue;
        const status = statusAt(row, now);
        if (status === "pending") pending = row;
        else if (status === "applied" && (!inForce || row.effectiveAt >= inForce.effectiveAt)) inForce = row;
      }
      return { kind, period, amountMinor: inForce?.toMinor ?? null, pending };
    }),
  );
}

export async function standings(db: Client, memberId: number, now: number): Promise<Standing[]> {
  return standingsOf(await changeRows(db, memberId), now);
}

type Usage = Record<LimitKind, Record<LimitPeriod, number>>;

/**
 * What the member used in each current period, minor units: deposits requested (a rejected request moved nothing
 * and does not count), stakes minus wins over every game (never below 0), and stakes.
 */
async function usage(db: Client, memberId: number, now: number, kinds: readonly LimitKind[] = LIMIT_KINDS): Promise<Usage> {
  const starts = Object.fromEntries(LIMIT_PERIODS.map((p) => [p, periodSpan(p, now).start])) as Record<LimitPeriod, number>;
  const since = Math.min(...Object.values(starts));
  const sums = (column: string) => LIMIT_PERIODS.map((p) => `COALESCE(SUM(CASE WHEN created_at >= ${starts[p]} THEN ${column} ELSE 0 END), 0) AS ${p}`).join(", ");
  const used: Usage = { deposit: { day: 0, week: 0, month: 0 }, loss: { day: 0, week: 0, month: 0 }, wager: { day: 0, week: 0, month: 0 } };
  if (kinds.includes("deposit")) {
    const row = (await db.execute({ sql: `SELECT ${sums("amount_minor")} FROM deposit_requests WHERE member_id = ? AND status <> 'rejected' AND created_at >= ?`, args: [memberId, since] })).rows[0];
    for (const p of LIMIT_PERIODS) used.deposit[p] = Number(row?.[p] ?? 0);
  }
  if (kinds.includes("loss") || kinds.includes("wager")) {
    const stakes = (await db.execute({
      sql: `SELECT ${sums("CASE WHEN kind = 'bet' THEN -amount_minor ELSE 0 END")}, ${LIMIT_PERIODS.map((p) => `COALESCE(SUM(CASE WHEN created_at >= ${starts[p]} AND kind = 'win' THEN amount_minor ELSE 0 END), 0) AS win_${p}`).join(", ")}
            FROM (SELECT t.kind, t.created_at, e.amount_minor FROM ledger_transactions t JOIN ledger_entries e ON e.tx_ref = t.ref AND e.account = 'wallet'
                  WHERE t.member_id = ? AND t.kind IN ('bet', 'win') AND t.created_at >= ?)`,
      args: [memberId, since],
    })).rows[0];
    for (const p of LIMIT_PERIODS) {
      const staked = Number(stakes?.[p] ?? 0);
      used.wager[p] = staked;
      used.loss[p] = Math.max(staked - Number(stakes?.[`win_${p}`] ?? 0), 0);
    }
  }
  return used;
}

/** A limit in force with what is used of it now, minor units. */
export type LimitInForce = { kind: LimitKind; period: LimitPeriod; amountMinor: number; usedMinor: number; resetsAt: number };

/** The limits in force of the given kinds, with their use in the current period (empty when the member set none). */
export async function limitsInForce(db: Client, memberId: number, now: number, kinds: readonly LimitKind[]): Promise<LimitInForce[]> {
  const set = (await standings(db, memberId, now)).filter((s) => s.amountMinor !== null && kinds.includes(s.kind));
  if (set.length === 0) return [];
  const used = await usage(db, memberId, now, [...new Set(set.map((s) => s.kind))]);
  return set.map((s) => ({ kind: s.kind, period: s.period, amountMinor: s.amountMinor ?? 0, usedMinor: used[s.kind][s.period], resetsAt: periodSpan(s.period, now).end }));
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The answer of every safer-play call: the nine limits as they stand, the history, the break in force and the server's clock. */
export async function saferPlayAnswer(db: Client, memberId: number, now: number): Promise<SaferPlay> {
  const rows = await changeRows(db, memberId);
  const used = await usage(db, memberId, now);
  const limits: LimitState[] = standingsOf(rows, now).map((s) => ({
    kind: s.kind,
    period: s.period,
    amount: s.amountMinor === null ? null : toMajor(s.amountMinor),
    used: toMajor(used[s.kind][s.period]),
    resetsAt: iso(periodSpan(s.period, now).end),
    pending: s.pending ? { amount: s.pending.toMinor === null ? null : toMajor(s.pending.toMinor), effectiveAt: iso(s.pending.effectiveAt) } : null,
  }));
  const history: LimitChange[] = rows
    .slice(-HISTORY_SIZE)
    .reverse()
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      period: row.period,
      from: row.fromMinor === null ? null : toMajor(row.fromMinor),
      to: row.toMinor === null ? null : toMajor(row.toMinor),
      requestedAt: iso(row.requestedAt),
      effectiveAt: iso(row.effectiveAt),
      status: statusAt(row, now),
    }));
  const onBreak = await breakInForce(db, memberId, now);
  return { limits, history, onBreak: onBreak ? breakValue(onBreak) : null, now: iso(now) };
}

/**
 * The statements of a change to one limit (empty when it changes nothing): a new or lower limit takes effect now, a
 * higher one or a removal after the cooling-off; either replaces a change still pending.
 */
export function changeStatements(standing: Standing, memberId: number, toMinor: number | null, now: number): InStatement[] {
  const current = standing.amountMinor;
  if (toMinor === current && !standing.pending) return [];
  if (toMinor === null && current === null) return [];
  const atOnce = toMinor !== null && (current === null || toMinor <= current);
  const statements: InStatement[] = [
    // A pending change already due is in force: recorded as applied before the new one is written.
    { sql: "UPDATE safer_play_changes SET status = 'applied' WHERE member_id = ? AND kind = ? AND period = ? AND status = 'pending' AND effective_at <= ?", args: [memberId, standing.kind, standing.period, now] },
  ];
  if (standing.pending) statements.push({ sql: "UPDATE safer_play_changes SET status = 'replaced' WHERE id = ? AND status = 'pending'", args: [standing.pending.id] });
  statements.push({
    sql: "INSERT INTO safer_play_changes (member_id, kind, period, from_minor, to_minor, requested_at, effective_at, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    args: [memberId, standing.kind, standing.period, current, toMinor, now, atOnce ? now : now + COOL_OFF_MS, atOnce ? "applied" : "pending"],
  });
  return statements;
}

export const cancelStatement = (pending: ChangeRow): InStatement => ({ sql: "UPDATE safer_play_changes SET status = 'cancelled' WHERE id = ? AND status = 'pending'", args: [pending.id] });
