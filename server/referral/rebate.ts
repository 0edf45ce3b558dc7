import type { Client } from "@libsql/client";
import { type RebateCategory } from "../../contract";
import { REBATE_CATEGORIES, REBATE_RATE_BP } from "../../contract/referral";

export type DueBet = { id: number; category: RebateCategory; stakeMinor: number };
export type CategoryDue = { category: RebateCategory; rateBp: number | null; validBetMinor: number; rebateMinor: number };

/** The member's bets no claim has paid for, in the rebate's categories (the catalogue's category of the game). */
export async function unrebatedBets(db: Client, memberId: number): Promise<DueBet[]> {
  const rows = await db.execute({
    sql: `SELECT b.id, g.category, b.stake_minor FROM bet_records b JOIN games g ON g.game_code = b.game_code
          WHERE b.member_id = ? AND b.stake_minor > 0 AND NOT EXISTS (SELECT 1 FROM rebated_bets r WHERE r.bet_id = b.id)
          ORDER BY b.id`,
    args: [memberId],
  });
  return rows.rows
    .map((r) => ({ id: Number(r.id), category: String(r.category) as RebateCategory, stakeMinor: Number(r.stake_minor) }))
    .filter((b) => (REBATE_CATEGORIES as readonly string[]).includes(b.category));
}

/** Per category in the spec's order: the valid bets and their rebate, rounded down to the satang per category. */
export function dueByCategory(bets: DueBet[]): CategoryDue[] {
  return REBATE_CATEGORIES.map((category) => {
    const rateBp = REBATE_RATE_BP[category];
    const validBetMinor = bets.filter((b) => b.category === category).reduce((sum, b) => sum + b.stakeMinor, 0);
    return { category, rateBp, validBetMinor, rebateMinor: rateBp === null ? 0 : Math.floor((validBetMinor * rateBp) / 10_000) };
  });
}

/** The bets a claim pays for: those of categories that have a rebate. */
export const payableBets = (bets: DueBet[]) => bets.filter((b) => REBATE_RATE_BP[b.category] !== null);
