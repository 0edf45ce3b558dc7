import type { HotMatch, Winner } from "../../contract";
import type { CatalogueGame } from "./catalogue";

const TEAMS = ["Bangkok United", "Buriram FC", "Muangthong", "Port FC", "Chiang Rai", "Ratchaburi", "BG Pathum", "Chonburi", "Lamphun", "Nakhon Ratchasima"];

/** Hot matches of the carousel: five fixed fixtures a day apart from the seed date. */
export function hotMatches(): HotMatch[] {
  return Array.from({ length: 5 }, (_, i) => ({
    id: i + 1,
    homeTeam: TEAMS[(i * 2) % TEAMS.length]!,
    awayTeam: TEAMS[(i * 2 + 1) % TEAMS.length]!,
    homeTeamImageUrl: `/media/teams/${(i * 2) % TEAMS.length}.svg`,
    awayTeamImageUrl: `/media/teams/${(i * 2 + 1) % TEAMS.length}.svg`,
    title: i % 2 === 0 ? "Thai League 1" : "FA Cup",
    matchTime: new Date(Date.UTC(2026, 11, 1 + i, 12 + i, 30)).toISOString(),
  }));
}

export const TEAM_COUNT = TEAMS.length;
export const teamName = (n: number) => TEAMS[n % TEAMS.length]!;

/** The winner board: twenty masked accounts with amounts that keep their satang (the client drops the decimals). */
export function rankList(games: CatalogueGame[], limit: number): Winner[] {
  const slots = games.filter((g) => g.gameType === "RNG" && g.sort < 2);
  return Array.from({ length: Math.min(limit, 20) }, (_, i) => {
    const game = slots[(i * 7) % slots.length]!;
    return {
      vo: {
        account: `${String.fromCharCode(97 + (i % 26))}${"***"}${(i * 37) % 100}`,
        gameName: game.gameName,
        vassalage: game.vassalage,
        winAmount: Math.round((250_000 - i * 11_731.37) * 100) / 100,
      },
    };
  });
}
