import type { BreakDuration } from "../../../../contract/safer-play";

const HOUR = 60 * 60 * 1000;
const BANGKOK = 7 * HOUR;
const DAYS: Partial<Record<BreakDuration, number>> = { "24h": 1, "7d": 7, "30d": 30 };
const MONTHS: Partial<Record<BreakDuration, number>> = { "6m": 6, "1y": 12, "5y": 60 };

/**
 * When a break of `duration` asked for at `nowIso` (the server's clock of the page) would end, for the confirmation;
 * null for a permanent one. Calendar months on the site's clock, the last day of a shorter month as the server does.
 */
export function breakEndFrom(nowIso: string, duration: BreakDuration): string | null {
  const now = new Date(nowIso).getTime();
  const days = DAYS[duration];
  if (days !== undefined) return new Date(now + days * 24 * HOUR).toISOString();
  const months = MONTHS[duration];
  if (months === undefined) return null;
  const local = new Date(now + BANGKOK);
  const target = new Date(local);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(local.getUTCDate(), lastDay));
  return new Date(target.getTime() - BANGKOK).toISOString();
}
