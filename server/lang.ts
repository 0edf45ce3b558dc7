import type { Context } from "hono";

export type Lang = "TH" | "EN";

/** The `Language` header: TH when missing or TH, anything else is answered in English. */
export function langOf(c: Context): Lang {
  const header = c.req.header("Language")?.trim().toUpperCase();
  return !header || header === "TH" ? "TH" : "EN";
}

/** Picks the Thai or English text. */
export function pick<T>(lang: Lang, th: T, en: T): T {
  return lang === "TH" ? th : en;
}
