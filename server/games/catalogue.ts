/**
 * The seeded game catalogue: about 10,000 games (or `SEED_GAMES`) across the vendors and categories of spec.md, generated
 * deterministically (same ids, names and flags on every start) from small word lists.
 */
export type CatalogueGame = {
  nodeId: number;
  gameCode: string;
  vassalage: string;
  gameType: string;
  gameClassify: string | null;
  displayName: string;
  gameName: string;
  supportPlay: number;
  /** 1-based rank among hot games, or null. */
  hotRank: number | null;
  sort: number;
};

type VendorPlan = { vendor: string; gameType: string; count: number };

/** RNG vendors: more than 15, so the header's drop menu needs its "more" tile. */
export const RNG_VENDORS = [
  "PG", "JILI", "PP", "CQ9", "PT", "RTG", "JDB", "FC", "SPADE", "KA", "NETENT", "HABANERO", "MG", "RELAX", "NOLIMIT",
  "BTG", "YGG", "EVOPLAY", "BNG", "REDTIGER",
] as const;
export const LIVE_VENDORS = ["AG", "BBIN", "SEXY", "EVO", "SA", "DG", "WM"] as const;
export const FISH_VENDORS = ["JILI", "CQ9", "FC", "JDB", "KA", "SPADE"] as const;
export const PVP_VENDORS = ["KM", "V8", "JDB", "TCG", "LEG", "MP"] as const;
/** The SPORTS lane carries sports books, e-sports and cockfight vendors; the client splits the last two out. */
export const SPORTS_VENDORS = ["FB", "IBC", "SBT", "UG"] as const;
export const ESPORTS_VENDORS = ["AV", "IMES", "IA", "AI", "TF"] as const;
export const COCKFIGHT_VENDORS = ["SV3", "DS88", "DIG", "WGB", "WS168"] as const;
export const LOTT_VENDORS = ["TCG_LOTTO_VN", "GPK", "SEA"] as const;
export const ELOTT_VENDORS = ["TCG", "VR", "GW"] as const;

/** Games in the seeded catalogue: about 10,000, or `SEED_GAMES` (1,000 to 1,000,000; `npm run bench` seeds 100,000). */
export const CATALOGUE_SIZE = seedSize(process.env.SEED_GAMES);

function seedSize(setting: string | undefined): number {
  if (setting === undefined || setting === "") return 10_000;
  const n = Number(setting);
  if (!Number.isInteger(n) || n < 1_000 || n > 1_000_000) throw new Error(`SEED_GAMES must be a whole number from 1000 to 1000000, not ${setting}`);
  return n;
}

const ADJECTIVES = [
  "Golden", "Lucky", "Mighty", "Wild", "Royal", "Mystic", "Dragon", "Fortune", "Crystal", "Thunder", "Jade", "Ruby",
  "Sapphire", "Silver", "Diamond", "Emerald", "Phoenix", "Tiger", "Ocean", "Magic", "Neon", "Cosmic", "Ancient", "Sacred",
  "Blazing", "Frozen", "Happy", "Super", "Mega", "Grand",
];
const NOUNS = [
  "Dragon", "Fortune", "Treasure", "Empire", "Temple", "Fruits", "Gems", "Riches", "Legends", "Jackpot", "Koi", "Panda",
  "Pharaoh", "Queen", "King", "Safari", "Pirates", "Wolves", "Buffalo", "Lotus", "Stars", "Bells", "Sevens", "Gold",
  "Garden", "Festival", "Quest", "Hunter", "Rush", "Heist", "Spins", "Party", "Voyage", "Kingdom", "Dynasty",
];
const LIVE_NAMES = ["Baccarat", "Speed Baccarat", "Roulette", "Sic Bo", "Dragon Tiger", "Blackjack", "Fan Tan"];
const FISH_NAMES = ["Fishing King", "Ocean Hunter", "Mega Fishing", "Dragon Fishing", "Jackpot Fishing", "Boom Legend"];
const PVP_NAMES = ["Pok Deng", "Texas Hold'em", "Dummy", "Teen Patti", "Rummy", "Fight the Landlord", "Niu Niu", "Blackjack"];
const CLASSIFY_BY_SLOT: (string | null)[] = [null, null, null, null, null, null, "SC", "VP", "JP", "TG", "AC", "BG"];

function plan(): VendorPlan[] {
  const small: VendorPlan[] = [
    ...LIVE_VENDORS.map((vendor) => ({ vendor, gameType: "LIVE", count: 25 })),
    ...FISH_VENDORS.map((vendor) => ({ vendor, gameType: "FISH", count: 12 })),
    ...PVP_VENDORS.map((vendor) => ({ vendor, gameType: "PVP", count: 40 })),
    ...SPORTS_VENDORS.map((vendor) => ({ vendor, gameType: "SPORTS", count: 1 })),
    ...ESPORTS_VENDORS.map((vendor) => ({ vendor, gameType: "SPORTS", count: 1 })),
    ...COCKFIGHT_VENDORS.map((vendor) => ({ vendor, gameType: "SPORTS", count: 1 })),
    ...LOTT_VENDORS.map((vendor) => ({ vendor, gameType: "LOTT", count: 8 })),
    ...ELOTT_VENDORS.map((vendor) => ({ vendor, gameType: "ELOTT", count: 8 })),
  ];
  const rest = CATALOGUE_SIZE - small.reduce((sum, p) => sum + p.count, 0);
  const per = Math.floor(rest / RNG_VENDORS.length);
  const rng = RNG_VENDORS.map((vendor, i) => ({ vendor, gameType: "RNG", count: per + (i < rest - per * RNG_VENDORS.length ? 1 : 0) }));
  return [...rng, ...small];
}

function nameOf(p: VendorPlan, index: number): string {
  switch (p.gameType) {
    case "LIVE":
      return `${LIVE_NAMES[index % LIVE_NAMES.length]} ${Math.floor(index / LIVE_NAMES.length) + 1}`;
    case "FISH":
      return `${FISH_NAMES[index % FISH_NAMES.length]}${index >= FISH_NAMES.length ? " II" : ""}`;
    case "PVP":
      return `${PVP_NAMES[index % PVP_NAMES.length]} ${Math.floor(index / PVP_NAMES.length) + 1}`;
    case "SPORTS":
      return `${p.vendor} ${ESPORTS_VENDORS.includes(p.vendor as never) ? "E-sports" : COCKFIGHT_VENDORS.includes(p.vendor as never) ? "Cockfight" : "Sports"}`;
    case "LOTT":
    case "ELOTT":
      return `${p.vendor === "TCG_LOTTO_VN" ? "VN Lotto" : p.vendor} ${p.gameType === "LOTT" ? "Lottery" : "Keno"} ${index + 1}`;
    default: {
      const adjective = ADJECTIVES[(index * 7 + p.vendor.length) % ADJECTIVES.length]!;
      const noun = NOUNS[(index * 11 + p.vendor.charCodeAt(0)) % NOUNS.length]!;
      const series = Math.floor(index / (ADJECTIVES.length * 3));
      return series > 0 ? `${adjective} ${noun} ${series + 1}` : `${adjective} ${noun}`;
    }
  }
}

/** Every game of the catalogue, node ids from 1. */
export function catalogue(): CatalogueGame[] {
  const games: CatalogueGame[] = [];
  let nodeId = 0;
  for (const p of plan()) {
    for (let i = 0; i < p.count; i += 1) {
      nodeId += 1;
      const number = String(i + 1).padStart(4, "0");
      const gameCode = p.gameType === "RNG" ? `${p.vendor}_${number}` : `${p.vendor}_${p.gameType}_${number}`;
      const gameName = nameOf(p, i);
      games.push({
        nodeId,
        gameCode,
        vassalage: p.vendor,
        gameType: p.gameType,
        gameClassify: p.gameType === "RNG" ? (CLASSIFY_BY_SLOT[i % CLASSIFY_BY_SLOT.length] ?? null) : null,
        displayName: p.vendor,
        gameName,
        supportPlay: p.gameType === "RNG" && i % 3 === 0 ? 0 : 1,
        // The first five games of every vendor are hot, ranked across vendors by their position.
        hotRank: p.gameType !== "SPORTS" && i < 5 ? nodeId : null,
        sort: i,
      });
    }
  }
  return games;
}

/** Seeded maintenance: the third game of every RNG vendor (PG_0003 is the one the tests use). */
export function seededMaintenance(games: CatalogueGame[]): number[] {
  return games.filter((g) => g.gameType === "RNG" && g.sort === 2).map((g) => g.nodeId);
}

/** The game type the client shows a SPORTS-lane card under. */
export function displayGameType(vendor: string, gameType: string): string {
  if (gameType !== "SPORTS") return gameType;
  if ((ESPORTS_VENDORS as readonly string[]).includes(vendor)) return "ESPORTS";
  if ((COCKFIGHT_VENDORS as readonly string[]).includes(vendor)) return "COCKFIGHT";
  return "SPORTS";
}
