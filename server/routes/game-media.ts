import type { Hono } from "hono";
import { catalogue, type CatalogueGame } from "../games/catalogue";
import { TEAM_COUNT, teamName } from "../games/showcase";
import { escapeXml } from "../media/font";
import { gameArt, vendorCardArt, vendorLogo } from "../media/game-art";

const HUES = [8, 28, 48, 140, 168, 196, 220, 262, 290, 330];

let byNodeId: Map<number, CatalogueGame> | undefined;
/** The seeded catalogue by node id (generated once: the same games the database was seeded with). */
function gameOf(nodeId: number): CatalogueGame | undefined {
  byNodeId ??= new Map(catalogue().map((g) => [g.nodeId, g]));
  return byNodeId.get(nodeId);
}

let lanes: Set<string> | undefined;
/** Whether the catalogue has the vendor (with `gameType`: in that platform game type). */
function knownVendor(code: string, gameType?: string): boolean {
  lanes ??= new Set(catalogue().flatMap((g) => [g.vassalage, `${g.vassalage}/${g.gameType}`]));
  return lanes.has(gameType ? `${code}/${gameType}` : code);
}

function teamSvg(n: number): string {
  const name = teamName(n);
  const hue = HUES[n % HUES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<circle cx="32" cy="32" r="30" fill="hsl(${hue},65%,40%)"/>
<text x="32" y="40" text-anchor="middle" font-family="Arial,sans-serif" font-size="22" font-weight="700" fill="#fff">${escapeXml(name.slice(0, 2).toUpperCase())}</text>
</svg>
`;
}

const SVG_HEADERS = { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=31536000, immutable" };

/** Generated game art, vendor logos and team crests: deterministic per id, so they are cached for a year. */
export function gameMediaRoutes(app: Hono): void {
  app.get("/media/games/:file", (c) => {
    const match = /^([1-9][0-9]{0,6})\.svg$/.exec(c.req.param("file"));
    const game = match?.[1] ? gameOf(Number(match[1])) : undefined;
    if (!game) return c.notFound();
    return c.body(gameArt(game), 200, SVG_HEADERS);
  });
  app.get("/media/vendors/:file", (c) => {
    const match = /^([A-Z0-9_]{1,20})\.svg$/.exec(c.req.param("file"));
    if (!match?.[1] || !knownVendor(match[1])) return c.notFound();
    return c.body(vendorLogo(match[1]), 200, SVG_HEADERS);
  });
  app.get("/media/vendors/:vendor/:file", (c) => {
    const vendor = c.req.param("vendor");
    const match = /^([A-Z]{2,10})\.svg$/.exec(c.req.param("file"));
    if (!match?.[1] || !knownVendor(vendor, match[1])) return c.notFound();
    return c.body(vendorCardArt(vendor, match[1]), 200, SVG_HEADERS);
  });
  app.get("/media/teams/:file", (c) => {
    const match = /^([0-9]{1,2})\.svg$/.exec(c.req.param("file"));
    if (!match?.[1] || Number(match[1]) >= TEAM_COUNT) return c.notFound();
    return c.body(teamSvg(Number(match[1])), 200, SVG_HEADERS);
  });
}
