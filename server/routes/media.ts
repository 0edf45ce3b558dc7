import type { Hono } from "hono";
import { pick, type Lang } from "../lang";

const PALETTES: [string, string, [string, string]][] = [
  ["#0b3d91", "#1e88e5", ["โบนัสต้อนรับ 100%", "Welcome bonus 100%"]],
  ["#6a1b9a", "#d81b60", ["คาสิโนสดทุกคืน", "Live casino every night"]],
  ["#1b5e20", "#43a047", ["คืนยอดเสียสล็อตทุกวัน 1.2%", "Daily slots rebate 1.2%"]],
  ["#e65100", "#fb8c00", ["กีฬาและอีสปอร์ต", "Sports and e-sports"]],
];

/** A banner drawn by the server, 1200 x 400, so the demo needs no outside images; its words in Thai or English. */
export function bannerSvg(n: number, lang: Lang = "TH"): string {
  const [from, to, titles] = PALETTES[(n - 1) % PALETTES.length] ?? PALETTES[0]!;
  const title = pick(lang, ...titles);
  const subtitle = pick(lang, `แบนเนอร์ตัวอย่าง ${n}`, `Demo banner ${n}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1200" height="400" fill="url(#g)"/>
  <circle cx="1020" cy="80" r="160" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="160" cy="360" r="120" fill="#ffffff" fill-opacity="0.06"/>
  <text x="80" y="190" font-family="Sarabun, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${title}</text>
  <text x="80" y="260" font-family="Sarabun, Arial, sans-serif" font-size="32" fill="#ffffff" fill-opacity="0.85">${subtitle}</text>
</svg>
`;
}

/** Generated media: banner SVGs. */
export function mediaRoutes(app: Hono): void {
  app.get("/media/banners/:file", (c) => {
    const match = /^([1-9][0-9]?)\.svg$/.exec(c.req.param("file"));
    if (!match?.[1]) return c.notFound();
    const lang: Lang = c.req.query("lang")?.toUpperCase() === "EN" ? "EN" : "TH";
    return c.body(bannerSvg(Number(match[1]), lang), 200, {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    });
  });
}
