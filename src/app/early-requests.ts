// The lobby's first picture waits for three round trips: system status, then the hot games (shown once the hot matches
// above them are in), then the picture itself. Started by the app, all three came after its code had downloaded and
// run; started here, from the page's entry, they run while it downloads. The lobby's actors build the hot games' query
// with the same function; tests/app/early-requests.test.ts checks the addresses against the platform's and that the
// app takes every answer. Nothing here may import the contract (zod): it is bundled with the entry.
import { fetchEarly, type EarlyAnswer, type Query } from "../api/early-answers";
import { appConfig } from "./config";
import { storedLanguage } from "./language-store";
import { sessionStore } from "./storage";
import { isRunningStatus } from "../../machines/system-status";
import { resolveImageUrl } from "./resolve-image-url";

const SYSTEM_MODULE = "COMM3";
const GAMES_MODULE = "GAMELO3";
const STATUS_PATH = "/wps/system/status";
const DOMAIN_ROUTE_PATH = "/wps/system/domainRoute";
const HOT_GAMES_PATH = "/wps/relay/GCSGAME_hotGamesV2";
const HOT_MATCHES_PATH = "/wps/relay/GCSGAME_hotMatches";

/** The hot games' query (the lobby's, src/app/game-actors.ts, and this file's). */
export function hotGamesQuery(merchantCode: string, language: string): Query {
  return { merchantCode, isPlatform: 2, platform: "html5", language };
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

/**
 * Status and domain route for every page. For a guest on a running site, the hot matches and hot games too (the root
 * machine's lobby asks for them on every page), and on the home page the first game's picture, handed to `showFirstGame`
 * (the loading cover, src/app/cover-picture.ts) when there is a single image CDN (with several, the app picks one at
 * random). Resolves once that picture is shown, or at once where there is none. A member's token may have expired: the
 * app checks it first.
 */
export async function startEarlyRequests(onHomePage: boolean, showFirstGame: (url: string) => Promise<void>): Promise<void> {
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
  // A visit that already has the hot games (this session) does not ask for them.
  if (sessionStore.get("token") !== null || sessionStore.get("HOT_GAMES") !== null) return;
  const [system, route] = await Promise.all([status.then(valueOf, () => undefined), domain.then(valueOf, () => undefined)]);
  const merchantCode = (route as { merchantCode?: unknown } | undefined)?.merchantCode;
  // Maintenance, a blocked region or a failed boot: the app shows its page and the lobby asks for nothing.
  if (!isRunning(system as StatusValue | undefined) || typeof merchantCode !== "string") return;
  // The hot matches too: the lobby shows the hot games once the matches above them have settled.
  void get(HOT_MATCHES_PATH, undefined, GAMES_MODULE, merchantCode).catch(() => undefined);
  const hot = valueOf(await get(HOT_GAMES_PATH, hotGamesQuery(merchantCode, language), GAMES_MODULE, merchantCode));
  const cdns = (system as StatusValue).info?.imageCDNs;
  const first = Array.isArray(hot) ? (hot[0] as { iconUrl?: unknown } | undefined)?.iconUrl : undefined;
  if (onHomePage && typeof first === "string" && Array.isArray(cdns) && cdns.length <= 1) {
    await showFirstGame(resolveImageUrl(first, typeof cdns[0] === "string" ? cdns[0] : undefined));
  }
}
