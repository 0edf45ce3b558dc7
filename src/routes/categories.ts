/** Game types of the platform and the category routes that show them (spec.md section 2). */
export const CATEGORY_GAME_TYPES = {
  "/fish": "FISH",
  "/pvp": "PVP",
  "/live": "LIVE",
  "/sports": "SPORTS",
  "/esports": "ESPORTS",
  "/cockfight": "COCKFIGHT",
  "/elott": "ELOTT",
  "/rng": "RNG",
  "/lott": "LOTT",
} as const;

export type CategoryPath = keyof typeof CATEGORY_GAME_TYPES;
export type GameType = (typeof CATEGORY_GAME_TYPES)[CategoryPath];

export function gameTypeOfPath(path: string): GameType | undefined {
  return (CATEGORY_GAME_TYPES as Record<string, GameType>)[path];
}

const PATH_OF_GAME_TYPE = Object.fromEntries(
  Object.entries(CATEGORY_GAME_TYPES).map(([path, type]) => [type, path]),
) as Record<GameType, CategoryPath>;

export function pathOfGameType(type: string): CategoryPath | undefined {
  return (PATH_OF_GAME_TYPE as Record<string, CategoryPath>)[type];
}

/** Pages whose route starts with these count as game pages. */
const GAME_PAGE_PREFIXES = ["/seamless", "/lottery", "/vnLottery", "/seaLottery"];

export function isGamePage(pathname: string): boolean {
  return GAME_PAGE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`));
}

/** Lottery and fbSports pages show the header only (and the live chat, a small window of its own). */
const HEADER_ONLY_PREFIXES = ["/lottery", "/seaLottery", "/vnLottery", "/fbSports", "/liveChat"];

export function showsHeaderOnly(pathname: string): boolean {
  return HEADER_ONLY_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The header's category navigation, in display order. */
export const NAV_CATEGORIES = ["/hot", "/sports", "/esports", "/live", "/rng", "/fish", "/pvp", "/lott", "/elott", "/cockfight"] as const;
