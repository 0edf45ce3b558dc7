import type { Game, VendorLane } from "../../../contract";

/** E-sports and cockfight vendors travel in the SPORTS lane; the client shows them as categories of their own. */
export const ESPORTS_VENDORS = ["AV", "IMES", "IA", "AI", "TF"];
export const COCKFIGHT_VENDORS = ["SV3", "DS88", "DIG", "WGB", "WS168"];

export type LobbyCategory = "RNG" | "LIVE" | "PVP" | "FISH" | "SPORTS" | "COCKFIGHT" | "ESPORTS" | "LOTT" | "ELOTT";

/** Display order of the lobby's rows: cockfight right after sports. */
export const LOBBY_ORDER: LobbyCategory[] = ["RNG", "LIVE", "PVP", "FISH", "SPORTS", "COCKFIGHT", "ESPORTS", "LOTT", "ELOTT"];

/** Vendor cards per lobby category, cockfight and e-sports split out of SPORTS. */
export function splitLanes(lanes: readonly VendorLane[]): Record<LobbyCategory, Game[]> {
  const result = Object.fromEntries(LOBBY_ORDER.map((c) => [c, [] as Game[]])) as Record<LobbyCategory, Game[]>;
  for (const lane of lanes) {
    for (const card of lane.cards) {
      const category: string =
        lane.gameType === "SPORTS" && COCKFIGHT_VENDORS.includes(card.vassalage)
          ? "COCKFIGHT"
          : lane.gameType === "SPORTS" && ESPORTS_VENDORS.includes(card.vassalage)
            ? "ESPORTS"
            : lane.gameType;
      if (category in result) result[category as LobbyCategory].push(card);
    }
  }
  return result;
}

/** The vendors of a category, in lane order, without repeats. */
export function vendorsOf(lanes: readonly VendorLane[], category: string): string[] {
  const cards = splitLanes(lanes)[category as LobbyCategory] ?? [];
  return [...new Set(cards.map((card) => card.vassalage))];
}
