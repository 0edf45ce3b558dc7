import type { LimitKind, LimitPeriod, LimitState, SaferPlay } from "../contract";
import { checkAmount, type AmountProblem } from "./amount-input";

/** One limit's name in the page's maps: "deposit.day", "loss.week"... */
export type LimitKey = `${LimitKind}.${LimitPeriod}`;

export const limitKey = (kind: LimitKind, period: LimitPeriod): LimitKey => `${kind}.${period}`;

/** The smallest and largest limit a member may type (THB), given by the app from the contract. */
export interface LimitBounds {
  minAmount: number;
  maxAmount: number;
}

/** A change the member asked for: a new amount as plain text, or null to remove the limit. */
export interface LimitProposal {
  kind: LimitKind;
  period: LimitPeriod;
  amount: string | null;
}

export type LimitAmountCheck = { ok: true; text: string } | { ok: false; problem: AmountProblem };

/** An amount as typed: whole baht or two decimals, within the bounds; separators, signs and exponents refused. */
export function checkLimitAmount(raw: string, bounds: LimitBounds): LimitAmountCheck {
  const check = checkAmount(raw, { min: bounds.minAmount, max: bounds.maxAmount });
  return check.ok ? { ok: true, text: check.text } : { ok: false, problem: check.problem };
}

export function limitOf(data: SaferPlay | undefined, kind: LimitKind, period: LimitPeriod): LimitState | undefined {
  return data?.limits.find((limit) => limit.kind === kind && limit.period === period);
}

/**
 * A change waits for the cooling-off when it loosens the limit in force: a removal, or an amount above it. A first
 * limit, a lower one or the same one applies at once.
 */
export function waitsForCoolOff(current: number | null | undefined, amount: string | null): boolean {
  if (current === null || current === undefined) return false;
  if (amount === null) return true;
  return Number(amount) > current;
}
