import type { Page } from "@playwright/test";

/**
 * Years as a page shows them. Thai pages count years in the Buddhist era (2569 is 2026), English pages in the Gregorian
 * calendar; the two ranges (1900-2099 and 2443-2642) do not meet, so a four-digit number tells which calendar a year is
 * in. A number inside a longer one, a part of an amount ("2,025.00") or of a code ("DEMO2024") is not a year.
 */
const GREGORIAN = /(?<![A-Za-z\d]|\d[.,])(?:19|20)\d\d(?![A-Za-z\d]|[.,]\d)/g;
const BUDDHIST = /(?<![A-Za-z\d]|\d[.,])2[456]\d\d(?![A-Za-z\d]|[.,]\d)/g;

/**
 * Texts on Thai pages that hold a number in 1900-2099 and are not a year (names, codes); each is taken out of the page's
 * text before it is searched.
 */
export const GREGORIAN_ALLOW_LIST: readonly string[] = [];

async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

/** Gregorian years shown on the page (the open dropdowns included), apart from the allow-list's texts. */
export async function gregorianYearsShown(page: Page, allowed: readonly string[] = GREGORIAN_ALLOW_LIST): Promise<string[]> {
  let text = await shownText(page);
  for (const phrase of allowed) text = text.split(phrase).join(" ");
  return [...new Set(text.match(GREGORIAN) ?? [])];
}

/** Buddhist-era years shown on the page (an English page shows none). */
export async function buddhistYearsShown(page: Page): Promise<string[]> {
  return [...new Set((await shownText(page)).match(BUDDHIST) ?? [])];
}
