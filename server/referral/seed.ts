import type { InStatement } from "@libsql/client";
import { betRoundStatements } from "../wallet/movements";
import { DEMO_MEMBER_ID, SEED_DEMO_BETS, SEED_INVITEE_IDS, SEED_REFERRAL_CODES } from "./seed-data";

/** demo's invitation code, the members who registered with it, and demo's bets with a rebate due. After the members. */
export function referralSeedStatements(): InStatement[] {
  const statements: InStatement[] = SEED_REFERRAL_CODES.map((r) => ({ sql: "INSERT INTO referral_codes (member_id, code) VALUES (?, ?)", args: [r.memberId, r.code] }));
  const demoCode = SEED_REFERRAL_CODES.find((r) => r.memberId === DEMO_MEMBER_ID)!.code;
  for (const id of SEED_INVITEE_IDS) statements.push({ sql: "UPDATE members SET referral_code = ? WHERE id = ?", args: [demoCode, id] });
  for (const bet of SEED_DEMO_BETS) {
    statements.push(...betRoundStatements({ ...bet, memberId: DEMO_MEMBER_ID, reels: "-", refs: { bet: `seed-rbet-${bet.id}`, win: `seed-rwin-${bet.id}` } }));
  }
  return statements;
}
