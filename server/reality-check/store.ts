import type { Client } from "@libsql/client";
import { REALITY_CHECK_DEFAULT_MINUTES, type RealityCheck, type RealityCheckInterval } from "../../contract/reality-check";
import { toMajor } from "../wallet/ledger";
import { ackedThroughAfter, nextCheck, type CheckTimes } from "./schedule";

async function intervalOf(db: Client, memberId: number): Promise<RealityCheckInterval> {
  const row = (await db.execute({ sql: "SELECT interval_minutes FROM reality_check_settings WHERE member_id = ?", args: [memberId] })).rows[0];
  return row ? (Number(row.interval_minutes) as RealityCheckInterval) : REALITY_CHECK_DEFAULT_MINUTES;
}

/** The session's times; undefined when the session is gone (signed out meanwhile). */
async function checkTimes(db: Client, memberId: number, token: string, now: number): Promise<CheckTimes | undefined> {
  const row = (await db.execute({ sql: "SELECT created_at, reality_acked_through FROM sessions WHERE token = ?", args: [token] })).rows[0];
  if (!row) return undefined;
  return { intervalMinutes: await intervalOf(db, memberId), startedAt: Number(row.created_at), ackedThrough: Number(row.reality_acked_through), now };
}

/** Wins minus stakes in the member's wallets since `since`, minor units (the ledger's bet entries are negative). */
async function netSince(db: Client, memberId: number, since: number): Promise<number> {
  const row = (await db.execute({
    sql: `SELECT COALESCE(SUM(e.amount_minor), 0) AS net FROM ledger_transactions t JOIN ledger_entries e ON e.tx_ref = t.ref AND e.account = 'wallet'
          WHERE t.member_id = ? AND t.kind IN ('bet', 'win') AND t.created_at >= ?`,
    args: [memberId, since],
  })).rows[0];
  return Number(row?.net ?? 0);
}

async function answerOf(db: Client, memberId: number, times: CheckTimes): Promise<RealityCheck> {
  const next = nextCheck(times);
  return {
    intervalMinutes: times.intervalMinutes as RealityCheckInterval,
    sessionStartedAt: new Date(times.startedAt).toISOString(),
    now: new Date(times.now).toISOString(),
    netSinceSignIn: toMajor(await netSince(db, memberId, times.startedAt)),
    nextAt: next.at === null ? null : new Date(next.at).toISOString(),
    checkNumber: next.number,
  };
}

/** The reality check of the session `token` at `now`. */
export async function realityCheckAnswer(db: Client, memberId: number, token: string, now: number): Promise<RealityCheck | undefined> {
  const times = await checkTimes(db, memberId, token, now);
  return times && answerOf(db, memberId, times);
}

/** A new interval for the member; the checks already passed in this session count as seen. */
export async function chooseInterval(db: Client, memberId: number, token: string, intervalMinutes: RealityCheckInterval, now: number): Promise<RealityCheck | undefined> {
  await db.batch(
    [
      { sql: "INSERT INTO reality_check_settings (member_id, interval_minutes) VALUES (?, ?) ON CONFLICT (member_id) DO UPDATE SET interval_minutes = excluded.interval_minutes", args: [memberId, intervalMinutes] },
      { sql: "UPDATE sessions SET reality_acked_through = ? WHERE token = ?", args: [now, token] },
    ],
    "write",
  );
  return realityCheckAnswer(db, memberId, token, now);
}

/** Check `number` of the session was seen, and every one before it. */
export async function acknowledge(db: Client, memberId: number, token: string, number: number, now: number): Promise<RealityCheck | undefined> {
  const times = await checkTimes(db, memberId, token, now);
  if (!times) return undefined;
  const ackedThrough = ackedThroughAfter(times, number);
  if (ackedThrough !== times.ackedThrough) await db.execute({ sql: "UPDATE sessions SET reality_acked_through = ? WHERE token = ?", args: [ackedThrough, token] });
  return answerOf(db, memberId, { ...times, ackedThrough });
}
