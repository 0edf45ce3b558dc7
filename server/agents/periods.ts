import type { ContractRule } from "../../contract";
import { SITE_UTC_OFFSET_MS } from "../wallet/settings";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** 1970-01-05 was a Monday: weeks start on Bangkok Mondays. */
const MONDAY_ANCHOR = 4 * DAY;

const LENGTH: Record<ContractRule["period"], number> = { "5min": 5 * MINUTE, hour: 60 * MINUTE, day: DAY, week: 7 * DAY };

/** Length of a period in ms. */
export const periodLength = (period: ContractRule["period"]) => LENGTH[period];

/** Start of the period holding `t`: 5-minute and hour periods on the clock, days and weeks at Bangkok midnight. */
export function periodStart(period: ContractRule["period"], t: number): number {
  const length = LENGTH[period];
  const anchor = period === "week" ? MONDAY_ANCHOR : 0;
  const local = t + SITE_UTC_OFFSET_MS - anchor;
  return Math.floor(local / length) * length + anchor - SITE_UTC_OFFSET_MS;
}
