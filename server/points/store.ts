import { randomBytes } from "node:crypto";
import type { Client, InStatement } from "@libsql/client";
import { type PointMovement, type PointReward, type PointType, type RedeemRow, type RedeemStatus } from "../../contract";
import { POINT_TYPES } from "../../contract/points";
import type { Lang } from "../lang";
import { pointsEarned, pointTypeOfGame } from "./config";

/** Opaque ids handed out by the points calls (never sequential). */
export const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString("hex")}`;

const iso = (ms: number) => new Date(ms).toISOString();

const GAME_MEMO = /^[^/\s]+\/(\S+) #\d+$/;

/**
 * Writes the points the member's real bets (ledger bets; the memo names the game, whose type picks the point type) and
 * approved deposits (ledger deposits) earned and not yet counted: each ledger transaction is counted once
 * (`point_entries.source` is unique).
 */
export async function syncEarnedPoints(db: Client, memberId: number): Promise<void> {
  const rows = await db.execute({
    sql: `SELECT t.ref, t.kind, t.memo, t.created_at, SUM(e.amount_minor) AS amount FROM ledger_transactions t
          JOIN ledger_entries e ON e.tx_ref = t.ref AND e.account = 'wallet' AND e.member_id = t.member_id
          WHERE t.member_id = ? AND t.kind IN ('bet', 'deposit') AND NOT EXISTS (SELECT 1 FROM point_entries p WHERE p.source = t.kind || ':' || t.ref)
          GROUP BY t.ref`,
    args: [memberId],
  });
  if (rows.rows.length === 0) return;
  const codes = [...new Set(rows.rows.flatMap((r) => (r.kind === "bet" && typeof r.memo === "string" ? [GAME_MEMO.exec(r.memo)?.[1] ?? ""] : [])))];
  const types = new Map<string, string>();
  if (codes.length > 0) {
    const games = await db.execute({ sql: `SELECT game_code, game_type FROM games WHERE game_code IN (${codes.map(() => "?").join(", ")})`, args: codes });
    for (const g of games.rows) types.set(String(g.game_code), String(g.game_type));
  }
  const statements: InStatement[] = [];
  for (const row of rows.rows) {
    const ref = String(row.ref);
    const at = Number(row.created_at);
    if (row.kind === "deposit") {
      const points = pointsEarned("deposit", "deposit", Number(row.amount));
      if (points > 0) statements.push(earnStatement(memberId, "deposit", "deposit", points, at, `deposit:${ref}`));
      continue;
    }
    const code = typeof row.memo === "string" ? GAME_MEMO.exec(row.memo)?.[1] : undefined;
    const type = pointTypeOfGame(code ? (types.get(code) ?? null) : null);
    const points = pointsEarned(type, "bet", -Number(row.amount));
    if (points > 0) statements.push(earnStatement(memberId, type, "bet", points, at, `bet:${ref}`));
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
