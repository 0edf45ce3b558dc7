import type { InStatement } from "@libsql/client";

type SeedPromotion = {
  id: string;
  type: string;
  action: "join" | "apply" | "signIn" | "raffle";
  title: [th: string, en: string];
  summary: [th: string, en: string];
  content: [th: string, en: string];
  badges: string[];
  payPeriod: "daily" | "weekly" | "semimonthly" | "monthly" | null;
  reward: number | null;
  starts: string;
  ends: string | null;
  signUp?: boolean;
};

const at = (iso: string) => Date.parse(iso);

/** The demo site's promotions (opaque fixed ids so links and tests can name them). */
export const SEED_PROMOTIONS: SeedPromotion[] = [
  {
    id: "pr_welcome_7f3k2q", type: "newbie", action: "apply", signUp: true,
    title: ["โบนัสสมาชิกใหม่ 100%", "100% welcome bonus"],
    summary: ["ฝากครั้งแรกรับโบนัส 100% สูงสุด 1,000 บาท", "First deposit bonus of 100%, up to 1,000 THB"],
    content: ["<p>ฝากครั้งแรกรับโบนัส <b>100%</b> สูงสุด 1,000 บาท</p><ul><li>สมัครสมาชิก</li><li>ฝากเงินครั้งแรก</li><li>ส่งหลักฐานการฝาก</li></ul>", "<p>First deposit bonus of <b>100%</b>, up to 1,000 THB.</p><ul><li>Register</li><li>Make your first deposit</li><li>Send the deposit slip</li></ul>"],
    badges: ["newbie", "limited"], payPeriod: null, reward: 100_000, starts: "2024-01-01T00:00:00Z", ends: null,
  },
  {
    id: "pr_slots_rb_9d2m4x", type: "rebate", action: "signIn",
    title: ["คืนยอดเสียสล็อต 1.2%", "1.2% slots rebate"],
    summary: ["รับเงินคืนทุกวันจากเกมสล็อต", "Daily rebate on slot games"],
    content: ["<p>รับเงินคืน 1.2% จากยอดเล่นสล็อตทุกวัน</p>", "<p>Get 1.2% back on your slot turnover every day.</p>"],
    badges: ["daily", "highRebate"], payPeriod: "daily", reward: null, starts: "2024-01-01T00:00:00Z", ends: null,
  },
  {
    id: "pr_sports_wk_3h8n1c", type: "sports", action: "join",
    title: ["ภารกิจกีฬาประจำสัปดาห์", "Weekly sports challenge"],
    summary: ["แทงกีฬาครบ 10 บิลรับ 200 บาท", "Place 10 sports bets, get 200 THB"],
    content: ["<p>แทงกีฬาครบ 10 บิลภายในสัปดาห์ แล้วกดขอรับรางวัล</p>", "<p>Place 10 sports bets within the week, then request your reward.</p>"],
    badges: ["specialOffer"], payPeriod: "weekly", reward: 20_000, starts: "2024-01-01T00:00:00Z", ends: null,
  },
  {
    id: "pr_live_vip_5t6w2z", type: "live", action: "apply",
    title: ["คาสิโนสด VIP คืนเงิน", "Live casino VIP cashback"],
    summary: ["สมาชิก VIP รับเงินคืนรายเดือน", "Monthly cashback for VIP members"],
    content: ["<p>สมาชิก VIP ส่งคำขอรับเงินคืนคาสิโนสดรายเดือน</p>", "<p>VIP members apply for a monthly live casino cashback.</p>"],
    badges: ["vip"], payPeriod: "monthly", reward: 30_000, starts: "2024-01-01T00:00:00Z", ends: null,
  },
  {
    id: "pr_fish_raf_8q1v7e", type: "fish", action: "raffle",
    title: ["ลุ้นรางวัลเกมยิงปลา", "Fishing raffle"],
    summary: ["จับรางวัลทุกวันศุกร์", "A draw every Friday"],
    content: ["<p>ผู้โชคดีรับรางวัล 88 บาท</p>", "<p>Winners get 88 THB.</p>"],
    badges: ["limited"], payPeriod: "weekly", reward: 8_800, starts: "2024-01-01T00:00:00Z", ends: null,
  },
  {
    id: "pr_cards_tn_2k5p9r", type: "cards", action: "join",
    title: ["ทัวร์นาเมนต์ไพ่", "Card games tournament"],
    summary: ["ติดอันดับรับ 150 บาท", "Reach the leaderboard, get 150 THB"],
    content: ["<p>ผู้ติดอันดับ 100 คนแรกรับ 150 บาท</p>", "<p>The top 100 players get 150 THB.</p>"],
    badges: ["specialOffer"], payPeriod: "semimonthly", reward: 15_000, starts: "2024-01-01T00:00:00Z", ends: null,
  },
  {
    id: "pr_lotto_dy_6j3b8s", type: "lotto", action: "join",
    title: ["หวยรายวัน รับเพิ่ม", "Daily lotto extra"],
    summary: ["ซื้อหวยครบ 500 บาท รับ 50 บาท", "Buy 500 THB of lotto, get 50 THB"],
    content: ["<p>ซื้อหวยครบ 500 บาทต่อวัน รับ 50 บาท</p>", "<p>Buy 500 THB of lotto a day and get 50 THB.</p>"],
    badges: ["daily"], payPeriod: "daily", reward: 5_000, starts: "2024-01-01T00:00:00Z", ends: null,
  },
  {
    id: "pr_slots_fs_4c7y1u", type: "slots", action: "apply",
    title: ["ฟรีสปินสล็อตใหม่", "New slots free spins"],
    summary: ["ส่งภาพหน้าจอรับ 80 บาท", "Send a screenshot, get 80 THB"],
    content: ["<p>เล่นสล็อตใหม่แล้วส่งภาพหน้าจอ</p>", "<p>Play a new slot and send a screenshot.</p>"],
    badges: [], payPeriod: null, reward: 8_000, starts: "2024-01-01T00:00:00Z", ends: null,
  },
  {
    id: "pr_deposit_2w9g6h", type: "deposit", action: "apply",
    title: ["โบนัสเงินฝากรายวัน 10%", "10% daily deposit bonus"],
    summary: ["ฝากวันละครั้งรับ 10%", "10% on one deposit a day"],
    content: ["<p>ฝากเงินแล้วส่งสลิป รับโบนัส 10%</p>", "<p>Deposit, send the slip, get a 10% bonus.</p>"],
    badges: ["daily", "specialOffer"], payPeriod: "daily", reward: 10_000, starts: "2024-01-01T00:00:00Z", ends: null,
  },
  {
    id: "pr_points_5m8d3a", type: "pointsMall", action: "signIn",
    title: ["แต้มสองเท่าในร้านแลกแต้ม", "Double points in the points mall"],
    summary: ["ลงทะเบียนรับแต้มสองเท่า", "Sign up for double points"],
    content: ["<p>ลงทะเบียนแล้วรับแต้มสองเท่าทุกการเดิมพัน</p>", "<p>Sign up and earn double points on every bet.</p>"],
    badges: [], payPeriod: "semimonthly", reward: null, starts: "2024-01-01T00:00:00Z", ends: null,
  },
  {
    id: "pr_app_dl_7r2e5k", type: "appDownload", action: "raffle",
    title: ["ดาวน์โหลดแอปรับรางวัล", "App download reward"],
    summary: ["ติดตั้งแอปรับ 20 บาท", "Install the app, get 20 THB"],
    content: ["<p>ติดตั้งแอปแล้วเข้าสู่ระบบเพื่อรับรางวัล</p>", "<p>Install the app and log in to get the reward.</p>"],
    badges: ["limited"], payPeriod: null, reward: 2_000, starts: "2024-01-01T00:00:00Z", ends: null,
  },
  {
    id: "pr_ranking_1n4f8w", type: "ranking", action: "signIn",
    title: ["จัดอันดับผู้เล่นประจำเดือน", "Monthly player ranking"],
    summary: ["ยอดเล่นสูงสุดรับรางวัลรายเดือน", "Top turnover wins monthly prizes"],
    content: ["<p>อันดับ 1-10 รับรางวัลทุกสิ้นเดือน</p>", "<p>Places 1 to 10 win prizes at the end of each month.</p>"],
    badges: ["vip"], payPeriod: "monthly", reward: null, starts: "2024-01-01T00:00:00Z", ends: null,
  },
  {
    id: "pr_game_new_3s7l2v", type: "game", action: "join",
    title: ["เกมใหม่เร็วๆ นี้", "New game launch"],
    summary: ["เปิดตัวเกมใหม่ปีหน้า", "A new game launches next year"],
    content: ["<p>ติดตามเกมใหม่ของเรา</p>", "<p>Watch out for our new game.</p>"],
    badges: [], payPeriod: null, reward: 10_000, starts: "2099-01-01T00:00:00Z", ends: null,
  },
  {
    id: "pr_others_old_8b1x4m", type: "others", action: "apply",
    title: ["โปรโมชั่นสงกรานต์", "Songkran festival"],
    summary: ["สิ้นสุดแล้ว", "Finished"],
    content: ["<p>ขอบคุณที่ร่วมสนุก</p>", "<p>Thank you for taking part.</p>"],
    badges: ["limited"], payPeriod: null, reward: 5_000, starts: "2024-04-01T00:00:00Z", ends: "2024-04-30T00:00:00Z",
  },
];

type SeedActivity = { id: string; promotionId: string; memberId: number; state: string; note?: string; ledgerRef?: string };

/** demo (1001) takes part in several states; the rest are open to join or apply. */
export const SEED_ACTIVITIES: SeedActivity[] = [
  { id: "act_demo_rb_4k2j8d", promotionId: "pr_slots_rb_9d2m4x", memberId: 1001, state: "signed" },
  { id: "act_demo_sp_9x3c1m", promotionId: "pr_sports_wk_3h8n1c", memberId: 1001, state: "joined" },
  { id: "act_demo_lv_2p7t5n", promotionId: "pr_live_vip_5t6w2z", memberId: 1001, state: "rejected", note: "VIP_LEVEL_REQUIRED:4" },
  { id: "act_demo_fs_6w1q9z", promotionId: "pr_fish_raf_8q1v7e", memberId: 1001, state: "claim" },
  { id: "act_demo_cd_5v8r2b", promotionId: "pr_cards_tn_2k5p9r", memberId: 1001, state: "processing" },
  { id: "act_demo_lt_1h6y3k", promotionId: "pr_lotto_dy_6j3b8s", memberId: 1001, state: "issued" },
  { id: "act_demo_ap_7e4u6s", promotionId: "pr_app_dl_7r2e5k", memberId: 1001, state: "claimed" },
  { id: "act_demo_dp_3m9a7f", promotionId: "pr_deposit_2w9g6h", memberId: 1001, state: "applying" },
  { id: "act_p1_fish_8c2n4v", promotionId: "pr_fish_raf_8q1v7e", memberId: 1004, state: "claim" },
];

const SEEDED_AT = at("2024-06-01T00:00:00Z");

export function promotionSeedStatements(): InStatement[] {
  const statements: InStatement[] = SEED_PROMOTIONS.map((p, sort) => ({
    sql: `INSERT INTO promotions (id, promotion_type, action, title_th, title_en, summary_th, summary_en, content_th, content_en, badges, pay_period, reward_minor, starts_at, ends_at, sign_up, sort)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    args: [p.id, p.type, p.action, ...p.title, ...p.summary, ...p.content, p.badges.join(","), p.payPeriod, p.reward, at(p.starts), p.ends ? at(p.ends) : null, p.signUp ? 1 : 0, sort],
  }));
  for (const a of SEED_ACTIVITIES) {
    statements.push({
      sql: "INSERT INTO promotion_activities (id, promotion_id, member_id, state, note, ledger_ref, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      args: [a.id, a.promotionId, a.memberId, a.state, a.note ?? null, a.ledgerRef ?? null, SEEDED_AT],
    });
  }
  return statements;
}

/** A database made before migration 014 has no promotions: seed them (activities only for members that exist). */
export async function seedPromotionsIfEmpty(db: import("@libsql/client").Client): Promise<void> {
  const found = await db.execute("SELECT COUNT(*) AS n FROM promotions");
  if (Number(found.rows[0]?.n ?? 0) > 0) return;
  const members = new Set((await db.execute("SELECT id FROM members")).rows.map((r) => Number(r.id)));
  const statements = promotionSeedStatements().filter((s) => typeof s !== "string" && (!s.sql.includes("promotion_activities") || members.has(Number((s.args as unknown[])[2]))));
  await db.batch(statements, "write");
}
