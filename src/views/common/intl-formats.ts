import type { Language } from "../../../contract";
import { intlLocale } from "./intl-locale";

// Making an Intl formatter costs far more than using one (the header clock made one every second; the lobby one per
// amount): each is made once per language and options, then reused.
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F>(formats: Map<string, F>, language: Language, options: object, make: (locale: string) => F): F {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = make(intlLocale(language));
    formats.set(key, format);
  }
  return format;
}

export function dateTimeFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, language, options, (locale) => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, language, options, (locale) => new Intl.NumberFormat(locale, options));
}

/** The clock's format (src/views/shell/Clock.tsx): date and time with seconds. */
export const DATE_TIME_SECONDS: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "medium" };
/** Dates with the time to the minute (src/views/common/format-date-time.ts, the hot matches). */
export const DATE_TIME_MINUTES: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };
/** Whole amounts (the winner board). */
export const WHOLE_NUMBER: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };

/**
 * Makes the first screen's formatters ahead of its first render, one per callback (`later`: the page's idle time). The
 * first Thai one loads the locale's calendar data, about 60 ms on a mid-range phone; made during the first render,
 * they lengthened its one long task.
 */
export function warmFirstScreenFormats(language: Language, later: (make: () => void) => void): void {
  later(() => dateTimeFormat(language, DATE_TIME_SECONDS).format(0));
  later(() => dateTimeFormat(language, DATE_TIME_MINUTES).format(0));
  later(() => numberFormat(language, WHOLE_NUMBER).format(0));
}
