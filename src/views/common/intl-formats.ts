import type { Language } from "../../contract";
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
