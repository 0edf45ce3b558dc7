import type { InStatement } from "@libsql/client";
import { MAIN_WALLET } from "../../contract";
import { house, movementStatements, wallet } from "../wallet/ledger";
import { DEMO_MEMBER_ID, SEED_DEMO_BETS, SEED_INVITEE_IDS, SEED_REFERRAL_CODES } from "./seed-data";

type SeedBet = { id: number; memberId: number; gameCode: string; vendor: string; stakeMinor: number; payoutMinor: number; at: number };

/** A bet through the ledger (bet, then win) and as a betting record, the way the demo game writes one. */
function betStatements(bet: SeedBet): InStatement[] {
  const memo = `${bet.vendor}/${bet.gameCode} #${bet.id}`;
  return [
    ...movementStatements({ kind: "bet", memberId: bet.memberId, at: bet.at, memo, ref: `seed-rbet-${bet.id}`, legs: [wallet(bet.memberId, MAIN_WALLET, -bet.stakeMinor), house("house:game", bet.stakeMinor)] }).statements,
    ...(bet.payoutMinor > 0
      ? movementStatements({ kind: "win", memberId: bet.memberId, at: bet.at, memo, ref: `seed-rwin-${bet.id}`, legs: [house("house:game", -bet.payoutMinor), wallet(bet.memberId, MAIN_WALLET, bet.payoutMinor)] }).statements
      : []),
    {
      sql: "INSERT INTO bet_records (id, member_id, game_code, vendor, stake_minor, payout_minor, reels, created_at) VALUES (?, ?, ?, ?, ?, ?, '-', ?)",
      args: [bet.id, bet.memberId, bet.gameCode, bet.vendor, bet.stakeMinor, bet.payoutMinor, bet.at],
    },
  ];
}

/** demo's invitation code, the members who registered with it, and demo's bets with a rebate due. After the members. */
export function referralSeedStatements(): InStatement[] {
  const statements: InStatement[] = SEED_REFERRAL_CODES.map((r) => ({ sql: "INSERT INTO referral_codes (member_id, code) VALUES (?, ?)", args: [r.memberId, r.code] }));
  const demoCode = SEED_REFERRAL_CODES.find((r) => r.memberId === DEMO_MEMBER_ID)!.code;
  for (const id of SEED_INVITEE_IDS) statements.push({ sql: "UPDATE members SET referral_code = ? WHERE id = ?", args: [demoCode, id] });
  for (const bet of SEED_DEMO_BETS) statements.push(...betStatements({ ...bet, memberId: DEMO_MEMBER_ID }));
  return statements;
}
