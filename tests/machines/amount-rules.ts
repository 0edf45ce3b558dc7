/**
 * docs/features.md "Amounts" (spec section 5 has no amount rules of its own): amounts travel as text in major units matching
 * `^(0|[1-9]\d{0,11})(\.\d{1,2})?$`; the client refuses empty, zero, negative, three decimals, scientific notation and
 * pasted separators, each with its own message, and then the page's limits (minimum, maximum, balance). Written as a
 * table of the texts the models type: what the member typed → the text sent (minor units to compare with limits) or
 * the problem shown. Surrounding spaces and leading zeros are there to catch a missing trim or normalisation.
 */
type Sample = { problem: string } | { text: string; minor: number };

export const AMOUNTS: Record<string, Sample> = {
  "": { problem: "empty" },
  "   ": { problem: "empty" },
  "0": { problem: "zero" },
  "0.00": { problem: "zero" },
  "-5": { problem: "negative" },
  "12.345": { problem: "decimals" },
  "1e3": { problem: "scientific" },
  "1,000": { problem: "separators" },
  "1 000": { problem: "separators" },
  abc: { problem: "format" },
  "1234567890123": { problem: "aboveMax" },
  " 0150.50 ": { text: "150.50", minor: 15050 },
  " 150 ": { text: "150", minor: 15000 },
  "99.99": { text: "99.99", minor: 9999 },
  "100": { text: "100", minor: 10000 },
  "200": { text: "200", minor: 20000 },
  "200.01": { text: "200.01", minor: 20001 },
  "1000": { text: "1000", minor: 100000 },
  "1000.01": { text: "1000.01", minor: 100001 },
  "50000.01": { text: "50000.01", minor: 5000001 },
  "100.5": { text: "100.5", minor: 10050 },
};

/** Limits in major units, as the page's data gives them. */
export type Limits = { min?: number; max?: number; balance?: number };

/** What the member's text must give: the text to send, or the problem shown (format first, then min, max, balance). */
export function expectedAmount(typed: string, limits: Limits = {}): { text: string } | { problem: string } {
  const sample = AMOUNTS[typed];
  if (!sample) throw new Error(`the amount table has no row for ${JSON.stringify(typed)}`);
  if ("problem" in sample) return sample;
  if (limits.min !== undefined && sample.minor < limits.min * 100) return { problem: "belowMin" };
  if (limits.max !== undefined && sample.minor > limits.max * 100) return { problem: "aboveMax" };
  if (limits.balance !== undefined && sample.minor > limits.balance * 100) return { problem: "aboveBalance" };
  return { text: sample.text };
}
