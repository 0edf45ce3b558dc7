/** Why an amount typed or pasted by the member is refused; each has its own message (src/i18n/amount-problem.ts). */
export type AmountProblem =
  | "empty"
  | "zero"
  | "negative"
  | "decimals"
  | "scientific"
  | "separators"
  | "format"
  | "belowMin"
  | "aboveMax"
  | "aboveBalance";

export type AmountLimits = { min?: number; max?: number; balance?: number };
export type AmountCheck = { ok: true; minor: number; text: string } | { ok: false; problem: AmountProblem };

/**
 * Reads an amount in major units as the member typed it: digits with at most two decimals. Scientific notation,
 * thousands separators, signs and a third decimal are refused rather than guessed at. Limits are major units.
 */
export function checkAmount(raw: string, limits: AmountLimits = {}): AmountCheck {
  const text = raw.trim();
  if (text === "") return { ok: false, problem: "empty" };
  if (text.startsWith("-")) return { ok: false, problem: "negative" };
  if (/^[+]?\d*\.?\d+[eE][+-]?\d+$/.test(text)) return { ok: false, problem: "scientific" };
  if (/^\d{1,3}([, ]\d{3})+(\.\d+)?$/.test(text) || /[,\s]/.test(text)) return { ok: false, problem: "separators" };
  if (!/^\d+(\.\d+)?$/.test(text)) return { ok: false, problem: "format" };
  const [whole = "0", fraction = ""] = text.split(".");
  if (fraction.length > 2) return { ok: false, problem: "decimals" };
  if (whole.replace(/^0+/, "").length > 12) return { ok: false, problem: "aboveMax" };
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (minor === 0) return { ok: false, problem: "zero" };
  if (limits.min !== undefined && minor < Math.round(limits.min * 100)) return { ok: false, problem: "belowMin" };
  if (limits.max !== undefined && minor > Math.round(limits.max * 100)) return { ok: false, problem: "aboveMax" };
  if (limits.balance !== undefined && minor > Math.round(limits.balance * 100)) return { ok: false, problem: "aboveBalance" };
  const normal = `${Number(whole)}${fraction ? `.${fraction}` : ""}`;
  return { ok: true, minor, text: normal };
}

/**
 * The Idempotency-Key of a submission: the same while the member retries the same request (a lost answer or a
 * server failure), a new one once the request changes. `prefix` is random per flow (given by the app).
 */
export const submissionKey = (prefix: string, submission: number) => `${prefix}-${submission}`;
