import { randomBytes } from "node:crypto";
import type { Client, InStatement } from "@libsql/client";
import { POINT_TYPES, type PointMovement, type PointReward, type PointType, type RedeemRow, type RedeemStatus } from "../../src/contract";
import type { Lang } from "../lang";
import { pointsEarned, pointTypeOfGame } from "./config";

/** Opaque ids handed out by the points calls (never sequential). */
export const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString("hex")}`;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Writes the points the member's real bets (bet_records, each with its ledger bet) and approved deposits (ledger
 * deposits) earned and not yet counted: each source is counted once (`point_entries.source` is unique).
 */
export async function syncEarnedPoints(db: Client, memberId: number): Promise<void> {
  const statements: InStatement[] = [];
  const bets = await db.execute({
    sql: `SELECT b.id, b.stake_minor, b.created_at, g.game_type FROM bet_records b LEFT JOIN games g ON g.game_code = b.game_code
          WHERE b.member_id = ? AND NOT EXISTS (SELECT 1 FROM point_entries p WHERE p.source = 'bet:' || b.id)`,
    args: [memberId],
  });
  for (const row of bets.rows) {
    const type = pointTypeOfGame(row.game_type === null ? null : String(row.game_type));
    const points = pointsEarned(type, "bet", Number(row.stake_minor));
    if (points > 0) statements.push(earnStatement(memberId, type, "bet", points, Number(row.created_at), `bet:${String(row.id)}`));
  }
  const deposits = await db.execute({
    sql: `SELECT t.ref, t.created_at, e.amount_minor FROM ledger_transactions t JOIN ledger_entries e ON e.tx_ref = t.ref AND e.account = 'wallet'
          WHERE t.kind = 'deposit' AND t.member_id = ? AND NOT EXISTS (SELECT 1 FROM point_entries p WHERE p.source = 'dep:' || t.ref)`,
    args: [memberId],
  });
  for (const row of deposits.rows) {
    const points = pointsEarned("deposit", "deposit", Number(row.amount_minor));
    if (points > 0) statements.push(earnStatement(memberId, "deposit", "deposit", points, Number(row.created_at), `dep:${String(row.ref)}`));
  }
  if (statements.length > 0) await db.batch(statements, "write");
}

function earnStatement(memberId: number, type: PointType, kind: string, points: number, at: number, source: string): InStatement {
  return {
    sql: "INSERT OR IGNORE INTO point_entries (id, member_id, point_type, kind, points, created_at, source) VALUES (?, ?, ?, ?, ?, ?, ?)",
    args: [newId("pt"), memberId, type, kind, points, at, source],
  };
}

/** A movement of the member's points (negative to spend); the trigger refuses one that would leave a type negative. */
export function pointEntryStatement(memberId: number, type: PointType, kind: PointMovement["kind"], points: number, at: number, source: string | null = null): InStatement {
  return {
    sql: "INSERT INTO point_entries (id, member_id, point_type, kind, points, created_at, source) VALUES (?, ?, ?, ?, ?, ?, ?)",
    args: [newId("pt"), memberId, type, kind, points, at, source],
  };
}

export const isNegativePoints = (error: unknown) => error instanceof Error && /NEGATIVE_POINTS/.test(error.message);

/** Points held per type (every type listed, 0 when none). */
export async function pointBalances(db: Client, memberId: number): Promise<Map<PointType, number>> {
  const rows = await db.execute({ sql: "SELECT point_type, SUM(points) AS s FROM point_entries WHERE member_id = ? GROUP BY point_type", args: [memberId] });
  const balances = new Map<PointType, number>(POINT_TYPES.map((t) => [t, 0]));
  for (const row of rows.rows) balances.set(String(row.point_type) as PointType, Number(row.s));
  return balances;
}

export async function pointMovements(db: Client, memberId: number, limit = 100): Promise<PointMovement[]> {
  const rows = await db.execute({
    sql: "SELECT id, point_type, kind, points, created_at FROM point_entries WHERE member_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?",
    args: [memberId, limit],
  });
  return rows.rows.map((r) => ({ id: String(r.id), time: iso(Number(r.created_at)), kind: String(r.kind) as PointMovement["kind"], type: String(r.point_type) as PointType, points: Number(r.points) }));
}

type RewardRow = PointReward;

function rewardOf(row: Record<string, unknown>, lang: Lang): RewardRow {
  return {
    id: String(row.id),
    name: String(lang === "TH" ? row.name_th : row.name_en),
    description: String(lang === "TH" ? row.description_th : row.description_en),
    pointType: String(row.point_type) as PointType,
    cost: Number(row.cost),
    stock: Number(row.stock),
  };
}

export async function listRewards(db: Client, lang: Lang): Promise<RewardRow[]> {
  const rows = await db.execute("SELECT * FROM point_rewards ORDER BY sort");
  return rows.rows.map((r) => rewardOf(r as unknown as Record<string, unknown>, lang));
}

export async function findReward(db: Client, id: string, lang: Lang): Promise<RewardRow | undefined> {
  const rows = await db.execute({ sql: "SELECT * FROM point_rewards WHERE id = ?", args: [id] });
  const row = rows.rows[0];
  return row ? rewardOf(row as unknown as Record<string, unknown>, lang) : undefined;
}

export async function redeemList(db: Client, memberId: number, lang: Lang): Promise<RedeemRow[]> {
  const rows = await db.execute({
    sql: `SELECT r.id, r.created_at, r.point_type, r.points, r.status, w.name_th, w.name_en FROM point_redemptions r JOIN point_rewards w ON w.id = r.reward_id
          WHERE r.member_id = ? ORDER BY r.created_at DESC, r.rowid DESC LIMIT 100`,
    args: [memberId],
  });
  return rows.rows.map((r) => ({
    id: String(r.id),
    time: iso(Number(r.created_at)),
    rewardName: String(lang === "TH" ? r.name_th : r.name_en),
    pointType: String(r.point_type) as PointType,
    points: Number(r.points),
    status: String(r.status) as RedeemStatus,
  }));
}
