import { useLingui } from "@lingui/react/macro";
import type { Break } from "../../../../contract/safer-play";
import { formatSiteDateTime } from "../../common/format-date-time";
import { useLanguage } from "../../common/use-language";

/** A break's end in the member's language and calendar, on the site's clock (the date style shows the year). */
export function useBreakEnd(): (until: string) => string {
  const language = useLanguage();
  return (until) => formatSiteDateTime(until, language);
}

/** What a break in force means, with its end. */
export function useBreakText(): (taken: Break) => string {
  const { t } = useLingui();
  const endOf = useBreakEnd();
  return (taken) => {
    if (taken.until === null) return t`You have excluded yourself from play permanently. Only withdrawals, your records and Safer play are open.`;
    const end = endOf(taken.until);
    return taken.kind === "timeOut"
      ? t`You are on a time-out until ${end}. Until then only withdrawals, your records and Safer play are open.`
      : t`You have excluded yourself from play until ${end}. Until then only withdrawals, your records and Safer play are open.`;
  };
}
