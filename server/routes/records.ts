import type { Context, Hono } from "hono";
import { ErrorCode, RECORD_PAGE_SIZE, recordsQuerySchema, TRANSACTION_KINDS, type RecordsQuery } from "../../contract";
import { failure, serveCall, success, type Outcome } from "../call-route";
import type { Deps } from "../context";
import { message } from "../messages";
import { toMajor } from "../wallet/ledger";
import { gameNames, withNotes } from "../wallet/record-notes";
import { SITE_UTC_OFFSET_MS } from "../wallet/settings";

const DAY_MS = 86_400_000;
const MAX_RANGE_DAYS = 366;

export type Range = RecordsQuery & { from: number; to: number };

/** The query of a record call, its dates as [from, to) in server time (Bangkok days). */
export function readQuery(c: Context, now: number): Outcome<Range> {
  const parsed = recordsQuerySchema.safeParse(c.req.query());
  if (!parsed.success) return failure(400, ErrorCode.invalidRequest, message(c, "invalidRequest"));
  const today = new Date(now + SITE_UTC_OFFSET_MS).toISOString().slice(0, 10);
  const weekAgo = new Date(now + SITE_UTC_OFFSET_MS - 6 * DAY_MS).toISOString().slice(0, 10);
  const q = { ...parsed.data, start: parsed.data.start ?? weekAgo, end: parsed.data.end ?? today };
  const from = Date.parse(`${q.start}T00:00:00Z`) - SITE_UTC_OFFSET_MS;
  const to = Date.parse(`${q.end}T00:00:00Z`) - SITE_UTC_OFFSET_MS + DAY_MS;
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from || to - from > MAX_RANGE_DAYS * DAY_MS) {
    return failure(400, ErrorCode.invalidRequest, message(c, "invalidRequest"));
  }
  return success({ start: q.start, end: q.end, type: q.type || undefined, pageNo: Number(q.pageNo ?? 1), pageSize: Number(q.pageSize ?? RECORD_PAGE_SIZE), from, to });
}

export const pageOf = <T>(content: T[], total: number, q: Range) => ({ content, pageNum: q.pageNo, totalPages: Math.max(1, Math.ceil(total / q.pageSize)), total });
const iso = (ms: unknown) => new Date(Number(ms)).toISOString();

/** Transaction history, betting records, profit and loss, bonus details: ranges, filters and paging. */
export function recordRoutes(app: Hono, deps: Deps): void {
  const { db } = deps;

  serveCall(app, deps, "transactionHistory", async ({ c, lang }) => {
    const q = readQuery(c, deps.clock.now());
    if (!q.ok) return q;
    const range = q.value;
    const kind = range.type && (TRANSACTION_KINDS as readonly string[]).includes(range.type) ? range.type : undefined;
    const where = `e.account = 'wallet' AND e.member_id = ? AND t.created_at >= ? AND t.created_at < ?${kind ? " AND t.kind = ?" : ""}`;
    const args = [c.get("member").memberId, range.from, range.to, ...(kind ? [kind] : [])];
    const count = await db.execute({ sql: `SELECT COUNT(DISTINCT t.ref) AS n FROM ledger_transactions t JOIN ledger_entries e ON e.tx_ref = t.ref WHERE ${where}`, args });
    const rows = await db.execute({
      sql: `SELECT t.ref, t.kind, t.created_at, t.memo, SUM(CASE WHEN e.account_type_id = 0 THEN e.amount_minor ELSE 0 END) AS main_minor
            FROM ledger_transactions t JOIN ledger_entries e ON e.tx_ref = t.ref WHERE ${where}
            GROUP BY t.ref ORDER BY t.id DESC LIMIT ? OFFSET ?`,
      args: [...args, range.pageSize, (range.pageNo - 1) * range.pageSize],
    });
    const content = rows.rows.map((r) => ({
      id: String(r.ref),
      time: iso(r.created_at),
      kind: String(r.kind) as (typeof TRANSACTION_KINDS)[number],
      amount: toMajor(Number(r.main_minor)),
      memo: r.memo === null ? null : String(r.memo),
    }));
    return success(pageOf(await withNotes(db, lang, content), Number(count.rows[0]?.n ?? 0), range));
  });

  serveCall(app, deps, "bettingRecords", async ({ c, lang }) => {
    const q = readQuery(c, deps.clock.now());
    if (!q.ok) return q;
    const range = q.value;
    const where = `member_id = ? AND created_at >= ? AND created_at < ?${range.type ? " AND vendor = ?" : ""}`;
    const args = [c.get("member").memberId, range.from, range.to, ...(range.type ? [range.type] : [])];
    const count = await db.execute({ sql: `SELECT COUNT(*) AS n FROM bet_records WHERE ${where}`, args });
    const rows = await db.execute({ sql: `SELECT * FROM bet_records WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`, args: [...args, range.pageSize, (range.pageNo - 1) * range.pageSize] });
    const names = await gameNames(db, lang, rows.rows.map((r) => String(r.game_code)));
    const content = rows.rows.map((r) => ({
      id: Number(r.id),
      time: iso(r.created_at),
      gameCode: String(r.game_code),
      gameName: names.get(String(r.game_code)) ?? String(r.game_code),
      vendor: String(r.vendor),
      stake: toMajor(Number(r.stake_minor)),
      payout: toMajor(Number(r.payout_minor)),
      net: toMajor(Number(r.payout_minor) - Number(r.stake_minor)),
    }));
    return success(pageOf(content, Number(count.rows[0]?.n ?? 0), range));
  });

  serveCall(app, deps, "profitAndLoss", async ({ c }) => {
    const q = readQuery(c, deps.clock.now());
    if (!q.ok) return q;
    const range = q.value;
    const sums = await db.execute({
      sql: `SELECT t.kind, SUM(e.amount_minor) AS total, COUNT(DISTINCT t.ref) AS n FROM ledger_transactions t JOIN ledger_entries e ON e.tx_ref = t.ref
            WHERE e.account = 'wallet' AND e.member_id = ? AND t.created_at >= ? AND t.created_at < ? GROUP BY t.kind`,
      args: [c.get("member").memberId, range.from, range.to],
    });
    const by = new Map(sums.rows.map((r) => [String(r.kind), { total: Number(r.total), n: Number(r.n) }]));
    const total = (kind: string) => by.get(kind)?.total ?? 0;
    const bets = -total("bet");
    const wins = total("win");
    return success({
      betAmount: toMajor(bets),
      winAmount: toMajor(wins),
      net: toMajor(wins - bets),
      depositAmount: toMajor(total("deposit")),
      withdrawalAmount: toMajor(-total("withdrawal") - total("withdrawalRefund")),
      bonusAmount: toMajor(total("bonus") + total("wage")),
      betCount: by.get("bet")?.n ?? 0,
    });
  });

  serveCall(app, deps, "bonusDetails", async ({ c, lang }) => {
    const q = readQuery(c, deps.clock.now());
    if (!q.ok) return q;
    const range = q.value;
    const kinds = range.type === "bonus" || range.type === "wage" ? [range.type] : ["bonus", "wage"];
    const where = `e.account = 'wallet' AND e.member_id = ? AND t.created_at >= ? AND t.created_at < ? AND t.kind IN (${kinds.map(() => "?").join(", ")})`;
    const args = [c.get("member").memberId, range.from, range.to, ...kinds];
    const count = await db.execute({ sql: `SELECT COUNT(DISTINCT t.ref) AS n FROM ledger_transactions t JOIN ledger_entries e ON e.tx_ref = t.ref WHERE ${where}`, args });
    const rows = await db.execute({
      sql: `SELECT t.ref, t.kind, t.created_at, t.memo, SUM(e.amount_minor) AS total FROM ledger_transactions t JOIN ledger_entries e ON e.tx_ref = t.ref
            WHERE ${where} GROUP BY t.ref ORDER BY t.id DESC LIMIT ? OFFSET ?`,
      args: [...args, range.pageSize, (range.pageNo - 1) * range.pageSize],
    });
    const content = rows.rows.map((r) => ({ id: String(r.ref), time: iso(r.created_at), kind: String(r.kind) as "bonus" | "wage", amount: toMajor(Number(r.total)), memo: r.memo === null ? null : String(r.memo) }));
    return success(pageOf(await withNotes(db, lang, content), Number(count.rows[0]?.n ?? 0), range));
  });
}
