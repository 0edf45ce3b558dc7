import type { Client, InStatement } from "@libsql/client";
import type { Break, BreakDuration, BreakKind } from "../../contract/safer-play";
import type { Lang } from "../lang";
import { readCache } from "../read-cache";
import { SITE_UTC_OFFSET_MS } from "../wallet/settings";
import { saferPlayText } from "./messages";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A break taken, as stored: when it ends (null: permanent). */
export type BreakInForce = { kind: BreakKind; until: number | null };

/** Months (or years) added on the site's calendar: 6 months from 31 August ends on the last day of February. */
function addSiteMonths(now: number, months: number): number {
  const local = new Date(now + SITE_UTC_OFFSET_MS);
  const day = local.getUTCDate();
  const target = new Date(local);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.getTime() - SITE_UTC_OFFSET_MS;
}

/** When a break of `duration` taken at `now` ends (null: permanent). */
export function breakEnd(duration: BreakDuration, now: number): number | null {
  switch (duration) {
    case "24h":
      return now + DAY;
    case "7d":
      return now + 7 * DAY;
    case "30d":
      return now + 30 * DAY;
    case "6m":
      return addSiteMonths(now, 6);
    case "1y":
      return addSiteMonths(now, 12);
    case "5y":
      return addSiteMonths(now, 60);
    case "permanent":
      return null;
  }
}

type BreakRow = { kind: BreakKind; takenAt: number; until: number | null };

/**
 * The member's breaks, oldest first. Kept in memory (server/read-cache.ts; a write to the table empties it): every
 * call of a signed-in member and every stake and deposit asks whether a break is in force, and almost no member has one.
 */
async function breakRows(db: Client, memberId: number): Promise<readonly BreakRow[]> {
  const cache = readCache<readonly BreakRow[]>(db, "safer-play breaks", /\bsafer_play_breaks\b/i);
  const key = String(memberId);
  const kept = cache?.get(key);
  if (kept) return kept;
  const mark = cache?.mark() ?? 0;
  const result = await db.execute({ sql: "SELECT kind, taken_at, until FROM safer_play_breaks WHERE member_id = ? ORDER BY id", args: [memberId] });
  const rows = result.rows.map((row): BreakRow => ({ kind: String(row.kind) as BreakKind, takenAt: Number(row.taken_at), until: row.until === null ? null : Number(row.until) }));
  cache?.store(mark, key, rows);
  return rows;
}

/** Whether break `a` lasts at least as long as `b` (a permanent one outlasts every other). */
const outlasts = (a: number | null, b: number | null) => a === null || (b !== null && a >= b);

/** The break in force at `now`: of those begun and not ended, the one that ends last; undefined when none. */
export async function breakInForce(db: Client, memberId: number, now: number): Promise<BreakInForce | undefined> {
  let found: BreakInForce | undefined;
  for (const row of await breakRows(db, memberId)) {
    if (row.takenAt > now || (row.until !== null && row.until <= now)) continue;
    if (!found || outlasts(row.until, found.until)) found = { kind: row.kind, until: row.until };
  }
  return found;
}

/** A break as the contract answers it. */
export const breakValue = (taken: BreakInForce): Break => ({ kind: taken.kind, until: taken.until === null ? null : new Date(taken.until).toISOString() });

/** An instant in the language's own way (Thai: Buddhist year), on the site's clock: `{ time, date }`. */
export function siteDateTime(ms: number, lang: Lang): { time: string; date: string } {
  const tag = lang === "TH" ? "th-TH" : "en-GB";
  const at = new Date(ms);
  return {
    time: at.toLocaleTimeString(tag, { timeZone: "Asia/Bangkok", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
    date: at.toLocaleDateString(tag, { timeZone: "Asia/Bangkok", day: "numeric", month: "short", year: "numeric" }),
  };
}

/** What a break means for the member, with its end in their language. */
export function breakText(taken: BreakInForce, lang: Lang): string {
  if (taken.until === null) return saferPlayText(lang, "onBreakPermanent");
  return saferPlayText(lang, taken.kind === "timeOut" ? "onTimeOut" : "onSelfExclusion", siteDateTime(taken.until, lang));
}

/** A new break ending at `until` is refused when the one in force lasts longer. */
export const shortens = (inForce: BreakInForce, until: number | null) => !outlasts(until, inForce.until);

/** The statements of taking a break: the row, and the end of every session of the member. */
export function takeBreakStatements(memberId: number, kind: BreakKind, duration: BreakDuration, now: number, until: number | null): InStatement[] {
  return [
    { sql: "INSERT INTO safer_play_breaks (member_id, kind, duration, taken_at, until) VALUES (?, ?, ?, ?, ?)", args: [memberId, kind, duration, now, until] },
    { sql: "DELETE FROM sessions WHERE member_id = ?", args: [memberId] },
  ];
}
