import { randomInt } from "node:crypto";
import type { Client } from "@libsql/client";
import type { WheelSlice, WheelStatus } from "../../contract";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Bangkok is UTC+7 all year (no daylight saving). */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The slices (major units) and how often each comes up, out of the weights' sum. */
export const WHEEL = [
  { amount: 0, weight: 30 },
  { amount: 1, weight: 25 },
  { amount: 2, weight: 18 },
  { amount: 5, weight: 12 },
  { amount: 10, weight: 8 },
  { amount: 20, weight: 4 },
  { amount: 50, weight: 2 },
  { amount: 100, weight: 1 },
] as const;

export const wheelSlices = (): WheelSlice[] => WHEEL.map((slice, index) => ({ index, amount: slice.amount }));

/** The Bangkok calendar day of `now` (yyyy-mm-dd). */
export const bangkokDay = (now: number) => new Date(now + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);

/** The next Bangkok midnight after `now` (epoch ms). */
export const nextBangkokMidnight = (now: number) => Math.floor((now + BANGKOK_OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS - BANGKOK_OFFSET_MS;

/** A slice drawn by weight (the server decides; the client only shows it). */
export function drawSlice(random: (max: number) => number = randomInt): number {
  const total = WHEEL.reduce((sum, s) => sum + s.weight, 0);
  let ticket = random(total);
  for (let i = 0; i < WHEEL.length; i += 1) {
    ticket -= WHEEL[i]!.weight;
    if (ticket < 0) return i;
  }
  return 0;
}

export async function todaysSpin(db: Client, memberId: number, now: number): Promise<{ index: number; amount: number } | null> {
  const row = (await db.execute({ sql: "SELECT slice, amount_minor FROM wheel_spins WHERE member_id = ? AND day = ?", args: [memberId, bangkokDay(now)] })).rows[0];
  return row ? { index: Number(row.slice), amount: Number(row.amount_minor) / 100 } : null;
}

export async function wheelStatus(db: Client, memberId: number, now: number): Promise<WheelStatus> {
  const today = await todaysSpin(db, memberId, now);
  return { slices: wheelSlices(), canSpin: today === null, today, nextChanceAt: today === null ? now : nextBangkokMidnight(now) };
}
