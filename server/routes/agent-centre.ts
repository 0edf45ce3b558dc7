import type { Context, Hono } from "hono";
import { CONTRACT_KINDS, ErrorCode, type CallName, type ContractKind, type ValueOf } from "../../contract";
import { TEAM_TRANSACTION_KINDS } from "../../contract/agent";
import { failure, serveCall, success, type Outcome } from "../call-route";
import type { Deps } from "../context";
import { pick, type Lang } from "../lang";
import { openContractsBetween } from "../agents/contracts-store";
import { isAgentType, isTrialType, TEAM_CTE } from "../agents/members";
import { memberRow } from "../wallet/store";
import { agentText } from "../agents/messages";
import { rateOf } from "../agents/rates";
import { toMajor } from "../wallet/ledger";
import { gameNames, withNotes } from "../wallet/record-notes";
import { SITE_UTC_OFFSET_MS } from "../wallet/settings";
import { pageOf, readQuery, type Range } from "./records";

const iso = (ms: unknown) => new Date(Number(ms)).toISOString();
const n = (value: unknown) => Number(value ?? 0);

type AgentInput = { c: Context; lang: Lang; agentId: number; range: Range };

/**
 * Serves an agent-centre GET: AGENT_ONLY for non-agents (or, with `holders`, for trial accounts only: a plain member
 * may hold a salary contract and see the payments its team's betting earned its upline), the record query read and
 * checked.
 */
function serveAgentCall<N extends CallName>(app: Hono, deps: Deps, name: N, handler: (input: AgentInput) => Promise<Outcome<ValueOf<N>>>, holders = false): void {
  serveCall(app, deps, name, async ({ c, lang }) => {
    const member = await memberRow(deps.db, c.get("member").memberId);
    const allowed = member && (isAgentType(member.type) || (holders && !isTrialType(member.type)));
    const agent = allowed ? member : undefined;
    if (!agent) return failure(403, ErrorCode.agentOnly, agentText(lang, "agentOnly"));
    const range = readQuery(c, deps.clock.now());
    if (!range.ok) return range;
    return handler({ c, lang, agentId: agent.id, range: range.value });
  });
}

/** Bangkok date of a UTC ms, as SQL (for grouping by day). */
const SITE_DATE = (column: string) => `date((${column} + ${SITE_UTC_OFFSET_MS}) / 1000, 'unixepoch')`;

/** Team overview, downlines, announcements, statements, revenue, team transactions and bets, contract payments. */
export function agentCentreRoutes(app: Hono, deps: Deps): void {
  const { db } = deps;

  serveAgentCall(app, deps, "teamOverview", async ({ agentId, range }) => {
    const counts = await db.execute({
      sql: `${TEAM_CTE} SELECT COUNT(*) AS team, SUM(m.upline_id = ?) AS direct, SUM(m.type IN (1, 2, 41, 42)) AS agents,
              SUM(substr(m.reg_date, 1, 10) BETWEEN ? AND ?) AS fresh,
              (SELECT COALESCE(SUM(balance_minor), 0) FROM accounts WHERE account_type_id = 0 AND member_id IN (SELECT id FROM team)) AS balance
            FROM members m WHERE m.id IN (SELECT id FROM team)`,
      args: [agentId, agentId, range.start, range.end],
    });
    const bets = await db.execute({
      sql: `${TEAM_CTE} SELECT COALESCE(SUM(stake_minor), 0) AS stake, COALESCE(SUM(payout_minor), 0) AS payout, COUNT(*) AS bets, COUNT(DISTINCT member_id) AS bettors
            FROM bet_records WHERE member_id IN (SELECT id FROM team) AND created_at >= ? AND created_at < ?`,
      args: [agentId, range.from, range.to],
    });
    const c = counts.rows[0];
    const b = bets.rows[0];
    return success({
      teamSize: n(c?.team),
      directCount: n(c?.direct),
      agentCount: n(c?.agents),
      memberCount: n(c?.team) - n(c?.agents),
      newMembers: n(c?.fresh),
      teamBalance: toMajor(n(c?.balance)),
      betAmount: toMajor(n(b?.stake)),
      winAmount: toMajor(n(b?.payout)),
      betCount: n(b?.bets),
      activeBettors: n(b?.bettors),
    });
  });

  serveAgentCall(app, deps, "downlines", async ({ agentId, range }) => {
    const filter = range.type ? " AND username LIKE ?" : "";
    const args = [agentId, ...(range.type ? [`%${range.type}%`] : [])];
    const total = await db.execute({ sql: `SELECT COUNT(*) AS n FROM members WHERE upline_id = ?${filter}`, args });
    const rows = await db.execute({
      sql: `SELECT m.id, m.username, m.nickname, m.type, m.reg_date,
              (SELECT COALESCE(SUM(balance_minor), 0) FROM accounts a WHERE a.member_id = m.id AND a.account_type_id = 0) AS balance,
              (SELECT COALESCE(SUM(stake_minor), 0) FROM bet_records b WHERE b.member_id = m.id AND b.created_at >= ? AND b.created_at < ?) AS stake
            FROM members m WHERE m.upline_id = ?${filter} ORDER BY m.id DESC LIMIT ? OFFSET ?`,
      args: [range.from, range.to, ...args, range.pageSize, (range.pageNo - 1) * range.pageSize],
    });
    const content = [];
    for (const r of rows.rows) {
      const id = n(r.id);
      const team = await db.execute({ sql: `${TEAM_CTE} SELECT COUNT(*) AS n FROM team`, args: [id] });
      const contracts = await openContractsBetween(db, agentId, id);
      content.push({
        id,
        username: String(r.username),
        nickname: r.nickname === null ? null : String(r.nickname),
        type: n(r.type),
        isAgent: isAgentType(n(r.type)),
        regDate: String(r.reg_date),
        balance: toMajor(n(r.balance)),
        betAmount: toMajor(n(r.stake)),
        teamSize: n(team.rows[0]?.n),
        contracts: contracts.map((k) => ({ id: k.id, kind: k.kind, rate: rateOf(k.rateCent), status: k.status })),
      });
    }
    return success(pageOf(content, n(total.rows[0]?.n), range));
  });

  serveAgentCall(app, deps, "agentAnnouncements", async ({ lang }) => {
    const rows = await db.execute("SELECT * FROM agent_announcements ORDER BY created_at DESC, id DESC");
    return success({
      content: rows.rows.map((r) => ({ id: n(r.id), title: pick(lang, String(r.title_th), String(r.title_en)), content: pick(lang, String(r.content_th), String(r.content_en)), time: iso(r.created_at) })),
    });
  });

  serveAgentCall(app, deps, "profitStatements", async ({ agentId, range }) => {
    // Main-wallet movements by member and kind; each team member counts towards their direct downline's row.
    const sums = await db.execute({
      sql: `${TEAM_CTE}, scope(id, root) AS (SELECT id, root FROM team UNION ALL SELECT ?, ?)
            SELECT s.root, t.kind, SUM(e.amount_minor) AS total FROM scope s
              JOIN ledger_entries e ON e.account = 'wallet' AND e.account_type_id = 0 AND e.member_id = s.id
              JOIN ledger_transactions t ON t.ref = e.tx_ref
            WHERE t.created_at >= ? AND t.created_at < ? GROUP BY s.root, t.kind`,
      args: [agentId, agentId, agentId, range.from, range.to],
    });
    const byRoot = new Map<number, Map<string, number>>();
    for (const r of sums.rows) {
      const root = n(r.root);
      const kinds = byRoot.get(root) ?? new Map<string, number>();
      kinds.set(String(r.kind), n(r.total));
      byRoot.set(root, kinds);
    }
    const figures = (root: number) => {
      const k = byRoot.get(root) ?? new Map<string, number>();
      const of = (kind: string) => k.get(kind) ?? 0;
      const bets = -of("bet");
      const wins = of("win");
      return { betAmount: bets, winAmount: wins, net: wins - bets, depositAmount: of("deposit"), withdrawalAmount: -of("withdrawal") - of("withdrawalRefund"), bonusAmount: of("bonus") + of("wage") };
    };
    const directs = await db.execute({ sql: "SELECT id, username FROM members WHERE upline_id = ? ORDER BY id", args: [agentId] });
    const me = await db.execute({ sql: "SELECT username FROM members WHERE id = ?", args: [agentId] });
    const all = [
      { memberId: agentId, username: String(me.rows[0]?.username ?? ""), scope: "self" as const, ...figures(agentId) },
      ...directs.rows.map((r) => ({ memberId: n(r.id), username: String(r.username), scope: "team" as const, ...figures(n(r.id)) })),
    ];
    const sum = { betAmount: 0, winAmount: 0, net: 0, depositAmount: 0, withdrawalAmount: 0, bonusAmount: 0 };
    for (const row of all) for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += row[key];
    const major = <T extends Record<string, unknown>>(row: T) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === "number" && k !== "memberId" ? toMajor(v) : v])) as T;
    const start = (range.pageNo - 1) * range.pageSize;
    return success({ ...pageOf(all.slice(start, start + range.pageSize).map(major), all.length, range), sum: major(sum) });
  });

  serveAgentCall(app, deps, "revenueReport", async ({ agentId, range }) => {
    // Both sides per day and kind: earned as a holder (+), paid to the caller's own holders out of it (-).
    const rows = await db.execute({
      sql: `SELECT ${SITE_DATE("created_at")} AS day, kind, SUM(CASE WHEN holder_id = ? THEN amount_minor ELSE 0 END) AS earned,
                   SUM(CASE WHEN upline_id = ? THEN upline_paid_minor ELSE 0 END) AS paid_out
              FROM agent_settlements WHERE (holder_id = ? OR upline_id = ?) AND created_at >= ? AND created_at < ? GROUP BY day, kind ORDER BY day DESC`,
      args: [agentId, agentId, agentId, agentId, range.from, range.to],
    });
    type Day = Record<ContractKind, number> & { earned: number; paidOut: number };
    const days = new Map<string, Day>();
    for (const r of rows.rows) {
      const day = days.get(String(r.day)) ?? { dividend: 0, daily: 0, hourly: 0, realtime: 0, earned: 0, paidOut: 0 };
      day[String(r.kind) as ContractKind] += n(r.earned) - n(r.paid_out);
      day.earned += n(r.earned);
      day.paidOut += n(r.paid_out);
      days.set(String(r.day), day);
    }
    const sum = { earned: 0, paidOut: 0, dividend: 0, daily: 0, hourly: 0, realtime: 0, total: 0 };
    const major = (d: typeof sum) => Object.fromEntries(Object.entries(d).map(([k, v]) => [k, toMajor(v)])) as typeof sum;
    const content = [...days].map(([date, d]) => {
      const total = d.earned - d.paidOut;
      for (const kind of CONTRACT_KINDS) sum[kind] += d[kind];
      sum.earned += d.earned;
      sum.paidOut += d.paidOut;
      sum.total += total;
      return { date, ...major({ earned: d.earned, paidOut: d.paidOut, dividend: d.dividend, daily: d.daily, hourly: d.hourly, realtime: d.realtime, total }) };
    });
    return success({ content, sum: major(sum) });
  });

  serveAgentCall(app, deps, "downlineTransactions", async ({ agentId, range, lang }) => {
    const kind = range.type && (TEAM_TRANSACTION_KINDS as readonly string[]).includes(range.type) ? range.type : undefined;
    const where = `e.account = 'wallet' AND e.account_type_id = 0 AND e.member_id IN (SELECT id FROM team) AND t.created_at >= ? AND t.created_at < ?${kind ? " AND t.kind = ?" : ""}`;
    const args = [agentId, range.from, range.to, ...(kind ? [kind] : [])];
    const count = await db.execute({ sql: `${TEAM_CTE} SELECT COUNT(*) AS n FROM ledger_entries e JOIN ledger_transactions t ON t.ref = e.tx_ref WHERE ${where}`, args });
    const rows = await db.execute({
      sql: `${TEAM_CTE} SELECT e.id, t.ref, t.kind, t.created_at, t.memo, e.member_id, e.amount_minor, m.username FROM ledger_entries e
              JOIN ledger_transactions t ON t.ref = e.tx_ref JOIN members m ON m.id = e.member_id
            WHERE ${where} ORDER BY e.id DESC LIMIT ? OFFSET ?`,
      args: [...args, range.pageSize, (range.pageNo - 1) * range.pageSize],
    });
    const content = rows.rows.map((r) => ({
      id: `${String(r.ref)}:${n(r.id)}`,
      time: iso(r.created_at),
      memberId: n(r.member_id),
      username: String(r.username),
      kind: String(r.kind),
      amount: toMajor(n(r.amount_minor)),
      memo: r.memo === null ? null : String(r.memo),
    }));
    return success(pageOf(await withNotes(db, lang, content), n(count.rows[0]?.n), range));
  });

  serveAgentCall(app, deps, "teamBets", async ({ agentId, range, lang }) => {
    const where = `b.member_id IN (SELECT id FROM team) AND b.created_at >= ? AND b.created_at < ?${range.type ? " AND m.username = ?" : ""}`;
    const args = [agentId, range.from, range.to, ...(range.type ? [range.type] : [])];
    const count = await db.execute({ sql: `${TEAM_CTE} SELECT COUNT(*) AS n FROM bet_records b JOIN members m ON m.id = b.member_id WHERE ${where}`, args });
    const rows = await db.execute({
      sql: `${TEAM_CTE} SELECT b.*, m.username FROM bet_records b JOIN members m ON m.id = b.member_id WHERE ${where} ORDER BY b.id DESC LIMIT ? OFFSET ?`,
      args: [...args, range.pageSize, (range.pageNo - 1) * range.pageSize],
    });
    const names = await gameNames(db, lang, rows.rows.map((r) => String(r.game_code)));
    const content = rows.rows.map((r) => ({
      id: n(r.id),
      time: iso(r.created_at),
      memberId: n(r.member_id),
      username: String(r.username),
      gameCode: String(r.game_code),
      gameName: names.get(String(r.game_code)) ?? String(r.game_code),
      vendor: String(r.vendor),
      stake: toMajor(n(r.stake_minor)),
      payout: toMajor(n(r.payout_minor)),
    }));
    return success(pageOf(content, n(count.rows[0]?.n), range));
  });

  serveAgentCall(app, deps, "contractPayments", async ({ agentId, range }) => {
    const kind = range.type && (CONTRACT_KINDS as readonly string[]).includes(range.type) ? range.type : undefined;
    const where = `(s.holder_id = ? OR s.upline_id = ?) AND s.created_at >= ? AND s.created_at < ?${kind ? " AND s.kind = ?" : ""}`;
    const args = [agentId, agentId, range.from, range.to, ...(kind ? [kind] : [])];
    const count = await db.execute({ sql: `SELECT COUNT(*) AS n FROM agent_settlements s WHERE ${where}`, args });
    const rows = await db.execute({
      sql: `SELECT s.*, m.username FROM agent_settlements s JOIN members m ON m.id = s.holder_id WHERE ${where} ORDER BY s.id DESC LIMIT ? OFFSET ?`,
      args: [...args, range.pageSize, (range.pageNo - 1) * range.pageSize],
    });
    const content = rows.rows.map((r) => ({
      id: n(r.id),
      time: iso(r.created_at),
      kind: String(r.kind) as ContractKind,
      contractId: n(r.contract_id),
      holderId: n(r.holder_id),
      holderName: String(r.username),
      // The holder is paid: "received" when the caller holds the contract, "paid" when the caller is its upline.
      role: n(r.holder_id) === agentId ? ("received" as const) : ("paid" as const),
      periodStart: iso(r.period_start),
      periodEnd: iso(r.period_end),
      basis: toMajor(n(r.basis_minor)),
      rate: rateOf(n(r.rate_cent)),
      amount: toMajor(n(r.amount_minor)),
      fromUpline: toMajor(n(r.upline_paid_minor)),
      fromHouse: toMajor(n(r.amount_minor) - n(r.upline_paid_minor)),
    }));
    return success(pageOf(content, n(count.rows[0]?.n), range));
  }, true);
}
