import type { Language } from "../../../contract";
import { DATE_TIME_MINUTES, dateTimeFormat } from "./intl-formats";

/** A date and time in the current language; text that is not a date is returned as it came. */
export function formatDateTime(value: Date | string, language: Language, options: Intl.DateTimeFormatOptions = {}): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return dateTimeFormat(language, { ...DATE_TIME_MINUTES, ...options }).format(date);
}
