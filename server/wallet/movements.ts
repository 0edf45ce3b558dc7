import type { InStatement } from "@libsql/client";
import { MAIN_WALLET } from "../../contract";
import { hold, house, movementStatements, wallet } from "./ledger";

/**
 * The wallet movements the routes write, in one place, so the seed's history is made of the same rows a member's own
 * play, deposits, withdrawals and rebates make. Each returns statements to run inside the caller's batch.
 */

/** The ledger memo of a game round: vendor, game and round (record-notes.ts turns it into "<game>, round <n>"). */
export const gameRoundMemo = (vendor: string, gameCode: string, id: number) => `${vendor}/${gameCode} #${id}`;

export type BetRound = {
  id: number;
  memberId: number;
  gameCode: string;
  vendor: string;
  stakeMinor: number;
  payoutMinor: number;
  reels: string;
  at: number;
  /** Fixed ledger refs (the seed); fresh random ones otherwise. */
  refs?: { bet: string; win: string };
};

/** One settled round: the stake leaves the main wallet, a payout (if any) comes back, and the betting record. */
export function betRoundStatements(round: BetRound): InStatement[] {
  const memo = gameRoundMemo(round.vendor, round.gameCode, round.id);
  const { memberId, stakeMinor, payoutMinor, at } = round;
  return [
    ...movementStatements({ kind: "bet", memberId, at, memo, ref: round.refs?.bet, legs: [wallet(memberId, MAIN_WALLET, -stakeMinor), house("house:game", stakeMinor)] }).statements,
    ...(payoutMinor > 0
      ? movementStatements({ kind: "win", memberId, at, memo, ref: round.refs?.win, legs: [house("house:game", -payoutMinor), wallet(memberId, MAIN_WALLET, payoutMinor)] }).statements
      : []),
    {
      sql: "INSERT INTO bet_records (id, member_id, game_code, vendor, stake_minor, payout_minor, reels, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      args: [round.id, memberId, round.gameCode, round.vendor, stakeMinor, payoutMinor, round.reels, at],
    },
  ];
}

/** An approved deposit request: the bank's money into the main wallet. */
export function depositApprovedStatements(memberId: number, requestId: number, amountMinor: number, at: number, ref?: string): InStatement[] {
  return movementStatements({ kind: "deposit", memberId, at, memo: `deposit ${requestId}`, ref, legs: [house("house:bank", -amountMinor), wallet(memberId, MAIN_WALLET, amountMinor)] }).statements;
}

/** A withdrawal request: the amount leaves the main wallet for the member's withdrawal hold. */
export function withdrawalHeldStatements(memberId: number, requestId: number, amountMinor: number, at: number, ref?: string): InStatement[] {
  return movementStatements({ kind: "withdrawal", memberId, at, memo: `request ${requestId}`, ref, legs: [wallet(memberId, MAIN_WALLET, -amountMinor), hold(memberId, amountMinor)] }).statements;
}

/** A withdrawal the operator paid: the held money leaves for the bank. */
export function withdrawalPaidStatements(memberId: number, requestId: number, amountMinor: number, at: number, ref?: string): InStatement[] {
  return movementStatements({ kind: "withdrawal", memberId, at, memo: `paid ${requestId}`, ref, legs: [hold(memberId, -amountMinor), house("house:bank", amountMinor)] }).statements;
}

/** A withdrawal the operator rejected: the hold goes back to the main wallet. */
export function withdrawalRefundStatements(memberId: number, requestId: number, amountMinor: number, at: number, ref?: string): InStatement[] {
  return movementStatements({ kind: "withdrawalRefund", memberId, at, memo: `rejected ${requestId}`, ref, legs: [hold(memberId, -amountMinor), wallet(memberId, MAIN_WALLET, amountMinor)] }).statements;
}

/** A bonus or wage credited by the house (promotions, rebates, VIP upgrades, the dev route). */
export function bonusStatements(memberId: number, minor: number, kind: "bonus" | "wage", memo: string, at: number, ref?: string) {
  return movementStatements({ kind, memberId, at, memo, ref, legs: [house("house:bonus", -minor), wallet(memberId, MAIN_WALLET, minor)] });
}

/** The memo of a rebate's bonus entry (record-notes.ts shows it as "Manual rebate"). */
export const REBATE_MEMO = "manual rebate";

/** A manual rebate claim: the bonus, the claim, and one row per bet it paid for (a bet is rebated at most once). */
export function rebateClaimStatements(claim: { id: string; memberId: number; amountMinor: number; betIds: number[]; at: number; ref?: string }): { ref: string; statements: InStatement[] } {
  const bonus = bonusStatements(claim.memberId, claim.amountMinor, "bonus", REBATE_MEMO, claim.at, claim.ref);
  return {
    ref: bonus.ref,
    statements: [
      ...bonus.statements,
      { sql: "INSERT INTO rebate_claims (id, member_id, amount_minor, bet_count, tx_ref, created_at) VALUES (?, ?, ?, ?, ?, ?)", args: [claim.id, claim.memberId, claim.amountMinor, claim.betIds.length, bonus.ref, claim.at] },
      ...claim.betIds.map((betId) => ({ sql: "INSERT INTO rebated_bets (bet_id, claim_id) VALUES (?, ?)", args: [betId, claim.id] })),
    ],
  };
}
