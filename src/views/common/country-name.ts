import type { Language } from "../../../contract";
import { intlLocale } from "./intl-locale";

const displayNames = new Map<Language, Intl.DisplayNames>();

/** A country's name in the page's language (Intl.DisplayNames), else the name the server gave, else its code. */
export function countryName(countryCode: string, fallback: string, language: Language): string {
  if (!countryCode) return fallback;
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([intlLocale(language)], { type: "region", fallback: "none" });
    displayNames.set(language, names);
  }
  try {
    return names.of(countryCode) ?? (fallback || countryCode);
  } catch {
    return fallback || countryCode;
  }
}
