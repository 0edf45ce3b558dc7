import type { PointConfig, PointType, VipLevel } from "../../contract";

/** What points earn and convert to (`MCS2_getPointConfig`). Points never expire. */
export const POINT_CONFIG: PointConfig = {
  earnRules: [
    { type: "live", source: "bet", perAmount: 100, points: 1 },
    { type: "lottery", source: "bet", perAmount: 100, points: 1 },
    { type: "pvp", source: "bet", perAmount: 100, points: 1 },
    { type: "rng", source: "bet", perAmount: 100, points: 1 },
    { type: "sports", source: "bet", perAmount: 100, points: 1 },
    { type: "deposit", source: "deposit", perAmount: 100, points: 1 },
  ],
  conversions: [
    { type: "live", moneyPerPoint: 0.1 },
    { type: "lottery", moneyPerPoint: 0.1 },
    { type: "pvp", moneyPerPoint: 0.1 },
    { type: "rng", moneyPerPoint: 0.1 },
    { type: "sports", moneyPerPoint: 0.1 },
    { type: "deposit", moneyPerPoint: 0.05 },
  ],
  minConvertPoints: 10,
};

/** Money (minor units) one point of `type` converts to, or undefined when the type cannot be converted. */
export function minorPerPoint(type: PointType): number | undefined {
  const rule = POINT_CONFIG.conversions.find((c) => c.type === type);
  return rule ? Math.round(rule.moneyPerPoint * 100) : undefined;
}

/** A game's type (games.game_type) to the point type its bets earn; unknown games count as slots. */
export function pointTypeOfGame(gameType: string | null): PointType {
  switch (gameType) {
    case "LIVE":
      return "live";
    case "LOTT":
    case "ELOTT":
      return "lottery";
    case "PVP":
      return "pvp";
    case "SPORTS":
    case "ESPORTS":
    case "COCKFIGHT":
      return "sports";
    default:
      return "rng";
  }
}

/** Points earned by `minor` of money under the rule for `type` from `source` (whole points, rounded down). */
export function pointsEarned(type: PointType, source: "bet" | "deposit", minor: number): number {
  const rule = POINT_CONFIG.earnRules.find((r) => r.type === type && r.source === source);
  if (!rule) return 0;
  return Math.floor(minor / Math.round(rule.perAmount * 100)) * rule.points;
}

const rebates = (base: number) => [
  { category: "live" as const, percent: round2(0.8 + base) },
  { category: "rng" as const, percent: round2(1.2 + base) },
  { category: "sports" as const, percent: round2(1 + base) },
  { category: "lottery" as const, percent: round2(1 + base) },
  { category: "fish" as const, percent: round2(1 + base) },
  { category: "pvp" as const, percent: round2(0.5 + base) },
];

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** The levels' Thai names: labels are stored by their English name and answered in the request's language. */
export const VIP_NAMES_TH: Record<string, string> = {
  Member: "สมาชิกทั่วไป",
  Bronze: "ทองแดง",
  Silver: "เงิน",
  Gold: "ทองคำ",
  Ruby: "ทับทิม",
  Platinum: "แพลทินัม",
};

/** A VIP label in the request's language (a label the ladder does not know stays as stored). */
export function vipName(label: string, lang: "TH" | "EN"): string {
  return lang === "TH" ? (VIP_NAMES_TH[label] ?? label) : label;
}

/** The VIP ladder: lifetime deposits and bets (major units) a level takes, and its benefits. Level 0 is everyone. */
export const VIP_LEVELS: VipLevel[] = [
  { level: 0, name: "Member", depositRequired: 0, betRequired: 0, rebateRates: rebates(0), dailyWithdrawalLimit: 50_000, dailyWithdrawalCount: 5, birthdayBonus: 0, upgradeBonus: 0 },
  { level: 1, name: "Bronze", depositRequired: 500, betRequired: 1_000, rebateRates: rebates(0.05), dailyWithdrawalLimit: 100_000, dailyWithdrawalCount: 5, birthdayBonus: 100, upgradeBonus: 18 },
  { level: 2, name: "Silver", depositRequired: 1_000, betRequired: 3_000, rebateRates: rebates(0.1), dailyWithdrawalLimit: 200_000, dailyWithdrawalCount: 8, birthdayBonus: 288, upgradeBonus: 58 },
  { level: 3, name: "Gold", depositRequired: 3_000, betRequired: 5_000, rebateRates: rebates(0.2), dailyWithdrawalLimit: 500_000, dailyWithdrawalCount: 10, birthdayBonus: 588, upgradeBonus: 188 },
  { level: 4, name: "Ruby", depositRequired: 20_000, betRequired: 50_000, rebateRates: rebates(0.3), dailyWithdrawalLimit: 1_000_000, dailyWithdrawalCount: 15, birthdayBonus: 1_888, upgradeBonus: 888 },
  { level: 5, name: "Platinum", depositRequired: 100_000, betRequired: 300_000, rebateRates: rebates(0.5), dailyWithdrawalLimit: 2_000_000, dailyWithdrawalCount: 20, birthdayBonus: 5_888, upgradeBonus: 2_888 },
];

/** The highest level whose deposit and bet requirements the totals (minor units) meet. */
export function levelReached(depositMinor: number, betMinor: number): number {
  let reached = 0;
  for (const l of VIP_LEVELS) if (depositMinor >= l.depositRequired * 100 && betMinor >= l.betRequired * 100) reached = l.level;
  return reached;
}

/** A red envelope's share is at least this much (minor units). */
export const ENVELOPE_MIN_SHARE_MINOR = 100;
