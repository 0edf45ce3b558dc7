// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { CATALOGUE_SIZE } from "../../server/games/catalogue";
import { get, makeServer, postEncrypted, send, tokenFor } from "./helpers";

let server: ReferenceServer;
beforeEach(async () => {
  server = await makeServer();
});
afterEach(async () => {
  await server.close();
});

const list = async (query: string) => calls.gameList.value.parse((await get(server, `${calls.gameList.path}?${query}`)).json?.value);

describe("game catalogue", () => {
  it("seeds about 10,000 games and pages them 42 at a time", async () => {
    const all = await list("pageNo=1&pageSize=42");
    expect(all.totalElements).toBe(CATALOGUE_SIZE);
    expect(all.content).toHaveLength(42);
    expect(all.totalPages).toBe(Math.ceil(CATALOGUE_SIZE / 42));
    const last = await list(`pageNo=${all.totalPages}&pageSize=42`);
    expect(last.content).toHaveLength(CATALOGUE_SIZE % 42 || 42);
  });

  it("filters by game type, vendor, sub-category and name", async () => {
    const rng = await list("gameType=RNG&pageSize=42");
    expect(rng.totalElements).toBeGreaterThan(9000);
    expect(rng.content.every((g) => g.gameType === "RNG")).toBe(true);
    const pg = await list("gameType=RNG&vassalage=PG&pageSize=42");
    expect(pg.content.every((g) => g.vassalage === "PG")).toBe(true);
    const scratch = await list("gameType=RNG&gameClassify=SC&pageSize=42");
    expect(scratch.totalElements).toBeGreaterThan(0);
    expect(scratch.content.every((g) => g.gameClassify === "SC")).toBe(true);
    const dragons = await list("gameName=dragon&pageSize=42");
    expect(dragons.totalElements).toBeGreaterThan(0);
    expect(dragons.content.every((g) => /dragon/i.test(g.gameName))).toBe(true);
    const none = await list("gameName=%25_nothing&pageSize=42");
    expect(none.totalElements).toBe(0);
  });

  it("lists e-sports and cockfight vendors under their own types while the lanes keep them in SPORTS", async () => {
    expect((await list("gameType=ESPORTS")).content.map((g) => g.vassalage)).toEqual(["AV", "IMES", "IA", "AI", "TF"]);
    expect((await list("gameType=COCKFIGHT")).totalElements).toBe(5);
    const lanes = calls.gameVendor.value.parse((await get(server, calls.gameVendor.path)).json?.value).data.lanes;
    const sports = lanes.find((lane) => lane.gameType === "SPORTS")!;
    expect(sports.cards.map((c) => c.vassalage)).toEqual(expect.arrayContaining(["FB", "AV", "SV3", "WS168"]));
    expect(lanes.find((lane) => lane.gameType === "RNG")!.cards.length).toBeGreaterThan(15);
  });

  it("refuses a page size over the limit", async () => {
    const answer = await get(server, `${calls.gameList.path}?pageSize=100000`);
    expect(answer.status).toBe(400);
  });

  it("answers hot games, the winner board, hot matches, popular games and lottery menus to guests", async () => {
    const hot = calls.hotGames.value.parse((await get(server, calls.hotGames.path)).json?.value);
    expect(hot.length).toBeGreaterThan(15);
    const winners = calls.rankList.value.parse((await get(server, `${calls.rankList.path}?gameCategory=ALL&limitNum=20`)).json?.value);
    expect(winners.list).toHaveLength(20);
    expect(winners.list.some((w) => !Number.isInteger(w.vo.winAmount))).toBe(true);
    expect(calls.hotMatches.value.parse((await get(server, calls.hotMatches.path)).json?.value).length).toBeGreaterThan(3);
    const popular = calls.popularGames.value.parse((await get(server, calls.popularGames.path)).json?.value);
    expect(popular.length).toBeGreaterThan(0);
    expect(popular.every((g) => !g.maintenance)).toBe(true);
    const menus = calls.lotteryMenus.value.parse((await get(server, calls.lotteryMenus.path)).json?.value);
    expect(menus.some((m) => m.accountTypeName === "TCG_LOTTO_VN")).toBe(true);
  });

  it("serves a cacheable image per game", async () => {
    const answer = await get(server, "/media/games/42.svg");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(answer.headers.get("Cache-Control")).toContain("immutable");
    expect((await get(server, "/media/games/abc.svg")).status).toBe(404);
  });

  it("draws each game's own picture: its title and vendor on it, no two games alike, no numbered placeholder", async () => {
    const list = calls.gameList.value.parse((await get(server, `${calls.gameList.path}?gameType=RNG&vassalage=PG&pageNo=1&pageSize=6`)).json?.value);
    const arts = await Promise.all(list.content.map(async (g) => ({ game: g, art: (await server.app.request(`http://localhost${g.iconUrl}`)).text() })));
    const texts = await Promise.all(arts.map((a) => a.art));
    arts.forEach(({ game }, i) => {
      for (const word of game.gameName.split(" ")) expect(texts[i]).toContain(word);
      expect(texts[i]).not.toContain(`>#${game.nodeId}<`);
    });
    expect(new Set(texts).size).toBe(texts.length);
    expect((await get(server, "/media/games/9999999.svg")).status).toBe(404);
  });

  it("draws a logo per vendor and 404s unknown vendors", async () => {
    const logo = await server.app.request("http://localhost/media/vendors/PG.svg");
    expect(logo.status).toBe(200);
    expect(logo.headers.get("Cache-Control")).toContain("immutable");
    expect(await logo.text()).toMatch(/^<svg [^]*<text[^>]*>PG SOFT<\/text>/);
    expect((await server.app.request("http://localhost/media/vendors/NOPE.svg")).status).toBe(404);
  });
});

describe("favourites and recent games", () => {
  it("need a session", async () => {
    expect((await get(server, calls.favouriteIds.path)).status).toBe(401);
    expect((await get(server, calls.recentGames.path)).status).toBe(401);
  });

  it("add, list and remove a favourite; adding twice keeps one", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const body = { nodeId: 7, vendor: "PG", gameType: "RNG" };
    expect((await send(server, "POST", calls.addFavourite.path, { token, body })).json?.success).toBe(true);
    expect((await send(server, "POST", calls.addFavourite.path, { token, body })).json?.success).toBe(true);
    expect((await get(server, calls.favouriteIds.path, { token })).json?.value).toEqual(["7"]);
    const page = calls.favouriteList.value.parse((await get(server, `${calls.favouriteList.path}?pageNo=1&pageSize=20`, { token })).json?.value);
    expect(page.content.map((g) => g.nodeId)).toEqual([7]);
    expect((await send(server, "DELETE", calls.removeFavourite.path, { token, body })).json?.success).toBe(true);
    expect((await get(server, calls.favouriteIds.path, { token })).json?.value).toEqual([]);
  });

  it("refuses a favourite of an unknown game", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const answer = await send(server, "POST", calls.addFavourite.path, { token, body: { nodeId: 999_999, vendor: "PG", gameType: "RNG" } });
    expect(answer.json?.errorCode).toBe("GAME_NOT_FOUND");
  });
});

describe("GET /wps/game/launchGame", () => {
  it("answers a demo-game URL with a launch ticket and records the recent game", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const answer = await get(server, `${calls.launchGame.path}?nodeId=1&launchMode=REAL&platform=html5`, { token });
    const value = calls.launchGame.value.parse(answer.json?.value);
    expect(value.content.game_url).toMatch(/^http:\/\/localhost\/demo-game\?ticket=[A-Za-z0-9_-]+$/);
    const recent = calls.recentGames.value.parse((await get(server, `${calls.recentGames.path}?pageNo=1&pageSize=20`, { token })).json?.value);
    expect(recent.content.map((g) => g.nodeId)).toEqual([1]);
  });

  it("refuses a game under maintenance, and the dev route switches the flag", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const pg3 = (await list("gameName=&vassalage=PG&gameType=RNG&pageSize=3")).content[2]!;
    expect(pg3.gameCode).toBe("PG_0003");
    expect(pg3.maintenance).toBe(true);
    const refused = await get(server, `${calls.launchGame.path}?nodeId=${pg3.nodeId}`, { token });
    expect(refused.json).toMatchObject({ success: false, errorCode: "GAME_MAINTENANCE" });
    await send(server, "POST", "/dev/games/maintenance", { body: { gameCode: "PG_0003", maintenance: false } });
    expect((await get(server, `${calls.launchGame.path}?nodeId=${pg3.nodeId}`, { token })).json?.success).toBe(true);
  });

  it("tells a trial account that a real account is needed", async () => {
    const trial = await postEncrypted(server, calls.freePlay.path, { os: "Windows", platform: "W" }, { headers: { "X-Gateway-Version": "3" } });
    const token = (trial.json?.value as { token: string }).token;
    const answer = await get(server, `${calls.launchGame.path}?nodeId=1`, { token });
    expect(answer.json).toMatchObject({ success: false, errorCode: "REAL_ACCOUNT_REQUIRED" });
  });

  it("needs a session", async () => {
    expect((await get(server, `${calls.launchGame.path}?nodeId=1`)).status).toBe(401);
    expect((await get(server, `${calls.launchGame.path}?nodeId=1&launchMode=REAL`)).status).toBe(401);
  });

  // The tile's free-trial button (supportPlay 0) starts the game in trial mode for everyone.
  it("starts a free trial of a supportPlay 0 game for a visitor, a trial account and a member, with play money", async () => {
    const games = (await list("gameName=&vassalage=PG&gameType=RNG&pageSize=12")).content;
    const free = games.find((g) => g.supportPlay === 0 && !g.maintenance)!;
    const paid = games.find((g) => g.supportPlay !== 0 && !g.maintenance)!;
    const trial = await postEncrypted(server, calls.freePlay.path, { os: "Windows", platform: "W" }, { headers: { "X-Gateway-Version": "3" } });
    const trialToken = (trial.json?.value as { token: string }).token;
    const memberToken = await tokenFor(server, "demo", "Demo1234");
    for (const token of [undefined, trialToken, memberToken]) {
      const answer = await get(server, `${calls.launchGame.path}?nodeId=${free.nodeId}&launchMode=TRIAL`, { token });
      const value = calls.launchGame.value.parse(answer.json?.value);
      expect(value.content.game_url).toBe(`http://localhost/demo-game?mode=trial&game=${free.gameCode}`);
    }
    const refused = await get(server, `${calls.launchGame.path}?nodeId=${paid.nodeId}&launchMode=TRIAL`);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ success: false, errorCode: "INVALID_REQUEST" });
  });
});

describe("lottery calls", () => {
  it("list the menus of a prize mode", async () => {
    const menusOf = async (prizeMode: string) =>
      calls.lotteryMenus.value.parse((await get(server, `${calls.lotteryMenus.path}?prizeMode=${prizeMode}&device=WEB`)).json?.value);
    const elott = await menusOf("ELOTT");
    expect(new Set(elott.map((m) => m.accountTypeName))).toEqual(new Set(["TCG_LOTTO_VN", "TCG", "VR", "GW"]));
    expect((await menusOf("LOTT")).every((m) => m.prizeMode === "LOTT")).toBe(true);
    expect((await menusOf("SEA")).every((m) => m.accountTypeName === "SEA")).toBe(true);
    expect(await menusOf("ZY")).toEqual([]);
  });

  it("answer the last draw of a lottery game, the same for everyone until the next draw", async () => {
    const path = `${calls.openedNumero.path}?gameCode=TCG_LOTTO_VN_LOTT_0001`;
    const first = calls.openedNumero.value.parse((await get(server, path)).json?.value);
    expect(first.numbers).toHaveLength(5);
    expect(first.numbers.every((n) => /^\d{5,6}$/.test(n))).toBe(true);
    expect(Date.parse(first.nextOpenTime) - Date.parse(first.openTime)).toBe(5 * 60 * 1000);
    expect(calls.openedNumero.value.parse((await get(server, path)).json?.value)).toEqual(first);
    expect((await get(server, `${calls.openedNumero.path}?gameCode=PG_0001`)).json).toMatchObject({ success: false, errorCode: "GAME_NOT_FOUND" });
  });

  it("launch a lottery game by its code and the FB sports book, for members only", async () => {
    const token = await tokenFor(server, "demo", "Demo1234");
    const lottery = await get(server, `${calls.launchGame.path}?launchMode=LOTT&lottoArea=VN&prizeMode=ELOTT&gameId=TCG_LOTTO_VN_LOTT_0002&device=WEB`, { token });
    expect(calls.launchGame.value.parse(lottery.json?.value).content.game_url).toMatch(/\/demo-game\?ticket=/);
    const fb = calls.launchFb.value.parse((await get(server, calls.launchFb.path, { token })).json?.value);
    expect(fb.content).toMatchObject({ seamless: true });
    expect((await get(server, calls.launchFb.path)).status).toBe(401);
  });
});
