import type { InStatement } from "@libsql/client";
import { MAIN_WALLET, type PointType } from "../../contract";
import { catalogue } from "../games/catalogue";
import { house, movementStatements, wallet } from "../wallet/ledger";
import { pointsEarned, pointTypeOfGame } from "./config";

const DEMO = 1001;
/** 2026-10-01 10:00 Bangkok: older than the records' default 7 days, so the wallet pages' seeded views do not change. */
const ACTIVITY_AT = Date.UTC(2026, 9, 1, 3, 0, 0);

/**
 * Demo's seeded real activity in the ledger: a 5,000.00 deposit and 5,000.00 of losing bets (net 0) in four game types
 * (ledger only: the betting records and the agents' team figures stay as they were).
 */
const DEMO_BETS: { gameType: string; stakeMinor: number }[] = [
  { gameType: "LIVE", stakeMinor: 200_000 },
  { gameType: "RNG", stakeMinor: 150_000 },
  { gameType: "SPORTS", stakeMinor: 100_000 },
  { gameType: "LOTT", stakeMinor: 50_000 },
];

/** Rewards: opaque ids, one out of stock. */
const REWARDS = [
  { id: "rw_8f3a2c1d9e", th: "บัตรกำนัลเติมเงิน 100 บาท", en: "Top-up voucher 100 THB", dth: "เครดิตเข้ากระเป๋าหลักหลังอนุมัติ", den: "Credited to the main wallet once approved", type: "redeem", cost: 100, stock: 25 },
  { id: "rw_51b7e0a4c2", th: "หูฟังไร้สาย", en: "Wireless earbuds", dth: "จัดส่งถึงบ้านภายใน 7 วันทำการ", den: "Delivered within 7 working days", type: "redeem", cost: 300, stock: 3 },
  { id: "rw_c90d6f2b17", th: "สมาร์ทวอทช์", en: "Smart watch", dth: "ของรางวัลรุ่นพิเศษ", den: "Limited edition prize", type: "redeem", cost: 800, stock: 0 },
  { id: "rw_3e6a9d40f8", th: "ฟรีสปิน 20 ครั้ง", en: "20 free spins", dth: "ใช้ได้กับเกมสล็อตที่ร่วมรายการ", den: "For participating slot games", type: "rng", cost: 10, stock: 100 },
  { id: "rw_a7c4152e6b", th: "เดิมพันฟรีกีฬา 50 บาท", en: "Free sports bet 50 THB", dth: "ใช้ได้ภายใน 30 วัน", den: "Valid for 30 days", type: "sports", cost: 8, stock: 50 },
] as const;

/** Demo's redemption history: one of each status (the rejected one's points came back). */
const REDEMPTIONS = [
  { id: "rd_4c1f8e2a90b3d7", reward: "rw_8f3a2c1d9e", type: "redeem", points: 100, status: "approved", at: Date.UTC(2026, 9, 5, 4) },
  { id: "rd_9b2e7d1c05a6f4", reward: "rw_51b7e0a4c2", type: "redeem", points: 300, status: "rejected", at: Date.UTC(2026, 9, 12, 6) },
  { id: "rd_e05a3b9f7c2d18", reward: "rw_3e6a9d40f8", type: "rng", points: 10, status: "inProcess", at: Date.UTC(2026, 10, 20, 8) },
] as const;

function firstGameOf(gameType: string): string {
  const game = catalogue().find((g) => g.gameType === gameType);
  if (!game) throw new Error(`no ${gameType} game in the catalogue`);
  return game.gameCode;
}

function entry(id: string, type: PointType, kind: string, points: number, at: number, source: string | null): InStatement {
  return { sql: "INSERT INTO point_entries (id, member_id, point_type, kind, points, created_at, source) VALUES (?, ?, ?, ?, ?, ?, ?)", args: [id, DEMO, type, kind, points, at, source] };
}

/** Seed rows of the points mall, VIP and red envelopes (called from server/seed.ts after the members). */
export function pointsSeedStatements(): InStatement[] {
  const s: InStatement[] = [];
  s.push(
    ...movementStatements({ kind: "deposit", memberId: DEMO, at: ACTIVITY_AT, ref: "seed-points-deposit", legs: [house("house:bank", -500_000), wallet(DEMO, MAIN_WALLET, 500_000)] }).statements,
  );
  DEMO_BETS.forEach((bet, i) => {
    const id = 900_001 + i;
    const code = firstGameOf(bet.gameType);
    const vendor = code.split("_")[0] ?? "DEMO";
    const at = ACTIVITY_AT + (i + 1) * 60_000;
    s.push(
      ...movementStatements({ kind: "bet", memberId: DEMO, at, memo: `${vendor}/${code} #${id}`, ref: `seed-points-bet-${id}`, legs: [wallet(DEMO, MAIN_WALLET, -bet.stakeMinor), house("house:game", bet.stakeMinor)] }).statements,
    );
    // The points these bets earned, as the server writes them from the ledger (same source key, so never twice).
    const type = pointTypeOfGame(bet.gameType);
    s.push(entry(`pt_seed_bet_${id}`, type, "bet", pointsEarned(type, "bet", bet.stakeMinor), at, `bet:seed-points-bet-${id}`));
  });
  s.push(entry("pt_seed_deposit", "deposit", "deposit", pointsEarned("deposit", "deposit", 500_000), ACTIVITY_AT, "deposit:seed-points-deposit"));
  REWARDS.forEach((r, i) => {
    s.push({
      sql: "INSERT INTO point_rewards (id, name_th, name_en, description_th, description_en, point_type, cost, stock, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
      args: [r.id, r.th, r.en, r.dth, r.den, r.type, r.cost, r.stock, i],
    });
  });
  // Welcome points of the redeem type (operator-given); earned points are written from the ledger on first read.
  s.push(entry("pt_seed_welcome_01", "redeem", "opening", 1_000, Date.UTC(2026, 8, 1, 3), "seed:welcome"));
  for (const r of REDEMPTIONS) {
    s.push(entry(`pt_seed_${r.id}`, r.type, "redeem", -r.points, r.at, `redeem:${r.id}`));
    if (r.status === "rejected") s.push(entry(`pt_seed_refund_${r.id}`, r.type, "redeemRefund", r.points, r.at + 3_600_000, `refund:${r.id}`));
    s.push({ sql: "INSERT INTO point_redemptions (id, member_id, reward_id, point_type, points, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)", args: [r.id, DEMO, r.reward, r.type, r.points, r.status, r.at] });
  }
  // A New Year event the dev route starts early (POST /dev/red-envelopes/start); its own dates are 2027-01-01 Bangkok.
  s.push({
    sql: `INSERT INTO red_envelope_events (id, title_th, title_en, starts_at, ends_at, pool_minor, shares, remaining_minor, remaining_shares)
          VALUES ('re_6d0c3f9a81e2b4', 'อั่งเปาปีใหม่', 'New Year red envelopes', ?, ?, 100000, 50, 100000, 50)`,
    args: [Date.UTC(2026, 11, 31, 17), Date.UTC(2027, 0, 1, 17)],
  });
  return s;
}
