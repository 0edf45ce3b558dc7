import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { takeEarly, untakenEarly } from "../../src/api/early-answers";
import { createApiClient } from "../../src/api/http-client";
import { startEarlyRequests } from "../../src/app/early-requests";
import { createGameActors } from "../../src/app/game-actors";
import { createActor, toPromise } from "xstate";
import { game } from "../fixtures/games";

// The page's entry asks for status, domain route and (guests on a running site) the hot games before the app runs; the
// app must then find each answer instead of asking again. Expected addresses are written out here, as the platform
// names them, not taken from the module under test.

const HOT_GAMES_URL = "/wps/relay/GCSGAME_hotGamesV2?merchantCode=DEMO&isPlatform=2&platform=html5&language=TH";
const HOT_MATCHES_URL = "/wps/relay/GCSGAME_hotMatches";
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

describe("early requests", () => {
  it("a guest on the home page: four calls, each taken by the app, and the first game's picture on the CDN", async () => {
    const shown: string[] = [];
    await startEarlyRequests(true, async (url) => void shown.push(url));
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
    const early = startEarlyRequests(true, () => new Promise<void>((resolve) => (painted = resolve))).then(() => (done = true));
    await vi.waitFor(() => expect(asked.map((a) => a.url)).toContain(HOT_GAMES_URL));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    painted();
    await early;
    expect(done).toBe(true);
  });

  it("another page: the hot games still (the lobby machine asks on every page), no picture", async () => {
    const shown: string[] = [];
    await startEarlyRequests(false, async (url) => void shown.push(url));
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
    await startEarlyRequests(true, async () => {});
    expect(asked.map((a) => a.url)).toEqual(["/wps/system/status", `/wps/system/domainRoute?host=${window.location.host}`]);
  });

  it("a member (the token is checked by the app first) and a session that has the hot games: no hot games", async () => {
    sessionStorage.setItem("token", "t0k3n");
    await startEarlyRequests(true, async () => {});
    expect(asked).toHaveLength(2);
    expect(asked[0]!.headers.get("Authorization")).toBe("t0k3n");
    sessionStorage.clear();
    sessionStorage.setItem("HOT_GAMES", JSON.stringify([first]));
    asked = [];
    await startEarlyRequests(true, async () => {});
    expect(asked).toHaveLength(2);
  });

  it("several image CDNs: no picture (the app picks one at random)", async () => {
    answers["/wps/system/status"] = status({ info: { ...status().info, imageCDNs: ["https://a.example", "https://b.example"] } });
    const shown: string[] = [];
    await startEarlyRequests(true, async (url) => void shown.push(url));
    expect(shown).toEqual([]);
  });

  it("an answer for other headers (the language changed) is not taken: the app asks for its own", async () => {
    await startEarlyRequests(true, async () => {});
    await appArrives("en");
    expect(asked.map((a) => a.url).slice(4)).toEqual(["/wps/system/status", `/wps/system/domainRoute?host=${window.location.host}`, HOT_MATCHES_URL, HOT_GAMES_URL.replace("TH", "EN")]);
    expect(asked.slice(4).map((a) => a.headers.get("Language"))).toEqual(["EN", "EN", "EN", "EN"]);
  });

  it("an early call that failed before the app asked is asked again by the app", async () => {
    answers["/wps/system/domainRoute"] = new TypeError("network down");
    await startEarlyRequests(true, async () => {});
    expect(asked).toHaveLength(2);
    answers["/wps/system/domainRoute"] = { merchantCode: "DEMO", mainDomain: "a.example", domains: [] };
    await appArrives();
    expect(asked.map((a) => a.url).slice(2)).toEqual([`/wps/system/domainRoute?host=${window.location.host}`, HOT_MATCHES_URL, HOT_GAMES_URL]);
  });

  it("one that fails while the app waits for it is the app's failure: not sent, nor waited for, twice", async () => {
    let fail: (error: Error) => void = () => {};
    answers["/wps/system/domainRoute"] = new Promise((_, reject) => (fail = reject));
    const early = startEarlyRequests(true, async () => {});
    const domain = appClient().request("domainRoute", { query: { host: window.location.host } });
    fail(new TypeError("network down"));
    await expect(domain).rejects.toMatchObject({ kind: "network" });
    await early;
    expect(asked.map((a) => a.url)).toEqual(["/wps/system/status", `/wps/system/domainRoute?host=${window.location.host}`]);
  });
});
