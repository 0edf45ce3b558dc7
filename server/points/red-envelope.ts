import { randomInt } from "node:crypto";
import type { Client } from "@libsql/client";
import { ENVELOPE_MIN_SHARE_MINOR } from "./config";

/**
 * One member's share of what is left (minor units), fair in expectation (at most twice the average of what is left)
 * and never more than leaves every other share its minimum; the last share takes the rest. `random` is in [0, 1).
 */
export function envelopeShare(remainingMinor: number, sharesLeft: number, random: number, min = ENVELOPE_MIN_SHARE_MINOR): number {
  if (sharesLeft <= 0 || remainingMinor <= 0) return 0;
  if (sharesLeft === 1) return remainingMinor;
  const most = Math.max(min, Math.min(remainingMinor - (sharesLeft - 1) * min, Math.floor((2 * remainingMinor) / sharesLeft)));
  const share = min + Math.floor(random * (most - min + 1));
  return Math.min(Math.max(share, min), most);
}

export const randomUnit = () => randomInt(0, 1_000_000) / 1_000_000;

export type EnvelopeEvent = { id: string; titleTh: string; titleEn: string; startsAt: number; endsAt: number; remainingMinor: number; remainingShares: number };

/** The event running at `now` (the latest started when several overlap). */
export async function runningEvent(db: Client, now: number): Promise<EnvelopeEvent | undefined> {
  const rows = await db.execute({ sql: "SELECT * FROM red_envelope_events WHERE starts_at <= ? AND ends_at > ? ORDER BY starts_at DESC LIMIT 1", args: [now, now] });
  const row = rows.rows[0];
  if (!row) return undefined;
  return {
    id: String(row.id),
    titleTh: String(row.title_th),
    titleEn: String(row.title_en),
    startsAt: Number(row.starts_at),
    endsAt: Number(row.ends_at),
    remainingMinor: Number(row.remaining_minor),
    remainingShares: Number(row.remaining_shares),
  };
}

export async function grabbedAmount(db: Client, eventId: string, memberId: number): Promise<number | undefined> {
  const rows = await db.execute({ sql: "SELECT amount_minor FROM red_envelope_grabs WHERE event_id = ? AND member_id = ?", args: [eventId, memberId] });
  const row = rows.rows[0];
  return row ? Number(row.amount_minor) : undefined;
}
