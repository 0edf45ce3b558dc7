import type { ContractRule } from "../../contract";

export type RateCheck = { ok: true; rateCent: number } | { ok: false; problem: "decimals" | "range" };

/** A rate text ("1.25", percent) checked against a kind's rule; stored in hundredths of a percent. */
export function checkRate(text: string, rule: ContractRule): RateCheck {
  const [whole = "0", fraction = ""] = text.split(".");
  const decimals = fraction.replace(/0+$/, "").length;
  if (decimals > rule.decimals) return { ok: false, problem: "decimals" };
  const rateCent = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
  if (rateCent < Math.round(rule.minRate * 100) || rateCent > Math.round(rule.maxRate * 100)) return { ok: false, problem: "range" };
  return { ok: true, rateCent };
}

export const rateOf = (rateCent: number) => rateCent / 100;

/** The wage of a basis at a rate, rounded down to the satang. */
export const wageOf = (basisMinor: number, rateCent: number) => Math.floor((basisMinor * rateCent) / 10_000);
