import type { Client } from "@libsql/client";
import { PointsErrorCode } from "../../contract/points";
import { failure, success, type Outcome } from "../call-route";
import type { Lang } from "../lang";
import { siteClockTime } from "../payment-password";
import { verifyPassword } from "../passwords";
import { clearFailures, LOGIN_WINDOW_MS, lockedUntil, recordFailure, type LimitKey } from "../store/login-limits";
import { pointsText } from "./messages";

function locked(lang: Lang, until: number): Outcome<never> {
  return failure(200, PointsErrorCode.pointPasswordLocked, pointsText(lang, "passwordLocked", { time: siteClockTime(until), minutes: LOGIN_WINDOW_MS / 60_000 }), {
    until: new Date(until).toISOString(),
  });
}

/**
 * The password check of the `passwordCheck/*` point calls: the member's login password. 5 wrong ones within the
 * window lock the point calls for the window (the payment password's limit, counted under its own key); while locked
 * even the right one is refused with the unlock time. A right one forgets the wrong tries. Callers run it inside the
 * serialized money work, so parallel guesses meet the lock too.
 */
export async function checkPointPassword(db: Client, memberId: number, given: string, lang: Lang, now: number): Promise<Outcome<void>> {
  const key: LimitKey = { scope: "payment", key: `points:${memberId}` };
  const until = await lockedUntil(db, [key], now);
  if (until !== undefined) return locked(lang, until);
  const rows = await db.execute({ sql: "SELECT password_hash FROM members WHERE id = ?", args: [memberId] });
  const hash = rows.rows[0]?.password_hash;
  if (typeof hash === "string" && (await verifyPassword(given, hash))) {
    await clearFailures(db, key);
    return success(undefined);
  }
  await recordFailure(db, [key], now);
  const after = await lockedUntil(db, [key], now);
  return after !== undefined ? locked(lang, after) : failure(400, PointsErrorCode.pointPasswordIncorrect, pointsText(lang, "passwordIncorrect"));
}
