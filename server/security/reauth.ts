import type { Client } from "@libsql/client";
import { ErrorCode } from "../../contract";
import { failure, success, type Outcome } from "../call-route";
import type { Lang } from "../lang";
import { siteClockTime } from "../payment-password";
import { verifyPassword } from "../passwords";
import { securityText } from "./messages";
import { perMemberQueue } from "../one-at-a-time";

/** Wrong login passwords given to security changes are counted over this window; reaching the limit locks for as long. */
export const REAUTH_WINDOW_MS = 15 * 60_000;
export const REAUTH_LIMIT = 5;

/** Checks of one member's login password run one at a time, so parallel guesses meet the lock too. */
const oneAtATime = perMemberQueue();

function locked(lang: Lang, until: number): Outcome<never> {
  const message = securityText(lang, "loginPasswordLocked", { time: siteClockTime(until), minutes: REAUTH_WINDOW_MS / 60_000 });
  return failure(200, ErrorCode.loginPasswordLocked, message, { until: new Date(until).toISOString() });
}

async function lockedUntil(db: Client, memberId: number, now: number): Promise<number | undefined> {
  const row = (await db.execute({ sql: "SELECT until FROM reauth_locks WHERE member_id = ? AND until > ?", args: [memberId, now] })).rows[0];
  return row ? Number(row.until) : undefined;
}

/**
 * Re-authentication of a security change (mobile, e-mail, payment password): the member's current login password.
 * Missing: LOGIN_PASSWORD_REQUIRED (not counted). Wrong: LOGIN_PASSWORD_INCORRECT, counted; the fifth wrong one within
 * 15 minutes locks security changes for 15 minutes (LOGIN_PASSWORD_LOCKED with the unlock time), the right one
 * included. This lock is the security centre's own: signing in is not locked by it. A right one forgets the wrong ones.
 */
export function checkLoginPassword(db: Client, memberId: number, given: string | undefined, lang: Lang, now: () => number): Promise<Outcome<void>> {
  return oneAtATime(memberId, async () => {
    const until = await lockedUntil(db, memberId, now());
    if (until !== undefined) return locked(lang, until);
    if (!given) return failure(200, ErrorCode.loginPasswordRequired, securityText(lang, "loginPasswordRequired"));
    const row = (await db.execute({ sql: "SELECT password_hash FROM members WHERE id = ?", args: [memberId] })).rows[0];
    if (row && (await verifyPassword(given, String(row.password_hash)))) {
      await db.batch(
        [
          { sql: "DELETE FROM reauth_failures WHERE member_id = ?", args: [memberId] },
          { sql: "DELETE FROM reauth_locks WHERE member_id = ?", args: [memberId] },
        ],
        "write",
      );
      return success(undefined);
    }
    const at = now();
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
    const after = await lockedUntil(db, memberId, at);
    return after !== undefined ? locked(lang, after) : failure(200, ErrorCode.loginPasswordIncorrect, securityText(lang, "loginPasswordIncorrect"));
  });
}
