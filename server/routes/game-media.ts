import type { Hono } from "hono";
import { TEAM_COUNT, teamName } from "../games/showcase";

const HUES = [8, 28, 48, 140, 168, 196, 220, 262, 290, 330];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A game tile drawn by the server, 200 x 200 (the lobby shows it at fixed sizes). */
export function gameSvg(nodeId: number): string {
  const hue = HUES[nodeId % HUES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,25%)"/></linearGradient></defs>
<rect width="200" height="200" rx="16" fill="url(#g)"/>
<circle cx="${60 + (nodeId % 80)}" cy="${50 + (nodeId % 60)}" r="${30 + (nodeId % 40)}" fill="#fff" fill-opacity="0.12"/>
<text x="100" y="118" text-anchor="middle" font-family="Arial,sans-serif" font-size="44" font-weight="700" fill="#fff">#${nodeId}</text>
</svg>
`;
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

/** Generated game images and team crests: deterministic per id, so they are cached for a year. */
export function gameMediaRoutes(app: Hono): void {
  app.get("/media/games/:file", (c) => {
    const match = /^([1-9][0-9]{0,4})\.svg$/.exec(c.req.param("file"));
    if (!match?.[1]) return c.notFound();
    return c.body(gameSvg(Number(match[1])), 200, SVG_HEADERS);
  });
  app.get("/media/teams/:file", (c) => {
    const match = /^([0-9]{1,2})\.svg$/.exec(c.req.param("file"));
    if (!match?.[1] || Number(match[1]) >= TEAM_COUNT) return c.notFound();
    return c.body(teamSvg(Number(match[1])), 200, SVG_HEADERS);
  });
}
