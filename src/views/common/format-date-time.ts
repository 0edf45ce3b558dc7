import type { Language } from "../../../contract";
import { DATE_TIME_MINUTES, dateTimeFormat } from "./intl-formats";

/** A date and time in the current language; text that is not a date is returned as it came. */
export function formatDateTime(value: Date | string, language: Language, options: Intl.DateTimeFormatOptions = {}): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return dateTimeFormat(language, { ...DATE_TIME_MINUTES, ...options }).format(date);
}

/** A calendar day given as "YYYY-MM-DD" (a range's ends), as a date in the current language; other text as it came. */
export function formatDay(day: string, language: Language): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return dateTimeFormat(language, DAY).format(new Date(`${day}T00:00:00Z`));
}

/** The year of a date as a number in the language's calendar: 2569 on Thai pages (Buddhist era), 2026 on English ones. */
export function formatYear(value: Date, language: Language): string {
  return dateTimeFormat(language, YEAR).formatToParts(value).find((part) => part.type === "year")!.value;
}

const YEAR: Intl.DateTimeFormatOptions = { year: "numeric", timeZone: "Asia/Bangkok" };
const DAY: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeZone: "UTC" };

/** A date and time on the site's clock (Bangkok), where the limits' days, weeks and months begin at midnight. */
export function formatSiteDateTime(value: string, language: Language): string {
  return formatDateTime(value, language, { timeZone: "Asia/Bangkok" });
}
