import type { Client } from "@libsql/client";
import { SaferPlayErrorCode, type LimitReached } from "../../contract/safer-play";
import { failure, type Outcome } from "../call-route";
import type { Lang } from "../lang";
import { siteClock } from "../security/channels";
import { toMajor } from "../wallet/ledger";
import { breakRefusal } from "./break-refusals";
import { breakInForce } from "./breaks";
import { bahtText, periodWord, saferPlayText } from "./messages";
import { limitsInForce, type LimitInForce } from "./store";

/**
 * A refusal at a limit: HTTP 200 with success false (the platform's way for a refusal that carries a value; the client
 * reads the value only from a 2xx answer), the limit, what is left of it and when its period resets.
 */
function limitRefusal(limit: LimitInForce, leftMinor: number, lang: Lang): Outcome<never> {
  const value: LimitReached = { kind: limit.kind, period: limit.period, amount: toMajor(limit.amountMinor), left: toMajor(leftMinor), resetsAt: new Date(limit.resetsAt).toISOString() };
  const code = { deposit: SaferPlayErrorCode.depositLimitReached, loss: SaferPlayErrorCode.lossLimitReached, wager: SaferPlayErrorCode.wagerLimitReached }[limit.kind];
  const key = `${limit.kind}LimitReached` as const;
  const text = saferPlayText(lang, key, { period: periodWord(limit.period, lang), amount: bahtText(value.amount), left: bahtText(value.left), ...siteClock(limit.resetsAt, lang) });
  return failure(200, code, text, value);
}

/**
 * A deposit refused while a time-out or self-exclusion is in force (ACCOUNT_ON_BREAK), or one of `minor` that
 * would pass a deposit limit; undefined when it fits. Of the limits it would pass,
 * the one with the least left names the refusal (then the one that resets last). Call it inside `serialized` money
 * work, so that two deposits at once are counted one after the other.
 */
export async function depositRefusal(db: Client, memberId: number, now: number, minor: number, lang: Lang): Promise<Outcome<never> | undefined> {
  const onBreak = await breakInForce(db, memberId, now);
  if (onBreak) return breakRefusal(onBreak, lang);
  const passed = (await limitsInForce(db, memberId, now, ["deposit"]))
    .map((limit) => ({ limit, left: Math.max(limit.amountMinor - limit.usedMinor, 0) }))
    .filter(({ left }) => minor > left)
    .sort((a, b) => a.left - b.left || b.limit.resetsAt - a.limit.resetsAt);
  const tightest = passed[0];
  return tightest ? limitRefusal(tightest.limit, tightest.left, lang) : undefined;
}

/**
 * A new stake refused while a time-out or self-exclusion is in force (ACCOUNT_ON_BREAK) or a loss or wager limit is
 * reached in its period; undefined when play may go on. Of the
 * limits reached, the one that resets last names the refusal (play resumes only then), a loss limit before a wager
 * limit. Call it inside `serialized` money work.
 */
export async function stakeRefusal(db: Client, memberId: number, now: number, lang: Lang): Promise<Outcome<never> | undefined> {
  const onBreak = await breakInForce(db, memberId, now);
  if (onBreak) return breakRefusal(onBreak, lang);
  const reached = (await limitsInForce(db, memberId, now, ["loss", "wager"]))
    .filter((limit) => limit.usedMinor >= limit.amountMinor)
    .sort((a, b) => b.resetsAt - a.resetsAt || (a.kind === b.kind ? 0 : a.kind === "loss" ? -1 : 1));
  const tightest = reached[0];
  return tightest ? limitRefusal(tightest, 0, lang) : undefined;
}
