import { randomBytes } from "node:crypto";
import type { InStatement } from "@libsql/client";

export type LedgerKind =
  | "opening" | "deposit" | "withdrawal" | "withdrawalRefund" | "transfer" | "recall" | "bet" | "win" | "bonus" | "wage" | "uplineTransfer" | "downlineTransfer" | "trialCredit";

/** One side of a movement: a member wallet, a member's withdrawal hold, or a house account. */
export type Leg =
  | { wallet: { memberId: number; accountTypeId: number }; amountMinor: number }
  | { account: "hold:withdrawal"; memberId: number; amountMinor: number }
  | { account: "house:bank" | "house:game" | "house:bonus" | "house:equity"; amountMinor: number };

export type Movement = { kind: LedgerKind; memberId: number | null; at: number; memo?: string | null; legs: Leg[]; ref?: string };

export const newRef = () => `tx_${randomBytes(12).toString("hex")}`;

/**
 * The statements of one movement: the transaction, its entries (the wallet trigger moves `accounts`), then the seal
 * (the trigger refuses it unless the entries sum to zero). Run them inside one batch with the rest of the change.
 */
export function movementStatements(movement: Movement): { ref: string; statements: InStatement[] } {
  const ref = movement.ref ?? newRef();
  const statements: InStatement[] = [
    { sql: "INSERT INTO ledger_transactions (ref, kind, member_id, created_at, memo) VALUES (?, ?, ?, ?, ?)", args: [ref, movement.kind, movement.memberId, movement.at, movement.memo ?? null] },
  ];
  for (const leg of movement.legs) {
    if (leg.amountMinor === 0) continue;
    if ("wallet" in leg) {
      statements.push({ sql: "INSERT INTO ledger_entries (tx_ref, account, member_id, account_type_id, amount_minor) VALUES (?, 'wallet', ?, ?, ?)", args: [ref, leg.wallet.memberId, leg.wallet.accountTypeId, leg.amountMinor] });
    } else if (leg.account === "hold:withdrawal") {
      statements.push({ sql: "INSERT INTO ledger_entries (tx_ref, account, member_id, account_type_id, amount_minor) VALUES (?, ?, ?, NULL, ?)", args: [ref, leg.account, leg.memberId, leg.amountMinor] });
    } else {
      statements.push({ sql: "INSERT INTO ledger_entries (tx_ref, account, member_id, account_type_id, amount_minor) VALUES (?, ?, NULL, NULL, ?)", args: [ref, leg.account, leg.amountMinor] });
    }
  }
  statements.push({ sql: "UPDATE ledger_transactions SET sealed = 1 WHERE ref = ?", args: [ref] });
  return { ref, statements };
}

export const wallet = (memberId: number, accountTypeId: number, amountMinor: number): Leg => ({ wallet: { memberId, accountTypeId }, amountMinor });
export const house = (account: "house:bank" | "house:game" | "house:bonus" | "house:equity", amountMinor: number): Leg => ({ account, amountMinor });
export const hold = (memberId: number, amountMinor: number): Leg => ({ account: "hold:withdrawal", memberId, amountMinor });

/** A batch the database refused because a wallet would go negative. */
export const isNegativeBalance = (error: unknown) => error instanceof Error && /NEGATIVE_BALANCE/.test(error.message);

/** An opening balance (seed members), as ledger statements; the account row must already exist with 0. */
export function openingStatements(memberId: number, accountTypeId: number, minor: number, kind: LedgerKind = "opening", at = 0): InStatement[] {
  if (minor === 0) return [];
  const source = kind === "trialCredit" ? house("house:bonus", -minor) : house("house:equity", -minor);
  return movementStatements({ kind, memberId, at, memo: kind === "opening" ? "opening balance" : null, legs: [wallet(memberId, accountTypeId, minor), source], ref: kind === "opening" ? `open-${memberId}-${accountTypeId}` : undefined }).statements;
}

/** Major units text ("1234.5") to minor units; the contract's AMOUNT_PATTERN has been checked already. */
export function toMinor(amount: string): number {
  const [whole = "0", fraction = ""] = amount.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

export const toMajor = (minor: number) => Math.round(minor) / 100;
