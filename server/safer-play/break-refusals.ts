import { SaferPlayErrorCode } from "../../contract/safer-play";
import { failure, type Outcome } from "../call-route";
import type { Lang } from "../lang";
import { breakText, breakValue, siteDateTime, type BreakInForce } from "./breaks";
import { saferPlayText } from "./messages";

/** The refusal of a call while a break is in force: HTTP 200 (the client reads `value` only from a 2xx answer). */
export const breakRefusal = (taken: BreakInForce, lang: Lang): Outcome<never> => failure(200, SaferPlayErrorCode.accountOnBreak, breakText(taken, lang), breakValue(taken));

/** The refusal when a member on a break asks for a new one ending sooner. */
export function cannotShortenRefusal(taken: BreakInForce, lang: Lang): Outcome<never> {
  const text = taken.until === null ? saferPlayText(lang, "cannotShortenPermanent") : saferPlayText(lang, "cannotShorten", siteDateTime(taken.until, lang));
  return failure(200, SaferPlayErrorCode.breakCannotShorten, text, breakValue(taken));
}
