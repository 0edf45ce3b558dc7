import { describe, expect, it } from "vitest";
import { CATEGORY_GAME_TYPES, gameTypeOfPath, isGamePage, pathOfGameType, showsHeaderOnly } from "../../src/routes/categories";
import { ROUTES, routeNeedsLogin } from "../../src/routes/route-table";

describe("routes", () => {
  it("maps every category route to its game type and back", () => {
    for (const [path, type] of Object.entries(CATEGORY_GAME_TYPES)) {
      expect(gameTypeOfPath(path)).toBe(type);
      expect(pathOfGameType(type)).toBe(path);
    }
    expect(gameTypeOfPath("/rng")).toBe("RNG");
    expect(pathOfGameType("LOTT")).toBe("/lott");
    expect(pathOfGameType("NOPE")).toBeUndefined();
  });

  it("counts /seamless, /lottery, /vnLottery and /seaLottery pages as game pages", () => {
    for (const path of ["/seamless", "/lottery", "/vnLottery", "/seaLottery", "/seamless/abc"]) expect(isGamePage(path)).toBe(true);
    for (const path of ["/", "/lott", "/sports", "/seamlessly"]) expect(isGamePage(path)).toBe(false);
  });

  it("shows the header only on lottery and fbSports pages", () => {
    expect(["/lottery", "/seaLottery", "/vnLottery", "/fbSports"].every(showsHeaderOnly)).toBe(true);
    expect(showsHeaderOnly("/sports")).toBe(false);
  });

  it("holds every route of spec.md section 2", () => {
    const paths = ROUTES.map((route) => route.path);
    for (const path of ["/", "/index", "/index.html", "/home", "/login", "/register", "/down", "/help", "/fish", "/pvp", "/live",
      "/sports", "/esports", "/cockfight", "/elott", "/rng", "/lott", "/hot", "/lottery", "/seaLottery", "/vnLottery", "/fbSports",
      "/promotions", "/join", "/pointMall", "/seamless", "/agentHome"]) {
      expect(paths).toContain(path);
    }
  });

  it("names the pages /member/<page> and /agent/<page> take: any other is the not-found page, not /login", () => {
    const pagesOf = (path: string) => ROUTES.find((route) => route.path === path)?.pages;
    // Spec section 2: member-centre and agent-centre pages.
    expect(pagesOf("/member/$page")).toEqual(expect.arrayContaining(["securityCenter", "depositv2", "withdraw", "messageV2", "manualRebate"]));
    expect(pagesOf("/agent/$page")).toEqual(expect.arrayContaining(["agentAnnouncement", "agentTeamOverview", "registerCenter", "agentRealtimeSalary"]));
    expect(pagesOf("/agent/$page")).not.toContain("nonsense");
  });

  it("knows which pages need a session", () => {
    expect(routeNeedsLogin("/lottery")).toBe(true);
    expect(routeNeedsLogin("/member/withdraw")).toBe(true);
    expect(routeNeedsLogin("/vnLottery/")).toBe(true);
    expect(routeNeedsLogin("/")).toBe(false);
    expect(routeNeedsLogin("/rng")).toBe(false);
  });
});
