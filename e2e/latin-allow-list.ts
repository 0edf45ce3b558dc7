import type { APIRequestContext } from "@playwright/test";
import { catalogue } from "../server/games/catalogue";
import { hotMatches, rankList } from "../server/games/showcase";
import { SEED_MEMBERS } from "../server/seed-data";
import { SITE_NAME } from "../src/views/common/site-name";
import { VENDOR_NAMES } from "../src/views/games/vendor-names";

/**
 * Names the product's own data does not carry: the operating systems and devices of the app-download guide, the
 * sign-up providers and messaging apps of the profile, and the abbreviations Thai players read in Latin script.
 */
const TERMS = ["Android", "Chrome", "iOS", "iPhone", "iPad", "VPN", "Google", "Facebook", "LINE", "Zalo", "WhatsApp", "WeChat", "Telegram", "VIP", "QR", "SMS", "OTP"];

/**
 * The Latin-script words a Thai page may show, taken from the data they come from (not typed here): game names of the
 * seeded catalogue, vendor display names, teams and leagues of the hot matches, the winner board's masked accounts,
 * the seed members' usernames and nicknames, the site's name, the customer-service links the server names (LINE,
 * Telegram), the currency code and the few TERMS above. Lower case.
 */
export async function latinAllowList(request: APIRequestContext): Promise<Set<string>> {
  const games = catalogue();
  const status = (await (await request.get("/wps/system/status")).json()) as { value: { info: { customerService: { name: string }[] } } };
  const names = [
    ...games.flatMap((game) => [game.displayName, game.gameName]),
    ...Object.values(VENDOR_NAMES),
    ...hotMatches().flatMap((match) => [match.homeTeam, match.awayTeam, match.title]),
    ...rankList(games, 20).flatMap((winner) => [winner.vo.account, winner.vo.gameName ?? ""]),
    ...SEED_MEMBERS.flatMap((member) => [member.username, member.nickname ?? ""]),
    // Usernames shown masked ("pl***1", "ex***ed" on the referral list and the mission leaderboard): their ends.
    ...SEED_MEMBERS.flatMap((member) => [1, 2, 3].flatMap((n) => [member.username.slice(0, n), member.username.slice(-n)])),
    ...status.value.info.customerService.map((link) => link.name),
    SITE_NAME,
    "THB",
    ...TERMS,
  ];
  return new Set(names.flatMap((name) => name.toLowerCase().match(/[a-z][a-z'’]*/g) ?? []));
}
