import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { takeEarly, untakenEarly } from "../../src/api/early-answers";
import { createApiClient } from "../../src/api/http-client";
import { picturePageOf, startEarlyRequests } from "../../src/app/early-requests";
import { createGameActors } from "../../src/app/game-actors";
import { createActor, toPromise, waitFor } from "xstate";
import { gameListMachine } from "../../machines/game-list.machine";
import { game, page } from "../fixtures/games";

// The page's entry asks for status, domain route and (guests on a running site) the hot games before the app runs; the
// app must then find each answer instead of asking again. Expected addresses are written out here, as the platform
// names them, not taken from the module under test.

const HOT_GAMES_URL = "/wps/relay/GCSGAME_hotGamesV2?merchantCode=DEMO&isPlatform=2&platform=html5&language=TH";
const HOT_MATCHES_URL = "/wps/relay/GCSGAME_hotMatches";
const RNG_PAGE_URL = "/wps/relay/GCSGAME_gameList?clientType=3&platform=flash,html5-desktop&merchant=DEMO&language=TH&gameType=RNG&pageNo=1&pageSize=42";
const HOME = { page: "home" } as const;
const RNG_CENTRE = { page: "centre", gameType: "RNG" } as const;
const status = (overrides: object = {}) => ({
  status: 0,
  maintenance: false,
  regionRestriction: false,
  maintenanceEnd: null,
  location: { ip: "1.2.3.4", country: "TH" },
  info: { customerService: [], domainRoute: [], resources: [], whitelabel: [], mainDomain: "a.example", analytics: null, imageCDNs: ["https://cdn.example/img"], launchGameCDNs: [] },
  ...overrides,
});
const first = game(1, { iconUrl: "/games/1.svg" });

let answers: Record<string, unknown>;
let asked: { url: string; headers: Headers }[];

function envelope(value: unknown) {
  return new Response(JSON.stringify({ success: true, value, message: null, errorCode: null }), { status: 200 });
}

beforeEach(() => {
  // What an earlier test left untaken.
  for (const key of untakenEarly()) void takeEarly(key);
  sessionStorage.clear();
  localStorage.clear();
  asked = [];
  answers = { "/wps/system/status": status(), "/wps/system/domainRoute": { merchantCode: "DEMO", mainDomain: "a.example", domains: [] }, "/wps/relay/GCSGAME_hotGamesV2": [first, game(2)], "/wps/relay/GCSGAME_hotMatches": [] };
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    asked.push({ url: decodeURIComponent(url.pathname + url.search), headers: new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)) });
    const value = await answers[url.pathname];
    if (value instanceof Error) throw value;
    return envelope(value);
  });
});
afterEach(() => vi.unstubAllGlobals());

function appClient(language: "th" | "en" = "th") {
  return createApiClient({
    baseURL: "",
    timeoutMs: 1000,
    token: () => sessionStorage.getItem("token"),
    merchant: () => sessionStorage.getItem("merchant"),
    language: () => language,
    onUnauthorized: () => {},
    onMaintenance: () => {},
  });
}

/** What the app asks on arrival: status and domain route, then (merchant known) the lobby's hot matches and hot games. */
async function appArrives(language: "th" | "en" = "th") {
  const api = appClient(language);
  await Promise.all([api.request("systemStatus"), api.request("domainRoute", { query: { host: window.location.host } })]);
  sessionStorage.setItem("merchant", "DEMO");
  const actors = createGameActors(api, () => language.toUpperCase());
  const [, hot] = await Promise.all([toPromise(createActor(actors.fetchHotMatches).start()), toPromise(createActor(actors.fetchHotGames).start())]);
  return hot;
}

/** What a category's game centre asks on arrival, by its list machine: the first page of its games, unfiltered. */
async function centreArrives(gameType: string) {
  const actors = createGameActors(appClient(), () => "TH");
  const list = createActor(gameListMachine.provide({ actors: { fetchGames: actors.fetchGames } }), { input: { gameType, member: false } }).start();
  return (await waitFor(list, (s) => s.matches("ready") || s.matches("failed"))).context.games;
}

const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("the pages whose loading cover shows pictures", () => {
  it.each([
    ["/", "", HOME],
    ["/rng", "", RNG_CENTRE],
    ["/fish", "?x=1", { page: "centre", gameType: "FISH" }],
    ["/rng", "?vassalage=PG", undefined],
    ["/pvp", "", undefined],
    ["/hot", "", undefined],
    ["/promotions", "", undefined],
    ["/games/all", "", undefined],
  ])("%s%s", (pathname, search, expected) => {
    expect(picturePageOf(pathname, search)).toEqual(expected);
  });
});

describe("early requests", () => {
  it("a guest on the home page: four calls, each taken by the app, and the first game's picture on the CDN", async () => {
    const shown: string[] = [];
    await startEarlyRequests(HOME, async (urls) => void shown.push(...urls));
    expect(asked.map((a) => a.url)).toEqual(["/wps/system/status", `/wps/system/domainRoute?host=${window.location.host}`, HOT_MATCHES_URL, HOT_GAMES_URL]);
    for (const lobbyCall of asked.slice(2)) {
      expect(lobbyCall.headers.get("Merchant")).toBe("DEMO");
      expect(lobbyCall.headers.get("Module-Id")).toBe("GAMELO3");
    }
    expect(shown).toEqual(["https://cdn.example/img/games/1.svg"]);

    const hot = await appArrives();
    expect(hot.map((g) => g.nodeId)).toEqual([1, 2]);
    expect(asked).toHaveLength(4);
    expect(untakenEarly()).toEqual([]);
  });

  it("on the home page it resolves once the picture is shown (the app's code waits for that paint)", async () => {
    let painted: () => void = () => {};
    let done = false;
    const early = startEarlyRequests(HOME, () => new Promise<void>((resolve) => (painted = resolve))).then(() => (done = true));
    await vi.waitFor(() => expect(asked.map((a) => a.url)).toContain(HOT_GAMES_URL));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    painted();
    await early;
    expect(done).toBe(true);
  });

  it("another page: the hot games still (the lobby machine asks on every page), no picture", async () => {
    const shown: string[] = [];
    await startEarlyRequests(undefined, async (urls) => void shown.push(...urls));
    expect(asked.map((a) => a.url)).toContain(HOT_GAMES_URL);
    expect(shown).toEqual([]);
    await appArrives();
    expect(asked).toHaveLength(4);
  });

  it.each([
    ["maintenance", { maintenance: true }],
    ["maintenance by status", { status: 1 }],
    ["a blocked region", { regionRestriction: true }],
  ])("%s: status and domain route only", async (_, overrides) => {
    answers["/wps/system/status"] = status(overrides);
    await startEarlyRequests(HOME, async () => {});
    expect(asked.map((a) => a.url)).toEqual(["/wps/system/status", `/wps/system/domainRoute?host=${window.location.host}`]);
  });

  it("a member (the token is checked by the app first) and a session that has the hot games: no hot games", async () => {
    sessionStorage.setItem("token", "t0k3n");
    await startEarlyRequests(HOME, async () => {});
    expect(asked).toHaveLength(2);
    expect(asked[0]!.headers.get("Authorization")).toBe("t0k3n");
    sessionStorage.clear();
    sessionStorage.setItem("HOT_GAMES", JSON.stringify([first]));
    asked = [];
    await startEarlyRequests(HOME, async () => {});
    expect(asked).toHaveLength(2);
  });

  it("several image CDNs: no picture (the app picks one at random)", async () => {
    answers["/wps/system/status"] = status({ info: { ...status().info, imageCDNs: ["https://a.example", "https://b.example"] } });
    const shown: string[] = [];
    await startEarlyRequests(HOME, async (urls) => void shown.push(...urls));
    expect(shown).toEqual([]);
  });

  it("an answer for other headers (the language changed) is not taken: the app asks for its own", async () => {
    await startEarlyRequests(HOME, async () => {});
    await appArrives("en");
    expect(asked.map((a) => a.url).slice(4)).toEqual(["/wps/system/status", `/wps/system/domainRoute?host=${window.location.host}`, HOT_MATCHES_URL, HOT_GAMES_URL.replace("TH", "EN")]);
    expect(asked.slice(4).map((a) => a.headers.get("Language"))).toEqual(["EN", "EN", "EN", "EN"]);
  });

  it("an early call that failed before the app asked is asked again by the app", async () => {
    answers["/wps/system/domainRoute"] = new TypeError("network down");
    await startEarlyRequests(HOME, async () => {});
    expect(asked).toHaveLength(2);
    answers["/wps/system/domainRoute"] = { merchantCode: "DEMO", mainDomain: "a.example", domains: [] };
    await appArrives();
    expect(asked.map((a) => a.url).slice(2)).toEqual([`/wps/system/domainRoute?host=${window.location.host}`, HOT_MATCHES_URL, HOT_GAMES_URL]);
  });

  it("one that fails while the app waits for it is the app's failure: not sent, nor waited for, twice", async () => {
    let fail: (error: Error) => void = () => {};
    answers["/wps/system/domainRoute"] = new Promise((_, reject) => (fail = reject));
    const early = startEarlyRequests(HOME, async () => {});
    const domain = appClient().request("domainRoute", { query: { host: window.location.host } });
    fail(new TypeError("network down"));
    await expect(domain).rejects.toMatchObject({ kind: "network" });
    await early;
    expect(asked.map((a) => a.url)).toEqual(["/wps/system/status", `/wps/system/domainRoute?host=${window.location.host}`]);
  });

  it("a guest on a category's game centre: its first page too, taken by the list; the first 16 games' pictures on the CDN", async () => {
    answers["/wps/relay/GCSGAME_gameList"] = page(ids(1, 20));
    const shown: string[] = [];
    await startEarlyRequests(RNG_CENTRE, async (urls) => void shown.push(...urls));
    expect(asked.map((a) => a.url)).toEqual(["/wps/system/status", `/wps/system/domainRoute?host=${window.location.host}`, HOT_MATCHES_URL, HOT_GAMES_URL, RNG_PAGE_URL]);
    expect([asked[4]!.headers.get("Merchant"), asked[4]!.headers.get("Module-Id"), asked[4]!.headers.get("Language")]).toEqual(["DEMO", "GAMELO3", "TH"]);
    expect(shown).toEqual(ids(1, 16).map((id) => `https://cdn.example/img/media/games/${id}.svg`));

    await appArrives();
    expect((await centreArrives("RNG")).map((g) => g.nodeId)).toEqual(ids(1, 20));
    expect(asked).toHaveLength(5);
    expect(untakenEarly()).toEqual([]);
  });

  it("a centre with fewer games than the cover has room for shows them all; one with none shows nothing", async () => {
    answers["/wps/relay/GCSGAME_gameList"] = page([7, 8, 9]);
    const shown: string[][] = [];
    await startEarlyRequests(RNG_CENTRE, async (urls) => void shown.push(urls));
    answers["/wps/relay/GCSGAME_gameList"] = page([]);
    sessionStorage.clear();
    await startEarlyRequests(RNG_CENTRE, async (urls) => void shown.push(urls));
    expect(shown).toEqual([[7, 8, 9].map((id) => `https://cdn.example/img/media/games/${id}.svg`)]);
  });

  it("a centre whose answer fails or is not a page shows nothing, and the list asks again", async () => {
    answers["/wps/relay/GCSGAME_gameList"] = { content: "none" };
    const shown: string[] = [];
    await startEarlyRequests(RNG_CENTRE, async (urls) => void shown.push(...urls));
    expect(shown).toEqual([]);
    answers["/wps/relay/GCSGAME_gameList"] = new TypeError("network down");
    await startEarlyRequests(RNG_CENTRE, async (urls) => void shown.push(...urls));
    expect(shown).toEqual([]);
    answers["/wps/relay/GCSGAME_gameList"] = page([1, 2]);
    sessionStorage.setItem("merchant", "DEMO");
    expect((await centreArrives("RNG")).map((g) => g.nodeId)).toEqual([1, 2]);
    expect(asked.filter((a) => a.url === RNG_PAGE_URL)).toHaveLength(3);
  });

  it("a session that has the hot games: on a centre only its first page, on the home page nothing more", async () => {
    sessionStorage.setItem("HOT_GAMES", JSON.stringify([first]));
    answers["/wps/relay/GCSGAME_gameList"] = page([5]);
    await startEarlyRequests(RNG_CENTRE, async () => {});
    expect(asked.map((a) => a.url)).toEqual(["/wps/system/status", `/wps/system/domainRoute?host=${window.location.host}`, RNG_PAGE_URL]);
  });
});
