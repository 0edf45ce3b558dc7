import type { InStatement } from "@libsql/client";
import { REBATE_CATEGORIES, type RebateCategory } from "../../contract/referral";
import { catalogue, displayGameType } from "../games/catalogue";
import { dueByCategory, payableBets } from "../referral/rebate";
import { startOfSiteDay } from "./store";
import { betRoundStatements, depositApprovedStatements, rebateClaimStatements, withdrawalHeldStatements, withdrawalPaidStatements } from "./movements";

/**
 * demo's last month, so the records pages a visitor opens first have something to show: three deposits, a withdrawal
 * paid and confirmed, bets and wins in every kind of game, and a manual rebate that paid for that month's bets. The
 * days are counted back from the seeding day (Bangkok), none of them today, so today's withdrawal count and the daily
 * missions start empty; the last week holds only bets (1,350.00 of them, under the weekly bet mission's target).
 *
 * It nets to zero: demo still holds the README's 1,000.00 THB. The one round the sum does not fix (the last, a slot
 * paying back part of its stake) takes what is left: opening + deposits - withdrawal + wins - bets + rebate = opening.
 */

export const DEMO_ID = 1001;

type Day = { daysAgo: number; time: string };
export type DemoRound = Day & { gameCode: string; stake: number; payout: number };

/** Amounts in THB. */
export const DEMO_DEPOSITS: (Day & { id: number; channelId: string; amount: number })[] = [
  { id: 1, daysAgo: 29, time: "10:12", channelId: "bank", amount: 2_000 },
  { id: 2, daysAgo: 22, time: "11:03", channelId: "promptpay", amount: 1_000 },
  { id: 3, daysAgo: 10, time: "18:47", channelId: "truemoney", amount: 500 },
];

/** Requested, paid 20 minutes later, and confirmed as received by demo 15 minutes after that. */
export const DEMO_WITHDRAWAL = { id: 1, daysAgo: 13, time: "15:00", amount: 2_000, paidAfterMinutes: 20, confirmedAfterMinutes: 35 };

/** In time order; the last round's payout is worked out so the month nets to zero. */
const ROUNDS: DemoRound[] = [
  { daysAgo: 29, time: "20:05", gameCode: "PG_0001", stake: 100, payout: 0 },
  { daysAgo: 29, time: "20:09", gameCode: "PG_0001", stake: 100, payout: 250 },
  { daysAgo: 29, time: "20:20", gameCode: "PG_0002", stake: 200, payout: 0 },
  { daysAgo: 27, time: "21:30", gameCode: "AG_LIVE_0001", stake: 500, payout: 975 },
  { daysAgo: 27, time: "21:42", gameCode: "AG_LIVE_0001", stake: 500, payout: 0 },
  { daysAgo: 25, time: "19:00", gameCode: "FB_SPORTS_0001", stake: 300, payout: 555 },
  { daysAgo: 25, time: "19:05", gameCode: "FB_SPORTS_0001", stake: 200, payout: 0 },
  { daysAgo: 22, time: "22:10", gameCode: "EVO_LIVE_0001", stake: 300, payout: 0 },
  { daysAgo: 22, time: "22:25", gameCode: "SA_LIVE_0001", stake: 400, payout: 780 },
  { daysAgo: 19, time: "12:00", gameCode: "GPK_LOTT_0001", stake: 100, payout: 0 },
  { daysAgo: 19, time: "12:05", gameCode: "TCG_ELOTT_0001", stake: 50, payout: 0 },
  { daysAgo: 19, time: "20:30", gameCode: "JILI_FISH_0001", stake: 150, payout: 210 },
  { daysAgo: 16, time: "21:15", gameCode: "KM_PVP_0001", stake: 200, payout: 380 },
  { daysAgo: 16, time: "21:40", gameCode: "KM_PVP_0001", stake: 200, payout: 0 },
  { daysAgo: 10, time: "19:10", gameCode: "PP_0001", stake: 100, payout: 0 },
  { daysAgo: 10, time: "19:25", gameCode: "JILI_0001", stake: 150, payout: 600 },
  { daysAgo: 8, time: "23:00", gameCode: "IBC_SPORTS_0001", stake: 1_000, payout: 0 },
  { daysAgo: 6, time: "20:00", gameCode: "PG_0001", stake: 50, payout: 0 },
  { daysAgo: 6, time: "20:04", gameCode: "PG_0001", stake: 50, payout: 120 },
  { daysAgo: 5, time: "21:00", gameCode: "AG_LIVE_0002", stake: 200, payout: 390 },
  { daysAgo: 4, time: "19:30", gameCode: "AV_SPORTS_0001", stake: 200, payout: 0 },
  { daysAgo: 3, time: "20:15", gameCode: "FB_SPORTS_0001", stake: 150, payout: 0 },
  { daysAgo: 2, time: "22:00", gameCode: "SA_LIVE_0001", stake: 600, payout: 0 },
  { daysAgo: 1, time: "19:40", gameCode: "PG_0002", stake: 100, payout: 0 },
];

/** The rebate claim, after the month's last round. */
export const DEMO_REBATE = { id: "rb_seed_demo_month_01", daysAgo: 1, time: "21:05" };

/** The month's betting records take ids from here (after the other seeded bets, before the ones play adds). */
const FIRST_ROUND_ID = 20_001;

const minor = (thb: number) => Math.round(thb * 100);

/** The instant of `time` (Bangkok) on the day `daysAgo` days before the day holding `now`. */
export function demoInstant(now: number, day: Day): number {
  const [hours = 0, minutes = 0] = day.time.split(":").map(Number);
  return startOfSiteDay(now) - day.daysAgo * 86_400_000 + (hours * 60 + minutes) * 60_000;
}

function categoryOf(gameCode: string): RebateCategory {
  const game = catalogue().find((g) => g.gameCode === gameCode);
  if (!game) throw new Error(`demo history names ${gameCode}, which the catalogue lacks`);
  const category = displayGameType(game.vassalage, game.gameType);
  if (!(REBATE_CATEGORIES as readonly string[]).includes(category)) throw new Error(`${gameCode} is in no rebate category`);
  return category as RebateCategory;
}

export type DemoHistory = {
  rounds: (DemoRound & { id: number; vendor: string; category: RebateCategory; stakeMinor: number; payoutMinor: number })[];
  rebateMinor: number;
};

/** The month's rounds with ids, vendors and categories, the last payout balancing the month, and the rebate. */
export function demoHistory(): DemoHistory {
  const rounds = ROUNDS.map((r, i) => {
    const gameCode = r.gameCode;
    return { ...r, id: FIRST_ROUND_ID + i, vendor: catalogue().find((g) => g.gameCode === gameCode)!.vassalage, category: categoryOf(gameCode), stakeMinor: minor(r.stake), payoutMinor: minor(r.payout) };
  });
  const rebateMinor = dueByCategory(payableBets(rounds.map((r) => ({ id: r.id, category: r.category, stakeMinor: r.stakeMinor })))).reduce((sum, d) => sum + d.rebateMinor, 0);
  const moneyIn = DEMO_DEPOSITS.reduce((sum, d) => sum + minor(d.amount), 0) - minor(DEMO_WITHDRAWAL.amount) + rebateMinor;
  const last = rounds[rounds.length - 1]!;
  const net = rounds.slice(0, -1).reduce((sum, r) => sum + r.payoutMinor - r.stakeMinor, 0) - last.stakeMinor;
  last.payoutMinor = -(moneyIn + net);
  if (last.payoutMinor < 0) throw new Error("demo history cannot balance: the month wins more than its deposits leave room for");
  last.payout = last.payoutMinor / 100;
  return { rounds, rebateMinor };
}

/** The month as seed statements, in time order (every balance stays zero or more on the way). */
export function demoHistoryStatements(now: number): InStatement[] {
  const { rounds, rebateMinor } = demoHistory();
  // Like a claim made on the rebate page: it pays for the bets of categories with a rate (card games have none).
  const rebatedIds = payableBets(rounds.map((r) => ({ id: r.id, category: r.category, stakeMinor: r.stakeMinor }))).map((b) => b.id);
  type Timed = { at: number; statements: InStatement[] };
  const events: Timed[] = [];
  for (const d of DEMO_DEPOSITS) {
    const at = demoInstant(now, d);
    const decidedAt = at + 3 * 60_000;
    events.push({
      at,
      statements: [
        { sql: "INSERT INTO deposit_requests (id, member_id, channel_id, amount_minor, status, created_at, decided_at) VALUES (?, ?, ?, ?, 'approved', ?, ?)", args: [d.id, DEMO_ID, d.channelId, minor(d.amount), at, decidedAt] },
        ...depositApprovedStatements(DEMO_ID, d.id, minor(d.amount), decidedAt, `seed-demo-deposit-${d.id}`),
      ],
    });
  }
  const w = DEMO_WITHDRAWAL;
  const requestedAt = demoInstant(now, w);
  const paidAt = requestedAt + w.paidAfterMinutes * 60_000;
  const confirmedAt = requestedAt + w.confirmedAfterMinutes * 60_000;
  events.push({
    at: requestedAt,
    statements: [
      {
        sql: `INSERT INTO withdrawal_requests (id, member_id, amount_minor, status, created_at, paid_at, confirmed_at, received_minor, remaining_minor)
              VALUES (?, ?, ?, 'confirmed', ?, ?, ?, ?, 0)`,
        args: [w.id, DEMO_ID, minor(w.amount), requestedAt, paidAt, confirmedAt, minor(w.amount)],
      },
      ...withdrawalHeldStatements(DEMO_ID, w.id, minor(w.amount), requestedAt, `seed-demo-withdrawal-${w.id}`),
      ...withdrawalPaidStatements(DEMO_ID, w.id, minor(w.amount), paidAt, `seed-demo-withdrawal-paid-${w.id}`),
    ],
  });
  for (const r of rounds) {
    const at = demoInstant(now, r);
    events.push({ at, statements: betRoundStatements({ id: r.id, memberId: DEMO_ID, gameCode: r.gameCode, vendor: r.vendor, stakeMinor: r.stakeMinor, payoutMinor: r.payoutMinor, reels: "-", at, refs: { bet: `seed-demo-bet-${r.id}`, win: `seed-demo-win-${r.id}` } }) });
  }
  events.push({
    at: demoInstant(now, DEMO_REBATE),
    statements: rebateClaimStatements({ id: DEMO_REBATE.id, memberId: DEMO_ID, amountMinor: rebateMinor, betIds: rebatedIds, at: demoInstant(now, DEMO_REBATE), ref: "seed-demo-rebate" }).statements,
  });
  // Stable sort: same-instant events keep their order (none share one).
  return events.sort((a, b) => a.at - b.at).flatMap((e) => e.statements);
}
