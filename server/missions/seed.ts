import type { InStatement } from "@libsql/client";
import { MAIN_WALLET } from "../../contract";
import { house, movementStatements, wallet } from "../wallet/ledger";
import { findMission } from "./catalogue";
import { missionPeriod } from "./progress";

/** More of demo's messages, all read (demo's three unread ones are in seed-data.ts): two inbox pages. */
const SEED_READ_MESSAGES: { id: number; title: string; body: string; titleEn: string; bodyEn: string; createdAt: string }[] = [
  { id: 101, title: "ภารกิจประจำวัน", body: "ภารกิจประจำวันรีเซ็ตตอนเที่ยงคืน (เวลากรุงเทพฯ) รับรางวัลของคุณก่อนเวลานั้น", titleEn: "Daily missions", bodyEn: "Daily missions reset at midnight (Bangkok time). Claim your rewards before then.", createdAt: "2024-01-16 09:00:00" },
  { id: 102, title: "ยืนยันการฝากเงิน", body: "เงินฝาก 500.00 ของคุณเข้ากระเป๋าหลักแล้ว", titleEn: "Deposit confirmed", bodyEn: "Your deposit of 500.00 was credited to your main wallet.", createdAt: "2024-01-17 14:22:00" },
  { id: 103, title: "โปรโมชันสุดสัปดาห์", body: "ฝากเงินวันเสาร์หรืออาทิตย์ รับโบนัส 10%", titleEn: "Weekend promotion", bodyEn: "Deposit on Saturday or Sunday for a 10% bonus.", createdAt: "2024-01-19 18:00:00" },
  { id: 104, title: "อัปเดตระดับ VIP", body: "ยินดีด้วย คุณขึ้นสู่ระดับทองแล้ว", titleEn: "VIP level update", bodyEn: "Congratulations, you reached the Gold level.", createdAt: "2024-01-22 10:15:00" },
  { id: 105, title: "ภารกิจประจำสัปดาห์", body: "ภารกิจประจำสัปดาห์รีเซ็ตทุกวันจันทร์ตอนเที่ยงคืน (เวลากรุงเทพฯ)", titleEn: "Weekly missions", bodyEn: "Weekly missions reset every Monday at midnight (Bangkok time).", createdAt: "2024-01-23 08:30:00" },
  { id: 106, title: "การถอนเงินสำเร็จ", body: "ยอดถอน 200.00 ของคุณโอนเข้าบัญชีธนาคารแล้ว", titleEn: "Withdrawal paid", bodyEn: "Your withdrawal of 200.00 was paid to your bank account.", createdAt: "2024-01-25 16:40:00" },
  { id: 107, title: "คะแนนสะสม", body: "สัปดาห์นี้คุณได้รับ 120 คะแนน คะแนนไม่มีวันหมดอายุ", titleEn: "Points earned", bodyEn: "You earned 120 points this week. Points never expire.", createdAt: "2024-01-28 20:05:00" },
  { id: 108, title: "เปลี่ยนรหัสผ่าน", body: "รหัสผ่านของคุณถูกเปลี่ยนแล้ว หากไม่ใช่คุณ โปรดติดต่อฝ่ายบริการลูกค้า", titleEn: "Password changed", bodyEn: "Your password was changed. If this was not you, contact customer service.", createdAt: "2024-01-30 11:11:00" },
];

/** Past mission claims (each paid through the ledger) so the leaderboard has rows: members no other test weighs. */
const SEED_CLAIMS: { memberId: number; missionId: string; at: number }[] = [
  { memberId: 1007, missionId: "daily-login", at: Date.UTC(2024, 4, 1, 6) },
  { memberId: 1007, missionId: "daily-login", at: Date.UTC(2024, 4, 2, 6) },
  { memberId: 1007, missionId: "weekly-login", at: Date.UTC(2024, 4, 3, 6) },
  { memberId: 1006, missionId: "daily-login", at: Date.UTC(2022, 10, 12, 6) },
];

export function missionSeedStatements(): InStatement[] {
  const statements: InStatement[] = SEED_READ_MESSAGES.map((m) => ({
    sql: "INSERT INTO messages (id, member_id, title, body, title_en, body_en, is_read, created_at) VALUES (?, 1001, ?, ?, ?, ?, 1, ?)",
    args: [m.id, m.title, m.body, m.titleEn, m.bodyEn, m.createdAt],
  }));
  SEED_CLAIMS.forEach((claim, index) => {
    const mission = findMission(claim.missionId);
    if (!mission) throw new Error(`unknown seeded mission ${claim.missionId}`);
    const ref = `seed-mission-${index + 1}`;
    statements.push(
      ...movementStatements({ kind: "bonus", memberId: claim.memberId, at: claim.at, memo: `Mission reward ${mission.id}`, ref, legs: [house("house:bonus", -mission.rewardMinor), wallet(claim.memberId, MAIN_WALLET, mission.rewardMinor)] }).statements,
      {
        sql: "INSERT INTO mission_claims (member_id, mission_id, period_start, reward_minor, tx_ref, claimed_at) VALUES (?, ?, ?, ?, ?, ?)",
        args: [claim.memberId, mission.id, missionPeriod(mission.period, claim.at).start, mission.rewardMinor, ref, claim.at],
      },
    );
  });
  // Every seeded message (these and seed-data's) gets its opaque id.
  statements.push("UPDATE messages SET public_id = lower(hex(randomblob(12))) WHERE public_id IS NULL");
  return statements;
}
