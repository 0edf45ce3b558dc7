import type { Client } from "@libsql/client";
import type { Mission, MissionPeriod } from "../../contract";
import { periodLength, periodStart } from "../agents/periods";
import { SITE_UTC_OFFSET_MS } from "../wallet/settings";
import { toMajor } from "../wallet/ledger";
import { MISSIONS, type MissionDefinition } from "./catalogue";

const DAY = 24 * 60 * 60_000;
const PERIOD_UNIT = { daily: "day", weekly: "week" } as const;

/** The period of `period` holding `t`: [start, end) in ms. */
export function missionPeriod(period: MissionPeriod, t: number): { start: number; end: number } {
  const start = periodStart(PERIOD_UNIT[period], t);
  return { start, end: start + periodLength(PERIOD_UNIT[period]) };
}

/** The Bangkok day number of an instant (what the login-day trigger stores). */
export const siteDay = (t: number) => Math.floor((t + SITE_UTC_OFFSET_MS) / DAY);

/** What the member did in [start, end): bet and deposit totals (minor units, from the ledger) and days logged in. */
async function activity(db: Client, memberId: number, start: number, end: number): Promise<Record<MissionDefinition["kind"], number>> {
  const money = await db.execute({
    sql: `SELECT t.kind, SUM(e.amount_minor) AS total FROM ledger_transactions t JOIN ledger_entries e ON e.tx_ref = t.ref
          WHERE t.member_id = ? AND t.kind IN ('bet', 'deposit') AND t.created_at >= ? AND t.created_at < ? AND e.account = 'wallet' AND e.member_id = ?
          GROUP BY t.kind`,
    args: [memberId, start, end, memberId],
  });
  const totals = new Map(money.rows.map((row) => [String(row.kind), Number(row.total)]));
  const days = await db.execute({
    sql: "SELECT COUNT(*) AS n FROM member_login_days WHERE member_id = ? AND day >= ? AND day < ?",
    args: [memberId, siteDay(start), siteDay(end)],
  });
  return { bet: -(totals.get("bet") ?? 0), deposit: totals.get("deposit") ?? 0, login: Number(days.rows[0]?.n ?? 0) };
}

export type MissionState = { definition: MissionDefinition; start: number; end: number; progress: number; claimed: boolean };

/** Every mission of `period` for the member at `now`, with progress and whether it was claimed. */
export async function missionStates(db: Client, memberId: number, period: MissionPeriod, now: number): Promise<MissionState[]> {
  const { start, end } = missionPeriod(period, now);
  const done = await activity(db, memberId, start, end);
  const claims = await db.execute({ sql: "SELECT mission_id FROM mission_claims WHERE member_id = ? AND period_start = ?", args: [memberId, start] });
  const claimed = new Set(claims.rows.map((row) => String(row.mission_id)));
  return MISSIONS.filter((m) => m.period === period).map((definition) => ({ definition, start, end, progress: done[definition.kind], claimed: claimed.has(definition.id) }));
}

/** The contract's view of a mission: money in major units, progress capped at the target. */
export function missionAnswer(state: MissionState): Mission {
  const { definition } = state;
  const money = definition.kind !== "login";
  const capped = Math.min(state.progress, definition.target);
  return {
    id: definition.id,
    period: definition.period,
    kind: definition.kind,
    progress: money ? toMajor(capped) : capped,
    target: money ? toMajor(definition.target) : definition.target,
    reward: toMajor(definition.rewardMinor),
    status: state.claimed ? "claimed" : state.progress >= definition.target ? "done" : "inProgress",
  };
}
