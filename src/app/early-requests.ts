// The lobby's first picture waits for three round trips: system status, then the hot games (shown once the hot matches
// above them are in), then the picture itself; a category's game centre likewise for its first page of games. Started
// by the app, all three came after its code had downloaded and run; started here, from the page's entry, they run while
// it downloads. The app's actors build the same queries with the same functions; tests/app/early-requests.test.ts checks
// the addresses against the platform's and that the app takes every answer. Nothing here may import the contract (zod)
// or a machine with its library: it is bundled with the entry.
import { fetchEarly, type EarlyAnswer, type Query } from "../api/early-answers";
import { appConfig } from "./config";
import { storedLanguage } from "./language-store";
import { sessionStore } from "./storage";
import type { GameQuery } from "../../machines/game-list.machine";
import { GAME_PAGE_SIZE } from "../../machines/game-pages";
import { isRunningStatus } from "../../machines/system-status";
import { gameTypeOfPath } from "../routes/categories";
import { resolveImageUrl } from "./resolve-image-url";

const SYSTEM_MODULE = "COMM3";
const GAMES_MODULE = "GAMELO3";
const STATUS_PATH = "/wps/system/status";
const DOMAIN_ROUTE_PATH = "/wps/system/domainRoute";
const HOT_GAMES_PATH = "/wps/relay/GCSGAME_hotGamesV2";
const HOT_MATCHES_PATH = "/wps/relay/GCSGAME_hotMatches";
const GAME_LIST_PATH = "/wps/relay/GCSGAME_gameList";
/** The pictures a game centre's cover has room for (index.html's `.cover-grid`): two rows of the widest screen's tiles. */
const CENTRE_PICTURES = 16;

/** The hot games' query (the lobby's, src/app/game-actors.ts, and this file's). */
export function hotGamesQuery(merchantCode: string, language: string): Query {
  return { merchantCode, isPlatform: 2, platform: "html5", language };
}

/** A list page's query as the list machine has it, for a merchant and a language. */
export type GameListQueryInput = Omit<GameQuery, "mode"> & { merchant: string; language: string };

/** A page of a game centre's list (the list's actor, src/app/game-actors.ts, and this file's first page). */
export function gameListQuery(input: GameListQueryInput): Query {
  return {
    clientType: 3,
    platform: "flash,html5-desktop",
    merchant: input.merchant,
    // The platform wants no language on a search by name.
    language: input.search ? undefined : input.language,
    gameType: input.gameType,
    vassalage: input.vendor,
    gameClassify: input.classify,
    gameName: input.search || undefined,
    pageNo: input.pageNo,
    pageSize: input.pageSize,
  };
}

/** A page whose loading cover shows pictures: the lobby (its first hot game) or a category's game centre (its first games). */
export type PicturePage = { page: "home" } | { page: "centre"; gameType: string };

/**
 * The address's picture page. Not one: a centre filtered by vendor (`?vassalage=`), whose first page is another list,
 * nor PVP, whose rooms come above the list.
 */
export function picturePageOf(pathname: string, search: string): PicturePage | undefined {
  if (pathname === "/") return { page: "home" };
  const gameType = gameTypeOfPath(pathname);
  return gameType && gameType !== "PVP" && !new URLSearchParams(search).has("vassalage") ? { page: "centre", gameType } : undefined;
}

interface Envelope {
  success?: boolean;
  errorCode?: unknown;
  value?: unknown;
}

/** The answer's value, or undefined for anything but a successful platform answer. */
function valueOf({ status, text }: EarlyAnswer): unknown {
  if (status !== 200) return undefined;
  try {
    const envelope = JSON.parse(text) as Envelope;
    return envelope.success && !envelope.errorCode ? envelope.value : undefined;
  } catch {
    return undefined;
  }
}

interface StatusValue {
  status?: unknown;
  maintenance?: unknown;
  regionRestriction?: unknown;
  info?: { imageCDNs?: unknown };
}

/** As the root machine judges it (machines/system-status.ts), on an answer whose flags have their types. */
function isRunning(status: StatusValue | undefined): status is StatusValue {
  if (typeof status?.status !== "number" || typeof status.maintenance !== "boolean" || typeof status.regionRestriction !== "boolean") return false;
  return isRunningStatus({ status: status.status, maintenance: status.maintenance, regionRestriction: status.regionRestriction });
}

const iconUrlsOf = (games: unknown): unknown[] => (Array.isArray(games) ? games.map((game) => (game as { iconUrl?: unknown } | null)?.iconUrl) : []);

/**
 * Status and domain route for every page. For a guest on a running site, the hot matches and hot games too (the root
 * machine's lobby asks for them on every page), and on a game centre its first page of games. On a picture page the
 * first games' pictures are handed to `showPictures` (the loading cover, src/app/cover-picture.ts) when there is a
 * single image CDN (with several, the app picks one at random). Resolves once they are shown, or at once where there
 * are none.
 */
export async function startEarlyRequests(page: PicturePage | undefined, showPictures: (urls: string[]) => Promise<void>): Promise<void> {
  const language = storedLanguage().toUpperCase();
  const headers = (module: string, merchant = sessionStore.get("merchant")) => {
    const all = new Headers({ Language: language, "Module-Id": module });
    const token = sessionStore.get("token");
    if (token) all.set("Authorization", token);
    if (merchant) all.set("Merchant", merchant);
    return all;
  };
  const get = (path: string, query: Query | undefined, module: string, merchant?: string) =>
    fetchEarly(appConfig.apiBaseUrl, path, query, headers(module, merchant), appConfig.apiTimeoutMs);
  const status = get(STATUS_PATH, undefined, SYSTEM_MODULE);
  const domain = get(DOMAIN_ROUTE_PATH, { host: window.location.host }, SYSTEM_MODULE);
  // A member's token may have expired: the app checks it first.
  if (sessionStore.get("token") !== null) return;
  // A visit that already has the hot games (this session) does not ask for the lobby's calls again.
  const lobbyAsked = sessionStore.get("HOT_GAMES") !== null;
  if (lobbyAsked && page?.page !== "centre") return;
  const [system, route] = await Promise.all([status.then(valueOf, () => undefined), domain.then(valueOf, () => undefined)]);
  const merchantCode = (route as { merchantCode?: unknown } | undefined)?.merchantCode;
  // Maintenance, a blocked region or a failed boot: the app shows its page and the lobby asks for nothing.
  if (!isRunning(system as StatusValue | undefined) || typeof merchantCode !== "string") return;
  // The hot matches too: the lobby shows the hot games once the matches above them have settled.
  if (!lobbyAsked) void get(HOT_MATCHES_PATH, undefined, GAMES_MODULE, merchantCode).catch(() => undefined);
  const hot = lobbyAsked ? undefined : get(HOT_GAMES_PATH, hotGamesQuery(merchantCode, language), GAMES_MODULE, merchantCode);
  const centre =
    page?.page === "centre"
      ? get(GAME_LIST_PATH, gameListQuery({ merchant: merchantCode, language, gameType: page.gameType, search: "", pageNo: 1, pageSize: GAME_PAGE_SIZE }), GAMES_MODULE, merchantCode)
      : undefined;
  // Only the answer a picture page waits for is awaited here; the app takes the others and their failures.
  for (const call of [hot, centre]) call?.catch(() => undefined);
  const awaited = centre ?? (page ? hot : undefined);
  if (!awaited) return;
  const answer = await awaited.then(valueOf, () => undefined);
  const icons = centre ? iconUrlsOf((answer as { content?: unknown } | undefined)?.content).slice(0, CENTRE_PICTURES) : iconUrlsOf(answer).slice(0, 1);
  const cdns = (system as StatusValue).info?.imageCDNs;
  if (icons.length === 0 || !icons.every((icon): icon is string => typeof icon === "string") || !Array.isArray(cdns) || cdns.length > 1) return;
  const cdn = typeof cdns[0] === "string" ? cdns[0] : undefined;
  await showPictures(icons.map((icon) => resolveImageUrl(icon, cdn)));
}
