import type { Context, Hono } from "hono";
import * as z from "zod/mini";
import { ErrorCode, TRIAL_TYPE, type Game, type VendorLane } from "../../contract";
import { failure, serveCall, success } from "../call-route";
import type { Deps } from "../context";
import { fail, ok } from "../envelope";
import type { Lang } from "../lang";
import { catalogue } from "../games/catalogue";
import { gameText } from "../games/messages";
import { menusOf, openedNumero } from "../games/lottery";
import { hotMatches, rankList } from "../games/showcase";
import { createLaunchTicket } from "../store/launch-tickets";
import { stakeRefusal } from "../safer-play/guard";
import { serialized } from "../wallet/money-call";
import { touchSession } from "../store/sessions";
import { message } from "../messages";
import {
  addFavourite,
  favouriteIds,
  favouritePage,
  findGame,
  hotGames,
  listGames,
  popularGames,
  recentPage,
  recordRecentGame,
  removeFavourite,
  setMaintenance,
  vendorCards,
} from "../store/games";

export const MAX_PAGE_SIZE = 200;
/** Vendors whose games open inside the site (/seamless) instead of a new window. */
export const SEAMLESS_VENDORS = ["FB"];
const LANE_ORDER = ["RNG", "LIVE", "PVP", "FISH", "SPORTS", "LOTT", "ELOTT"];

function intQuery(c: Context, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
}

const text = (c: Context, name: string) => c.req.query(name)?.trim() || undefined;

/** Vendor lanes: one card per vendor, grouped by the platform's game type (e-sports and cockfight inside SPORTS). */
function lanesOf(cards: Game[]): VendorLane[] {
  return LANE_ORDER.map((gameType) => ({ title: gameType, gameType, gameClassify: null, cards: cards.filter((g) => g.gameType === gameType) }));
}

let rankCache: ReturnType<typeof rankList> | undefined;

const maintenanceBody = z.object({ gameCode: z.string(), maintenance: z.boolean() });

export function gameRoutes(app: Hono, deps: Deps, devRoutes = true): void {
  serveCall(app, deps, "gameVendor", async () => success({ data: { lanes: lanesOf(await vendorCards(deps.db)) } }));

  serveCall(app, deps, "gameList", async ({ c, lang }) => {
    const pageNo = intQuery(c, "pageNo", 1);
    const pageSize = intQuery(c, "pageSize", 42, MAX_PAGE_SIZE);
    if (pageNo === undefined || pageSize === undefined) return failure(400, ErrorCode.invalidRequest, gameText(lang, "badQuery"));
    return success(
      await listGames(deps.db, {
        gameType: text(c, "gameType"),
        vassalage: text(c, "vassalage"),
        gameName: text(c, "gameName")?.slice(0, 50),
        gameClassify: text(c, "gameClassify"),
        pageNo,
        pageSize,
      }),
    );
  });

  serveCall(app, deps, "hotGames", async ({ c }) => success(await hotGames(deps.db, text(c, "vassalage"))));

  serveCall(app, deps, "rankList", async ({ c }) => {
    rankCache ??= rankList(catalogue(), 20);
    const limit = intQuery(c, "limitNum", 20, 20) ?? 20;
    return success({ list: rankCache.slice(0, limit) });
  });

  serveCall(app, deps, "hotMatches", async () => success(hotMatches()));

  serveCall(app, deps, "popularGames", async () => success(await popularGames(deps.db)));

  serveCall(app, deps, "lotteryMenus", async ({ c }) => {
    const page = await listGames(deps.db, { gameType: "LOTT", pageNo: 1, pageSize: 50 });
    const elott = await listGames(deps.db, { gameType: "ELOTT", pageNo: 1, pageSize: 50 });
    const all = [...page.content, ...elott.content].map((g) => ({ gameCode: g.gameCode, gameName: g.gameName, accountTypeName: g.vassalage, prizeMode: g.gameType }));
    return success(menusOf(all, text(c, "prizeMode")));
  });

  serveCall(app, deps, "openedNumero", async ({ c, lang }) => {
    const gameCode = text(c, "gameCode");
    if (!gameCode) return failure(400, ErrorCode.invalidRequest, gameText(lang, "badQuery"));
    const game = await findGame(deps.db, { gameCode });
    if (!game || (game.gameType !== "LOTT" && game.gameType !== "ELOTT")) return failure(404, ErrorCode.gameNotFound, gameText(lang, "gameNotFound"));
    return success(openedNumero(game.gameCode, deps.clock.now()));
  });

  serveCall(app, deps, "favouriteIds", async ({ c }) => success(await favouriteIds(deps.db, c.get("member").memberId)));

  serveCall(app, deps, "favouriteList", async ({ c, lang }) => {
    const pageNo = intQuery(c, "pageNo", 1);
    const pageSize = intQuery(c, "pageSize", 20, MAX_PAGE_SIZE);
    if (pageNo === undefined || pageSize === undefined) return failure(400, ErrorCode.invalidRequest, gameText(lang, "badQuery"));
    return success(await favouritePage(deps.db, c.get("member").memberId, pageNo, pageSize));
  });

  serveCall(app, deps, "addFavourite", async ({ c, body, lang }) => {
    const game = await findGame(deps.db, { nodeId: body.nodeId });
    if (!game) return failure(404, ErrorCode.gameNotFound, gameText(lang, "gameNotFound"));
    await addFavourite(deps.db, c.get("member").memberId, game.nodeId, deps.clock.now());
    return success(null);
  });

  serveCall(app, deps, "removeFavourite", async ({ c, body }) => {
    await removeFavourite(deps.db, c.get("member").memberId, body.nodeId);
    return success(null);
  });

  serveCall(app, deps, "recentGames", async ({ c, lang }) => {
    const pageNo = intQuery(c, "pageNo", 1);
    const pageSize = intQuery(c, "pageSize", 20, MAX_PAGE_SIZE);
    if (pageNo === undefined || pageSize === undefined) return failure(400, ErrorCode.invalidRequest, gameText(lang, "badQuery"));
    return success(await recentPage(deps.db, c.get("member").memberId, pageNo, pageSize));
  });

  /** A ticket for the demo game, and the game among the member's recent games. */
  async function launch(c: Context, lang: Lang, game: Game | undefined) {
    const member = c.get("member");
    if (!game) return failure(404, ErrorCode.gameNotFound, gameText(lang, "gameNotFound"));
    if (member.type === TRIAL_TYPE) return failure(200, ErrorCode.realAccountRequired, gameText(lang, "realAccountRequired"));
    if (game.maintenance) return failure(200, ErrorCode.gameMaintenance, gameText(lang, "gameMaintenance"));
    // A game opened is stakes to come: not while a loss or wager limit is reached (read in the money queue).
    const atLimit = await serialized(deps.db, () => stakeRefusal(deps.db, member.memberId, deps.clock.now(), lang));
    if (atLimit) return atLimit;
    const now = deps.clock.now();
    const ticket = await createLaunchTicket(deps.db, { memberId: member.memberId, gameCode: game.gameCode, vendor: game.vassalage }, now);
    await recordRecentGame(deps.db, member.memberId, game.nodeId, now);
    // The configured public origin, never the request's Host header (which the caller chooses).
    return success({ content: { game_url: `${deps.publicOrigin}/demo-game?ticket=${ticket}`, seamless: SEAMLESS_VENDORS.includes(game.vassalage) } });
  }

  /**
   * Free trial (`launchMode=TRIAL`) of a game with supportPlay 0: open to visitors, trial accounts and members alike;
   * the demo game plays with play money in the page (no ticket, no wallet, no record).
   */
  function launchTrial(c: Context, lang: Lang, game: Game | undefined) {
    if (!game) return failure(404, ErrorCode.gameNotFound, gameText(lang, "gameNotFound"));
    if (game.supportPlay !== 0) return failure(400, ErrorCode.invalidRequest, gameText(lang, "noFreeTrial"));
    if (game.maintenance) return failure(200, ErrorCode.gameMaintenance, gameText(lang, "gameMaintenance"));
    const origin = new URL(c.req.url).origin;
    return success({ content: { game_url: `${origin}/demo-game?mode=trial&game=${encodeURIComponent(game.gameCode)}`, seamless: false } });
  }

  // Guest-callable for the free trial only: a real launch still needs a live session (401 login.not.session).
  serveCall(app, deps, "launchGame", async ({ c, lang }) => {
    const nodeId = Number(c.req.query("nodeId"));
    const game = Number.isInteger(nodeId) && nodeId > 0 ? await findGame(deps.db, { nodeId }) : await findGame(deps.db, { gameCode: text(c, "gameId") });
    if (c.req.query("launchMode") === "TRIAL") return launchTrial(c, lang, game);
    const token = c.req.header("Authorization")?.trim();
    const member = token ? await touchSession(deps.db, token, deps.clock.now()) : undefined;
    if (!member) return failure(401, ErrorCode.notLoggedIn, message(c, "notLoggedIn"));
    c.set("member", member);
    return launch(c, lang, game);
  });

  serveCall(app, deps, "launchFb", async ({ c, lang }) => {
    const fb = (await listGames(deps.db, { gameType: "SPORTS", vassalage: "FB", pageNo: 1, pageSize: 1 })).content[0];
    return launch(c, lang, fb);
  });

  if (!devRoutes) return;
  /** Dev: switch a game's maintenance flag (`{ gameCode, maintenance }`). */
  app.post("/dev/games/maintenance", async (c) => {
    const parsed = maintenanceBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return fail(c, 400, ErrorCode.invalidRequest, "invalid body");
    const game = await findGame(deps.db, { gameCode: parsed.data.gameCode });
    if (!game) return fail(c, 404, ErrorCode.gameNotFound, "no such game");
    await setMaintenance(deps.db, game.nodeId, parsed.data.maintenance);
    return ok(c, { nodeId: game.nodeId, maintenance: parsed.data.maintenance });
  });
}
