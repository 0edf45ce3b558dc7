import type { Hono } from "hono";
import type { Lang } from "../lang";
import { bannerSvg } from "../media/banner-art";

/** Generated media: banner SVGs (server/media/banner-art.ts), their words in the `lang` query's language. */
export function mediaRoutes(app: Hono): void {
  app.get("/media/banners/:file", (c) => {
    const match = /^([1-9][0-9]?)\.svg$/.exec(c.req.param("file"));
    const lang: Lang = c.req.query("lang")?.toUpperCase() === "EN" ? "EN" : "TH";
    const svg = match?.[1] ? bannerSvg(Number(match[1]), lang) : undefined;
    if (!svg) return c.notFound();
    return c.body(svg, 200, {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    });
  });
}
