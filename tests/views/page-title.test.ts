import { describe, expect, it } from "vitest";
import { activateLanguage, i18n } from "../../src/i18n";
import { ROUTES } from "../../src/routes/route-table";
import { documentTitle, FRAME_TITLES, pageTitleOf, type TitledRoute } from "../../src/views/common/page-title";
import { readPo } from "../i18n/po";

const thai = new Map(readPo("src/locales/th/messages.po").map((entry) => [entry.id, entry.translation]));

const routeTitle = (path: string) => ROUTES.find((route) => route.path === path)!.title;
const route = (routeId: string, pathname: string, params: Record<string, string> = {}): TitledRoute => ({ routeId, pathname, params, title: routeTitle(routeId) });
const titleIn = (language: "en" | "th", titled: TitledRoute) => {
  activateLanguage(language);
  return documentTitle(i18n._(pageTitleOf(titled)));
};

describe("page titles: each route names its own page", () => {
  it("names each page in English", () => {
    expect(titleIn("en", route("/", "/"))).toBe("Home | Royal Play");
    expect(titleIn("en", route("/rng", "/rng"))).toBe("Slots | Royal Play");
    expect(titleIn("en", route("/register", "/register"))).toBe("Register | Royal Play");
    expect(titleIn("en", route("/member/$page", "/member/withdraw", { page: "withdraw" }))).toBe("Withdraw | Royal Play");
    expect(titleIn("en", route("/agent/$page", "/agent/agentTeamOverview", { page: "agentTeamOverview" }))).toBe("Team overview | Royal Play");
    expect(titleIn("en", route("/games/$centre", "/games/RNG", { centre: "RNG" }))).toBe("Slots | Royal Play");
    expect(titleIn("en", route("/games/$centre", "/games/all", { centre: "all" }))).toBe("All games | Royal Play");
    expect(titleIn("en", { routeId: undefined, pathname: "/nowhere", params: {}, title: undefined })).toBe("Page not found | Royal Play");
  });

  it("gives different routes different titles", () => {
    const titles = ROUTES.filter((r) => !r.path.includes("$") && !["/index", "/index.html", "/home"].includes(r.path)).map((r) =>
      titleIn("en", route(r.path, r.path)),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("names each page in Thai from the Thai catalogue", () => {
    expect(titleIn("th", route("/rng", "/rng"))).toBe(`${thai.get("Slots")} | Royal Play`);
    expect(titleIn("th", route("/member/$page", "/member/withdraw", { page: "withdraw" }))).toBe(`${thai.get("Withdraw")} | Royal Play`);
    expect(titleIn("th", route("/games/$centre", "/games/LIVE", { centre: "LIVE" }))).toBe(`${thai.get("Live casino")} | Royal Play`);
    expect(thai.get("Slots")).not.toBe("Slots");
  });

  it("names the whole-site screens by their headings", () => {
    activateLanguage("en");
    expect(documentTitle(i18n._(FRAME_TITLES.maintenance!))).toBe("System maintenance | Royal Play");
    expect(documentTitle(i18n._(FRAME_TITLES.regionBlocked!))).toBe("Access restricted | Royal Play");
    activateLanguage("th");
    expect(documentTitle(i18n._(FRAME_TITLES.maintenance!))).toBe(`${thai.get("System maintenance")} | Royal Play`);
  });
});
