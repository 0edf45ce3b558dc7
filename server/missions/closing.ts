import type { Client } from "@libsql/client";
import { MISSION_PERIODS } from "../../contract/messages";
import { missionPeriod } from "./progress";

/** How many ended periods one run closes at most (a clock moved far ahead catches up over several runs). */
const MAX_CLOSED_PER_RUN = 60;

/**
 * Closes every daily and weekly mission period that has ended by `now` and is not closed yet, from the last closed
 * one (or the period before the current one on a fresh site): a claim that names a closed period is refused.
 * Run by the agent settlement's clock job. Returns how many periods it closed.
 */
export async function closeMissionPeriods(db: Client, now: number): Promise<number> {
  let closed = 0;
  for (const period of MISSION_PERIODS) {
    const current = missionPeriod(period, now).start;
    const last = await db.execute({ sql: "SELECT MAX(period_start) AS s FROM mission_periods WHERE period = ?", args: [period] });
    const lastStart = last.rows[0]?.s;
    let start = lastStart === null || lastStart === undefined ? missionPeriod(period, current - 1).start : missionPeriod(period, Number(lastStart)).end;
    for (let runs = 0; start < current && runs < MAX_CLOSED_PER_RUN; runs += 1) {
      const { end } = missionPeriod(period, start);
      await db.execute({
        sql: `INSERT OR IGNORE INTO mission_periods (period, period_start, closed_at, claims)
              SELECT ?, ?, ?, COUNT(*) FROM mission_claims WHERE period_start = ? AND mission_id LIKE ?`,
        args: [period, start, now, start, `${period}-%`],
      });
      closed += 1;
      start = end;
    }
  }
  return closed;
}

/** Whether the clock closed this period (or it has simply ended). */
export async function isPeriodClosed(db: Client, period: "daily" | "weekly", start: number, now: number): Promise<boolean> {
  if (missionPeriod(period, start).end <= now) return true;
  const row = await db.execute({ sql: "SELECT 1 FROM mission_periods WHERE period = ? AND period_start = ?", args: [period, start] });
  return row.rows.length > 0;
}
