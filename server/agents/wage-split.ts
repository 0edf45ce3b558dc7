import { MAIN_WALLET } from "../../contract";
import { house, wallet, type Leg } from "../wallet/ledger";

/**
 * Who pays a holder's wage: the holder earns `rate` x its team's betting; its upline pays that out of
 * its own wage of the same kind and period (what is left of it after the upline's other holders), so each agent keeps
 * the differential; the house pays the rest, which is all of it for a contract offered by the top (who has no wage of
 * its own). The lower-rate rule makes the upline's wage cover its holders' in practice; never more than the upline's
 * balance is taken, so a wallet cannot go negative.
 */
export type WageSplit = { amount: number; fromUpline: number; fromHouse: number };

export function splitWage(amount: number, uplineWageLeft: number, uplineBalance: number): WageSplit {
  const fromUpline = Math.max(0, Math.min(amount, uplineWageLeft, uplineBalance));
  return { amount, fromUpline, fromHouse: amount - fromUpline };
}

/** The ledger legs of a split: house and upline pay, the holder's main wallet receives. Zero legs are left out. */
export function wageLegs(split: WageSplit, uplineId: number, holderId: number): Leg[] {
  return [house("house:bonus", -split.fromHouse), wallet(uplineId, MAIN_WALLET, -split.fromUpline), wallet(holderId, MAIN_WALLET, split.amount)];
}

/** The memo of a wage transaction: the contract, who holds it (and is paid) and its upline. */
export const wageMemo = (kind: string, contractId: number, holderName: string, uplineName: string) => `${kind} contract #${contractId}, ${uplineName} to ${holderName}`;
