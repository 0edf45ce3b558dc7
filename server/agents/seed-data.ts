/** The agent programme's demo data: fixed values only, so every seed is identical. */

/** Seeded bets and settlements lie before this instant (2026-11-22 00:00 Bangkok); live settlement starts here. */
export const SEED_SETTLED_UNTIL = Date.UTC(2026, 10, 21, 17, 0, 0);

const day = (d: number, hour: number, minute = 0) => Date.UTC(2026, 10, d, hour - 7, minute, 0);

/** Bets of the team (member, time, stake and payout in satang): six days of play, 16-21 November 2026 (Bangkok). */
export const SEED_BETS: { memberId: number; at: number; stakeMinor: number; payoutMinor: number }[] = (() => {
  const players = [
    { memberId: 1012, stake: 50_00 },
    { memberId: 1014, stake: 30_00 },
    { memberId: 1015, stake: 20_00 },
    { memberId: 1011, stake: 40_00 },
  ];
  const bets: { memberId: number; at: number; stakeMinor: number; payoutMinor: number }[] = [];
  for (let d = 16; d <= 21; d += 1) {
    players.forEach((p, i) => {
      const stakeMinor = p.stake + (d % 3) * 10_00;
      // Every third bet wins double, the rest lose: a house edge, so dividends have a basis.
      bets.push({ memberId: p.memberId, at: day(d, 19 + i, 12), stakeMinor, payoutMinor: 0 });
      bets.push({ memberId: p.memberId, at: day(d, 19 + i, 41), stakeMinor, payoutMinor: (d + i) % 3 === 0 ? stakeMinor * 2 : 0 });
    });
  }
  return bets;
})();

export type SeedContract = {
  id: number;
  kind: "dividend" | "daily" | "hourly" | "realtime";
  uplineId: number;
  downlineId: number;
  rateCent: number;
  status: "pending" | "active" | "terminationRequested" | "withdrawn";
  createdAt: number;
  acceptedAt: number | null;
  terminationRequestedBy?: "upline" | "downline";
};

/**
 * agent -> subagent: real-time 1.50 %, daily 1.00 % (active), dividend 25 % offered (subagent's red badge);
 * subagent -> subagent3: real-time 1.00 % (active), daily 0.80 % with a termination request by subagent (subagent3's
 * badge); agent -> subagent2: hourly 0.80 % (active), dividend 20 % offered (badge); subagent -> player3: real-time
 * 0.50 % offered (badge); agent -> player2: real-time 0.30 % withdrawn.
 */
export const SEED_CONTRACTS: SeedContract[] = [
  { id: 1, kind: "realtime", uplineId: 1002, downlineId: 1003, rateCent: 150, status: "active", createdAt: day(10, 9), acceptedAt: day(10, 10) },
  { id: 2, kind: "daily", uplineId: 1002, downlineId: 1003, rateCent: 100, status: "active", createdAt: day(10, 9), acceptedAt: day(10, 10) },
  { id: 3, kind: "realtime", uplineId: 1003, downlineId: 1013, rateCent: 100, status: "active", createdAt: day(12, 9), acceptedAt: day(12, 11) },
  { id: 4, kind: "hourly", uplineId: 1002, downlineId: 1011, rateCent: 80, status: "active", createdAt: day(14, 9), acceptedAt: day(14, 12) },
  { id: 5, kind: "dividend", uplineId: 1002, downlineId: 1011, rateCent: 2000, status: "pending", createdAt: day(21, 15), acceptedAt: null },
  { id: 6, kind: "realtime", uplineId: 1003, downlineId: 1012, rateCent: 50, status: "pending", createdAt: day(21, 16), acceptedAt: null },
  { id: 7, kind: "dividend", uplineId: 1002, downlineId: 1003, rateCent: 2500, status: "pending", createdAt: day(21, 17), acceptedAt: null },
  { id: 8, kind: "daily", uplineId: 1003, downlineId: 1013, rateCent: 80, status: "terminationRequested", createdAt: day(12, 9), acceptedAt: day(12, 11), terminationRequestedBy: "upline" },
  { id: 9, kind: "realtime", uplineId: 1002, downlineId: 1005, rateCent: 30, status: "withdrawn", createdAt: day(15, 9), acceptedAt: null },
];

export const SEED_AGENT_ANNOUNCEMENTS = [
  { id: 1, at: day(20, 9), titleTh: "อัตราค่าจ้างเรียลไทม์ใหม่", titleEn: "New real-time wage rates", contentTh: "ค่าจ้างเรียลไทม์สูงสุด 2% ของยอดเดิมพันทีม จ่ายทุก 5 นาที", contentEn: "Real-time wages up to 2% of team bets, paid every 5 minutes." },
  { id: 2, at: day(18, 9), titleTh: "สรุปปันผลรายสัปดาห์", titleEn: "Weekly dividend settlement", contentTh: "ปันผลคำนวณจากยอดเสียสุทธิของทีม ทุกวันจันทร์เวลา 00:00 น.", contentEn: "Dividends are settled on the team's net loss every Monday at 00:00." },
  { id: 3, at: day(15, 9), titleTh: "ยินดีต้อนรับสู่ศูนย์ตัวแทน", titleEn: "Welcome to the agent centre", contentTh: "จัดการดาวน์ไลน์ สัญญา และรายงานได้ที่นี่", contentEn: "Manage your downlines, contracts and reports here." },
];
