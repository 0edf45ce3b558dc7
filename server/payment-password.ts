import type { Client } from "@libsql/client";
import { ErrorCode } from "../contract";
import { failure, success, type Outcome } from "./call-route";
import type { Lang } from "./lang";
import { verifyPassword } from "./passwords";
import { clearFailures, LOGIN_WINDOW_MS, lockedUntil, recordFailure, type LimitKey } from "./store/login-limits";
import { SITE_UTC_OFFSET_MS } from "./wallet/settings";
import { walletText } from "./wallet/messages";
import { perMemberQueue } from "./one-at-a-time";

/** Checks of one member's payment password run one at a time, so parallel guesses meet the lock too. */
const oneAtATime = perMemberQueue();

/** The unlock time as the site's clock shows it (Bangkok, HH:mm). */
export function siteClockTime(ms: number): string {
  return new Date(ms + SITE_UTC_OFFSET_MS).toISOString().slice(11, 16);
}

function locked(lang: Lang, until: number): Outcome<never> {
  return failure(200, ErrorCode.paymentPasswordLocked, walletText(lang, "paymentPasswordLocked", { time: siteClockTime(until), minutes: LOGIN_WINDOW_MS / 60_000 }), { until: new Date(until).toISOString() });
}

/**
 * Checks the payment password of every call that takes one (withdrawal, bank binding): 5 wrong tries within the window
 * lock it for the window (LOGIN_WINDOW_MS, as for login); while locked even the right one is refused with
 * PAYMENT_PASSWORD_LOCKED and the unlock time. A right one forgets the wrong tries.
 */
export function checkPaymentPassword(db: Client, memberId: number, given: string, hash: string, lang: Lang, now: () => number): Promise<Outcome<void>> {
  const key: LimitKey = { scope: "payment", key: String(memberId) };
  return oneAtATime(memberId, async () => {
    const until = await lockedUntil(db, [key], now());
    if (until !== undefined) return locked(lang, until);
    if (await verifyPassword(given, hash)) {
      await clearFailures(db, key);
      return success(undefined);
    }
    const at = now();
    await recordFailure(db, [key], at);
    const after = await lockedUntil(db, [key], at);
    return after !== undefined ? locked(lang, after) : failure(400, ErrorCode.paymentPasswordIncorrect, walletText(lang, "paymentPasswordIncorrect"));
  });
}
