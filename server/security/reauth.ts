import type { Client } from "@libsql/client";
import { ErrorCode } from "../../contract";
import { failure, success, type Outcome } from "../call-route";
import type { Lang } from "../lang";
import { MAX_CREDENTIAL_LENGTH } from "../login-by-password";
import { siteClockTime } from "../payment-password";
import { verifyPassword } from "../passwords";
import { securityText } from "./messages";
import { perMemberQueue } from "../one-at-a-time";

/** Wrong login passwords given inside a session are counted over this window; reaching the limit locks for as long. */
export const REAUTH_WINDOW_MS = 15 * 60_000;
export const REAUTH_LIMIT = 5;

/** What a check of the login password inside a session found. */
export type LoginPasswordCheck = { ok: true } | { ok: false; reason: "required" | "incorrect" } | { ok: false; reason: "locked"; until: number };

/** Checks of one member's login password run one at a time, so parallel guesses meet the lock too. */
const oneAtATime = perMemberQueue();

async function lockedUntil(db: Client, memberId: number, now: number): Promise<number | undefined> {
  const row = (await db.execute({ sql: "SELECT until FROM reauth_locks WHERE member_id = ? AND until > ?", args: [memberId, now] })).rows[0];
  return row ? Number(row.until) : undefined;
}

async function countWrong(db: Client, memberId: number, at: number): Promise<void> {
  await db.batch(
    [
      { sql: "DELETE FROM reauth_failures WHERE member_id = ? AND at <= ?", args: [memberId, at - REAUTH_WINDOW_MS] },
      { sql: "INSERT INTO reauth_failures (member_id, at) VALUES (?, ?)", args: [memberId, at] },
      {
        sql: `INSERT INTO reauth_locks (member_id, until) SELECT ?, ? WHERE (SELECT COUNT(*) FROM reauth_failures WHERE member_id = ? AND at > ?) >= ?
              ON CONFLICT (member_id) DO UPDATE SET until = excluded.until`,
        args: [memberId, at + REAUTH_WINDOW_MS, memberId, at - REAUTH_WINDOW_MS, REAUTH_LIMIT],
      },
    ],
    "write",
  );
}

/**
 * Every check of the login password inside a session (re-authentication of a security change, the old password of a
 * password change, the points' password check) goes through here, so they share one counter per member: the fifth
 * wrong one within 15 minutes, at whichever check, locks all of them for 15 minutes, the right one included. A session
 * therefore gets 5 guesses in all, not 5 per check. Missing is not counted. A right one forgets the wrong ones.
 * Signing in keeps its own limits (server/store/login-limits.ts): a stolen session cannot lock the owner out.
 */
export function verifyLoginPassword(db: Client, memberId: number, given: string | undefined, now: () => number): Promise<LoginPasswordCheck> {
  return oneAtATime(memberId, async () => {
    const until = await lockedUntil(db, memberId, now());
    if (until !== undefined) return { ok: false, reason: "locked", until };
    if (!given) return { ok: false, reason: "required" };
    const row = (await db.execute({ sql: "SELECT password_hash FROM members WHERE id = ?", args: [memberId] })).rows[0];
    // An overlong guess is wrong without hashing it (the hash's cost grows with the input).
    if (row && given.length <= MAX_CREDENTIAL_LENGTH && (await verifyPassword(given, String(row.password_hash)))) {
      await db.batch(
        [
          { sql: "DELETE FROM reauth_failures WHERE member_id = ?", args: [memberId] },
          { sql: "DELETE FROM reauth_locks WHERE member_id = ?", args: [memberId] },
        ],
        "write",
      );
      return { ok: true };
    }
    const at = now();
    await countWrong(db, memberId, at);
    const after = await lockedUntil(db, memberId, at);
    return after !== undefined ? { ok: false, reason: "locked", until: after } : { ok: false, reason: "incorrect" };
  });
}

/** The refusal of a locked login-password check, with the unlock time. */
export function loginPasswordLocked(lang: Lang, until: number, code: string = ErrorCode.loginPasswordLocked): Outcome<never> {
  const message = securityText(lang, "loginPasswordLocked", { time: siteClockTime(until), minutes: REAUTH_WINDOW_MS / 60_000 });
  return failure(200, code, message, { until: new Date(until).toISOString() });
}

/**
 * Re-authentication of a security change (mobile, e-mail, payment password, bank account): the member's current login
 * password. Missing: LOGIN_PASSWORD_REQUIRED. Wrong: LOGIN_PASSWORD_INCORRECT. Locked: LOGIN_PASSWORD_LOCKED with the
 * unlock time.
 */
export async function checkLoginPassword(db: Client, memberId: number, given: string | undefined, lang: Lang, now: () => number): Promise<Outcome<void>> {
  const check = await verifyLoginPassword(db, memberId, given, now);
  if (check.ok) return success(undefined);
  if (check.reason === "locked") return loginPasswordLocked(lang, check.until);
  if (check.reason === "required") return failure(200, ErrorCode.loginPasswordRequired, securityText(lang, "loginPasswordRequired"));
  return failure(200, ErrorCode.loginPasswordIncorrect, securityText(lang, "loginPasswordIncorrect"));
}
