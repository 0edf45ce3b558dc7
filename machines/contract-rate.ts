/** A kind's rate bounds (CONTRACT_RULES of the contract, given by the app: machines import contract types only). */
export type RateRule = { minRate: number; maxRate: number; decimals: number };

/** Why a typed rate is refused before any request; each has its own message. */
export type RateProblem = "empty" | "format" | "decimals" | "belowMin" | "aboveMax" | "aboveOwn";

export type RateCheck = { ok: true; text: string; value: number } | { ok: false; problem: RateProblem };

/**
 * Reads a rate in percent as typed: digits with an optional decimal part, within the kind's bounds and decimals, and
 * at most `ownMax` (below the top an agent offers at most their own rate). The server checks all of it again.
 */
export function checkRate(raw: string, rule: RateRule, ownMax?: number): RateCheck {
  const text = raw.trim();
  if (text === "") return { ok: false, problem: "empty" };
  if (!/^\d{1,3}(\.\d+)?$/.test(text)) return { ok: false, problem: "format" };
  const fraction = text.split(".")[1] ?? "";
  if (fraction.length > rule.decimals) return { ok: false, problem: "decimals" };
  const value = Number(text);
  if (value < rule.minRate) return { ok: false, problem: "belowMin" };
  if (value > rule.maxRate) return { ok: false, problem: "aboveMax" };
  if (ownMax !== undefined && value > ownMax) return { ok: false, problem: "aboveOwn" };
  return { ok: true, text: String(value), value };
}
