import type { LimitPeriod } from "../../contract/safer-play";
import { SITE_UTC_OFFSET_MS } from "../wallet/settings";

const DAY = 86_400_000;
/** 1970-01-05 was a Monday: weeks start on Bangkok Mondays. */
const MONDAY_ANCHOR = 4 * DAY;

export type PeriodSpan = { start: number; end: number };

/** The site-calendar period (Asia/Bangkok, UTC+7 all year) holding `now`: a day, a week from Monday, a month from the 1st. */
export function periodSpan(period: LimitPeriod, now: number): PeriodSpan {
  const local = now + SITE_UTC_OFFSET_MS;
  if (period === "month") {
    const at = new Date(local);
    const start = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1) - SITE_UTC_OFFSET_MS;
    const end = Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1) - SITE_UTC_OFFSET_MS;
    return { start, end };
  }
  const length = period === "week" ? 7 * DAY : DAY;
  const anchor = period === "week" ? MONDAY_ANCHOR : 0;
  const start = Math.floor((local - anchor) / length) * length + anchor - SITE_UTC_OFFSET_MS;
  return { start, end: start + length };
}
