import { msg } from "@lingui/core/macro";
import { i18n, type MessageDescriptor } from "@lingui/core";
import { toLanguage, type ErrorInfo, type LimitChangeStatus, type LimitKind, type LimitPeriod, type LimitReached } from "../../contract";
import { formatSiteDateTime } from "../views/common/format-date-time";
import { formatMoney } from "../views/common/format-money";

/** A limit's name on the safer-play page. */
export const LIMIT_KIND_LABELS: Record<LimitKind, MessageDescriptor> = {
  deposit: msg`Deposit limit`,
  loss: msg`Loss limit`,
  wager: msg`Wager limit`,
};

/** Which period a limit counts over, as the page's column heads say it. */
export const LIMIT_PERIOD_LABELS: Record<LimitPeriod, MessageDescriptor> = {
  day: msg`Per day`,
  week: msg`Per week`,
  month: msg`Per month`,
};

/** One limit's full name, the start of the page's sentences about it. */
export const LIMIT_NAMES: Record<LimitKind, Record<LimitPeriod, MessageDescriptor>> = {
  deposit: { day: msg`Daily deposit limit`, week: msg`Weekly deposit limit`, month: msg`Monthly deposit limit` },
  loss: { day: msg`Daily loss limit`, week: msg`Weekly loss limit`, month: msg`Monthly loss limit` },
  wager: { day: msg`Daily wager limit`, week: msg`Weekly wager limit`, month: msg`Monthly wager limit` },
};

/** What a change in the history did. */
export const LIMIT_CHANGE_STATUS_LABELS: Record<LimitChangeStatus, MessageDescriptor> = {
  applied: msg`In force`,
  pending: msg`Waiting for the cooling-off`,
  cancelled: msg`Cancelled`,
  replaced: msg`Replaced by a later change`,
};

/** The period as a word inside a sentence ("your daily deposit limit"). */
const PERIOD_WORDS: Record<LimitPeriod, MessageDescriptor> = {
  day: msg`daily`,
  week: msg`weekly`,
  month: msg`monthly`,
};

const KINDS: readonly string[] = ["deposit", "loss", "wager"];
const PERIODS: readonly string[] = ["day", "week", "month"];

/** The refusal's value (contract/safer-play.ts limitReachedSchema), when it holds one that can be shown. */
function reachedOf(value: unknown): LimitReached | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const v = value as Partial<Record<keyof LimitReached, unknown>>;
  const sound =
    KINDS.includes(v.kind as string) &&
    PERIODS.includes(v.period as string) &&
    typeof v.amount === "number" &&
    typeof v.left === "number" &&
    typeof v.resetsAt === "string" &&
    !Number.isNaN(new Date(v.resetsAt).getTime());
  return sound ? (v as LimitReached) : undefined;
}

/**
 * A deposit or stake refused at one of the member's own limits (DEPOSIT_LIMIT_REACHED, LOSS_LIMIT_REACHED,
 * WAGER_LIMIT_REACHED): which limit, what is left of it and when its period resets, in the current language.
 */
export function limitReachedMessage(error: ErrorInfo): MessageDescriptor | undefined {
  const code = error.errorCode;
  if (code !== "DEPOSIT_LIMIT_REACHED" && code !== "LOSS_LIMIT_REACHED" && code !== "WAGER_LIMIT_REACHED") return undefined;
  const reached = reachedOf(error.value);
  if (!reached) {
    if (code === "DEPOSIT_LIMIT_REACHED") return msg`This deposit would pass the deposit limit you set.`;
    if (code === "LOSS_LIMIT_REACHED") return msg`You have reached the loss limit you set: no more stakes until it resets.`;
    return msg`You have reached the wager limit you set: no more stakes until it resets.`;
  }
  const language = toLanguage(i18n.locale);
  const period = i18n._(PERIOD_WORDS[reached.period]);
  const limit = formatMoney(reached.amount, "฿", language);
  const left = formatMoney(reached.left, "฿", language);
  const resets = formatSiteDateTime(reached.resetsAt, language);
  if (code === "DEPOSIT_LIMIT_REACHED") {
    return reached.left > 0
      ? msg`This deposit would pass your ${period} deposit limit of ${limit}: you can deposit up to ${left} more until it resets on ${resets}.`
      : msg`You have reached your ${period} deposit limit of ${limit}: you can deposit again after it resets on ${resets}.`;
  }
  if (code === "LOSS_LIMIT_REACHED") return msg`You have reached your ${period} loss limit of ${limit}: you can place stakes again after it resets on ${resets}.`;
  return msg`You have reached your ${period} wager limit of ${limit}: you can place stakes again after it resets on ${resets}.`;
}
