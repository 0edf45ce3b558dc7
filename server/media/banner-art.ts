import { pick, type Lang } from "../lang";
import { SEED_BANNER_COPY, type BannerCopy } from "../seed-data";
import { embeddedSarabun, escapeXml } from "./font";

type Theme = { from: string; to: string; glow: string; accent: string; motif: (accent: string) => string };

/** Gold coins stacked, with a large percentage badge. */
const coins = (accent: string) => `
  <g transform="translate(860 70)">
    <circle cx="130" cy="130" r="128" fill="${accent}" fill-opacity="0.18"/>
    ${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="${70 + (i % 2) * 14}" cy="${250 - i * 26}" rx="70" ry="22" fill="#f7c948" stroke="#b7791f" stroke-width="4"/>`).join("")}
    <ellipse cx="84" cy="146" rx="70" ry="22" fill="#fde68a" stroke="#b7791f" stroke-width="4"/>
    <circle cx="210" cy="110" r="74" fill="#fde047" stroke="#b45309" stroke-width="8"/>
    <circle cx="210" cy="110" r="56" fill="none" stroke="#b45309" stroke-width="3" stroke-dasharray="6 6"/>
    <text x="210" y="128" text-anchor="middle" font-size="52" fill="#92400e">฿</text>
  </g>`;

/** Two playing cards and casino chips. */
const cards = (accent: string) => `
  <g transform="translate(840 60)">
    <circle cx="150" cy="140" r="130" fill="${accent}" fill-opacity="0.16"/>
    <g transform="rotate(-14 110 150)"><rect x="40" y="40" width="140" height="200" rx="14" fill="#fff"/><text x="62" y="92" font-size="40" fill="#b91c1c">A</text><path d="M0 30 C -40 0 -40 -30 -20 -35 C -8 -38 0 -28 0 -20 C 0 -28 8 -38 20 -35 C 40 -30 40 0 0 30 Z" fill="#b91c1c" transform="translate(110 150) scale(1.3)"/></g>
    <g transform="rotate(10 200 150)"><rect x="140" y="40" width="140" height="200" rx="14" fill="#fff"/><text x="162" y="92" font-size="40" fill="#111827">K</text><path d="M0 -35 C -40 -5 -40 25 -20 28 C -8 30 -2 22 0 16 L -8 38 L 8 38 L 0 16 C 2 22 8 30 20 28 C 40 25 40 -5 0 -35 Z" fill="#111827" transform="translate(210 150) scale(1.3)"/></g>
    ${[0, 1, 2].map((i) => `<g transform="translate(${30 + i * 34} ${262 - i * 8})"><circle r="30" fill="${["#dc2626", "#2563eb", "#16a34a"][i]}"/><circle r="20" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="8 6"/></g>`).join("")}
  </g>`;

/** A slot machine's three reels showing sevens. */
const reels = (accent: string) => `
  <g transform="translate(820 70)">
    <rect x="0" y="0" width="320" height="240" rx="28" fill="#111827" stroke="${accent}" stroke-width="8"/>
    ${[0, 1, 2].map((i) => `<rect x="${24 + i * 96}" y="40" width="80" height="160" rx="12" fill="#fff"/><text x="${64 + i * 96}" y="146" text-anchor="middle" font-size="84" fill="#dc2626">7</text>`).join("")}
    <rect x="336" y="60" width="14" height="110" rx="7" fill="#9ca3af"/><circle cx="343" cy="52" r="18" fill="#dc2626"/>
  </g>`;

/** A football on a pitch's centre circle. */
const football = (accent: string) => `
  <g transform="translate(850 60)">
    <circle cx="150" cy="140" r="132" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="6"/>
    <circle cx="150" cy="140" r="100" fill="#fff" stroke="${accent}" stroke-width="6"/>
    <polygon points="150,100 188,128 174,172 126,172 112,128" fill="#111827"/>
    ${[0, 72, 144, 216, 288].map((a) => `<polygon points="0,-96 22,-76 14,-54 -14,-54 -22,-76" fill="#111827" transform="translate(150 140) rotate(${a})"/>`).join("")}
  </g>`;

const THEMES: Theme[] = [
  { from: "#3b0764", to: "#9d174d", glow: "#f59e0b", accent: "#fbbf24", motif: coins },
  { from: "#0f172a", to: "#1e3a8a", glow: "#ef4444", accent: "#f87171", motif: cards },
  { from: "#064e3b", to: "#0e7490", glow: "#facc15", accent: "#facc15", motif: reels },
  { from: "#1c1917", to: "#15803d", glow: "#a3e635", accent: "#bef264", motif: football },
];

/** Splits a subtitle into at most two lines of about `width` characters, at spaces (Thai copy is written with spaces). */
function lines(text: string, width: number): string[] {
  const words = text.split(" ");
  const out: string[] = [""];
  for (const word of words) {
    const last = out[out.length - 1]!;
    if (last && (last + " " + word).length > width && out.length < 2) out.push(word);
    else out[out.length - 1] = last ? `${last} ${word}` : word;
  }
  return out;
}

function art(copy: BannerCopy, theme: Theme, lang: Lang): string {
  const kicker = escapeXml(pick(lang, copy.kickerTh, copy.kickerEn));
  const title = escapeXml(pick(lang, copy.titleTh, copy.titleEn));
  const subtitle = lines(pick(lang, copy.subtitleTh, copy.subtitleEn), 44).map(escapeXml);
  const action = escapeXml(pick(lang, copy.actionTh, copy.actionEn));
  const actionWidth = 60 + action.length * (lang === "TH" ? 20 : 17);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs>${embeddedSarabun()}
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient>
  <radialGradient id="glow" cx="0.78" cy="0.45" r="0.55"><stop offset="0" stop-color="${theme.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${theme.glow}" stop-opacity="0"/></radialGradient>
  <pattern id="rays" width="40" height="40" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="14" height="40" fill="#fff" fill-opacity="0.04"/></pattern>
</defs>
<rect width="1200" height="400" fill="url(#bg)"/>
<rect width="1200" height="400" fill="url(#rays)"/>
<rect width="1200" height="400" fill="url(#glow)"/>
${theme.motif(theme.accent)}
<rect x="72" y="58" width="${40 + kicker.length * (lang === "TH" ? 12 : 16)}" height="40" rx="20" fill="${theme.accent}"/>
<text x="92" y="86" font-size="24" fill="#1f2937">${kicker}</text>
<text x="72" y="182" font-size="68" fill="#fff">${title}</text>
${subtitle.map((line, i) => `<text x="74" y="${236 + i * 40}" font-size="32" fill="#fff" fill-opacity="0.9">${line}</text>`).join("\n")}
<rect x="72" y="${subtitle.length > 1 ? 300 : 270}" width="${actionWidth}" height="56" rx="28" fill="${theme.accent}"/>
<text x="${72 + actionWidth / 2}" y="${subtitle.length > 1 ? 338 : 308}" text-anchor="middle" font-size="28" fill="#1f2937">${action}</text>
</svg>
`;
}

/** Banner `n` (1-based), 1200 x 400, its words in Thai or English; undefined when the seed has no such banner. */
export function bannerSvg(n: number, lang: Lang = "TH"): string | undefined {
  const copy = SEED_BANNER_COPY[n - 1];
  if (!copy) return undefined;
  return art(copy, THEMES[(n - 1) % THEMES.length]!, lang);
}
