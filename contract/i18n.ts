/** Interface languages of the main client; TH is the default (spec.md section 1). */
export const LANGUAGES = ["th", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "th";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
/** A stored value ("TH", "en", garbage) to a supported language, falling back to TH. */
export function toLanguage(value: unknown): Language {
  const lower = typeof value === "string" ? value.toLowerCase() : value;
  return isLanguage(lower) ? lower : DEFAULT_LANGUAGE;
}
