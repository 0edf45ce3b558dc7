import type { Language } from "../../../contract";

const LOCALES: Record<Language, string> = { th: "th-TH", en: "en-GB" };

/** The Intl locale for an interface language (Thai dates use the Buddhist calendar, as Thai players expect). */
export function intlLocale(language: Language): string {
  return LOCALES[language];
}
