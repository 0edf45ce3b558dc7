import { describe, expect, it } from "vitest";
import { AGENT_PAGES, AGENT_ROUTES, MEMBER_PAGES, MEMBER_ROUTES, VISITOR_ROUTES } from "../../e2e/all-routes";
import { AGENT_PAGES as TABLE_AGENT_PAGES, MEMBER_PAGES as TABLE_MEMBER_PAGES, ROUTES } from "../../src/routes/route-table";

/** The browser walk (e2e/page-health.spec.ts) visits every route: this fails when the route table grows without it. */
describe("the page-health walk's route list", () => {
  const walked = new Set<string>([...VISITOR_ROUTES, ...MEMBER_ROUTES, ...AGENT_ROUTES]);

  it("has every fixed route of the route table", () => {
    const fixed = ROUTES.map((route) => route.path).filter((path) => !path.includes("$"));
    expect(fixed.filter((path) => !walked.has(path))).toEqual([]);
  });

  it("has every parameterised route, every member-centre page and every agent-centre page", () => {
    expect([...walked].some((path) => path.startsWith("/games/"))).toBe(true);
    expect([...MEMBER_PAGES].sort()).toEqual([...TABLE_MEMBER_PAGES].sort());
    expect([...AGENT_PAGES].sort()).toEqual([...TABLE_AGENT_PAGES].sort());
    const parameterised = ROUTES.map((route) => route.path).filter((path) => path.includes("$"));
    expect(parameterised.sort()).toEqual(["/agent/$page", "/games/$centre", "/member/$page"]);
  });
});
