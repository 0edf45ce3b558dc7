import type { Client } from "@libsql/client";
import { PointsErrorCode } from "../../contract/points";
import { failure, success, type Outcome } from "../call-route";
import type { Lang } from "../lang";
import { siteClockTime } from "../payment-password";
import { REAUTH_WINDOW_MS, verifyLoginPassword } from "../security/reauth";
import { pointsText } from "./messages";

/**
 * The password check of the `passwordCheck/*` point calls: the member's login password, counted with every other check
 * of the login password inside a session (server/security/reauth.ts): 5 wrong ones within 15 minutes, at any of them,
 * lock the point calls too; while locked even the right one is refused with the unlock time.
 */
export async function checkPointPassword(db: Client, memberId: number, given: string, lang: Lang, now: number): Promise<Outcome<void>> {
  const check = await verifyLoginPassword(db, memberId, given, () => now);
  if (check.ok) return success(undefined);
  if (check.reason === "locked") {
    const message = pointsText(lang, "passwordLocked", { time: siteClockTime(check.until), minutes: REAUTH_WINDOW_MS / 60_000 });
    return failure(200, PointsErrorCode.pointPasswordLocked, message, { until: new Date(check.until).toISOString() });
  }
  return failure(400, PointsErrorCode.pointPasswordIncorrect, pointsText(lang, "passwordIncorrect"));
}
