import type { CatalogueGame } from "../games/catalogue";
import { escapeXml } from "./font";

/**
 * Generated game art: a tile per game (its vendor's colours, a picture chosen from its name and category, its title)
 * and a logo per vendor. Deterministic: the same game always gets the same picture, so the answers are cached.
 * Titles and vendor names are Latin: the fonts every machine has draw them (a picture in `<img>` cannot use the page's).
 */

const FONT = `font-family="Sarabun, Arial, Helvetica, 'DejaVu Sans', sans-serif" font-weight="700"`;

/** Vendors' names as players know them; a vendor not listed shows its code. */
const VENDOR_NAMES: Record<string, string> = {
  PG: "PG SOFT", PP: "PRAGMATIC", EVO: "EVOLUTION", NETENT: "NetEnt", HABANERO: "Habanero", REDTIGER: "Red Tiger",
  EVOPLAY: "Evoplay", NOLIMIT: "Nolimit", RELAX: "Relax", TCG_LOTTO_VN: "VN LOTTO", SEXY: "SEXY", SPADE: "SPADEGAMING",
};
export const vendorName = (code: string) => VENDOR_NAMES[code] ?? code.replace(/_/g, " ");

/** A small deterministic generator (mulberry32) so one seed always draws the same details. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** A vendor's two hues: every game of one vendor shares its look. */
function vendorHues(vendor: string): [number, number] {
  const h = hashOf(vendor);
  const hue = h % 360;
  return [hue, (hue + 30 + (h >> 9) % 60) % 360];
}

type Motif = "seven" | "gem" | "crown" | "star" | "coin" | "cherry" | "bell" | "fish" | "cards" | "ball" | "lotto" | "roulette" | "lotus" | "chip";

/** Pictures, each drawn in a 100 x 100 box around 0,0 (accent = a colour that stands out on the vendor's background). */
const MOTIFS: Record<Motif, (accent: string, n: number) => string> = {
  seven: () => `<text x="0" y="34" text-anchor="middle" font-size="100" ${FONT} fill="#dc2626" stroke="#fff" stroke-width="5" paint-order="stroke">7</text>`,
  gem: (a) => `<polygon points="-44,-14 -24,-38 24,-38 44,-14 0,42" fill="${a}" stroke="#fff" stroke-width="4"/><polyline points="-44,-14 44,-14 M-24,-38 -10,-14 0,42 10,-14 24,-38" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="3"/>`,
  crown: (a) => `<polygon points="-44,30 -48,-24 -20,4 0,-34 20,4 48,-24 44,30" fill="#facc15" stroke="#92400e" stroke-width="4"/><circle cx="0" cy="12" r="8" fill="${a}"/><circle cx="-26" cy="16" r="6" fill="#dc2626"/><circle cx="26" cy="16" r="6" fill="#2563eb"/>`,
  star: (a) => `<polygon points="0,-46 13,-15 46,-14 20,7 29,40 0,22 -29,40 -20,7 -46,-14 -13,-15" fill="#fde047" stroke="${a}" stroke-width="5"/>`,
  coin: () => `<circle r="42" fill="#fbbf24" stroke="#92400e" stroke-width="5"/><circle r="30" fill="none" stroke="#92400e" stroke-width="3" stroke-dasharray="5 5"/><rect x="-7" y="-22" width="14" height="44" rx="4" fill="#92400e"/>`,
  cherry: () => `<path d="M-14 14 C -10 -16 0 -30 20 -40 M 18 12 C 16 -10 18 -26 20 -40" fill="none" stroke="#15803d" stroke-width="5"/><path d="M20 -40 C 34 -44 44 -36 46 -26 C 34 -24 24 -30 20 -40 Z" fill="#22c55e"/><circle cx="-16" cy="22" r="20" fill="#dc2626" stroke="#7f1d1d" stroke-width="3"/><circle cx="20" cy="20" r="20" fill="#e11d48" stroke="#7f1d1d" stroke-width="3"/>`,
  bell: () => `<path d="M0 -42 C 26 -42 30 -14 32 10 C 34 22 42 26 42 32 L -42 32 C -42 26 -34 22 -32 10 C -30 -14 -26 -42 0 -42 Z" fill="#facc15" stroke="#92400e" stroke-width="4"/><circle cy="40" r="9" fill="#92400e"/>`,
  fish: (a) => `<ellipse cx="-6" rx="36" ry="24" fill="${a}" stroke="#fff" stroke-width="4"/><polygon points="26,0 48,-22 48,22" fill="${a}" stroke="#fff" stroke-width="4"/><circle cx="-26" cy="-6" r="6" fill="#fff"/><circle cx="-26" cy="-6" r="3" fill="#111827"/>`,
  cards: () => `<g transform="rotate(-12)"><rect x="-40" y="-40" width="50" height="72" rx="6" fill="#fff"/><path d="M0 14 C -18 0 -18 -14 -9 -16 C -4 -17 0 -13 0 -9 C 0 -13 4 -17 9 -16 C 18 -14 18 0 0 14 Z" fill="#dc2626" transform="translate(-15 -2)"/></g><g transform="rotate(12)"><rect x="-6" y="-36" width="50" height="72" rx="6" fill="#fff"/><path d="M0 -16 C -18 -2 -18 12 -9 13 C -4 14 -1 10 0 7 L -4 17 L 4 17 L 0 7 C 1 10 4 14 9 13 C 18 12 18 -2 0 -16 Z" fill="#111827" transform="translate(19 0)"/></g>`,
  ball: () => `<circle r="42" fill="#fff" stroke="#111827" stroke-width="3"/><polygon points="0,-16 15,-5 9,13 -9,13 -15,-5" fill="#111827"/>${[0, 72, 144, 216, 288].map((r) => `<polygon points="0,-42 9,-33 6,-25 -6,-25 -9,-33" fill="#111827" transform="rotate(${r})"/>`).join("")}`,
  lotto: (_a, n) => [[-26, 12, "#dc2626"], [26, 12, "#2563eb"], [0, -26, "#16a34a"]].map(([x, y, c], i) => `<circle cx="${x}" cy="${y}" r="24" fill="${c}" stroke="#fff" stroke-width="3"/><circle cx="${x}" cy="${y}" r="13" fill="#fff"/><text x="${x}" y="${Number(y) + 6}" text-anchor="middle" font-size="17" ${FONT} fill="#111827">${(n * (i + 3)) % 90 + 1}</text>`).join(""),
  roulette: () => `<circle r="44" fill="#111827" stroke="#facc15" stroke-width="5"/>${Array.from({ length: 12 }, (_, i) => `<path d="M0 0 L ${(38 * Math.sin((i * Math.PI) / 6)).toFixed(1)} ${(-38 * Math.cos((i * Math.PI) / 6)).toFixed(1)} A 38 38 0 0 1 ${(38 * Math.sin(((i + 1) * Math.PI) / 6)).toFixed(1)} ${(-38 * Math.cos(((i + 1) * Math.PI) / 6)).toFixed(1)} Z" fill="${i % 2 ? "#dc2626" : "#111827"}"/>`).join("")}<circle r="14" fill="#facc15"/><circle cx="0" cy="-30" r="5" fill="#fff"/>`,
  lotus: (a) => `${[-60, -30, 0, 30, 60].map((r) => `<ellipse cy="-18" rx="13" ry="28" fill="${a}" stroke="#fff" stroke-width="3" transform="rotate(${r} 0 12)"/>`).join("")}<ellipse cy="22" rx="40" ry="9" fill="#15803d"/>`,
  chip: (a) => `<circle r="42" fill="${a}"/><circle r="42" fill="none" stroke="#fff" stroke-width="10" stroke-dasharray="14 19"/><circle r="26" fill="#fff"/><circle r="20" fill="${a}"/>`,
};

const WORD_MOTIFS: [RegExp, Motif][] = [
  [/Treasure|Riches|Gold|Jackpot|Fortune|Heist/, "coin"],
  [/Gems|Diamond|Emerald|Ruby|Sapphire|Crystal|Jade/, "gem"],
  [/King|Queen|Empire|Kingdom|Dynasty|Pharaoh|Temple|Royal/, "crown"],
  [/Fruits|Garden|Festival|Party/, "cherry"],
  [/Sevens|Spins|Rush|Mega|Super/, "seven"],
  [/Bells/, "bell"],
  [/Koi|Pirates|Ocean|Voyage/, "fish"],
  [/Lotus|Panda|Safari|Buffalo|Wolves/, "lotus"],
  [/Stars|Legends|Quest|Hunter|Cosmic|Phoenix/, "star"],
];

function motifOf(game: Pick<CatalogueGame, "gameType" | "gameName" | "vassalage" | "nodeId">): Motif {
  switch (game.gameType) {
    case "FISH":
      return "fish";
    case "PVP":
      return game.nodeId % 3 === 0 ? "chip" : "cards";
    case "LIVE":
      return /Roulette|Sic Bo|Fan Tan/.test(game.gameName) ? "roulette" : /Dragon Tiger/.test(game.gameName) ? "chip" : "cards";
    case "SPORTS":
      return "ball";
    case "LOTT":
    case "ELOTT":
      return "lotto";
    default: {
      // The noun decides first (it is the second word); the adjective when the noun says nothing.
      const words = game.gameName.split(" ");
      for (const word of [words[1] ?? "", words[0] ?? ""]) for (const [pattern, motif] of WORD_MOTIFS) if (pattern.test(word)) return motif;
      const all: Motif[] = ["seven", "gem", "crown", "star", "coin", "cherry", "bell"];
      return all[hashOf(game.gameName) % all.length]!;
    }
  }
}

/** A title in at most two lines of about 14 characters, at spaces. */
function titleLines(name: string): string[] {
  const out: string[] = [];
  for (const word of name.split(" ")) {
    const last = out.at(-1);
    if (last !== undefined && (last.length + 1 + word.length <= 14 || out.length === 2)) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

/** The tile of one game, 200 x 200 (`badge: false` leaves out the vendor's name in the corner). */
export function gameArt(game: Pick<CatalogueGame, "gameType" | "gameName" | "vassalage" | "nodeId">, { badge = true } = {}): string {
  const [h1, h2] = vendorHues(game.vassalage);
  const rnd = random(game.nodeId * 2654435761);
  const shift = Math.round(rnd() * 30 - 15);
  const accent = `hsl(${(h1 + 180) % 360},85%,60%)`;
  const lines = titleLines(game.gameName);
  const size = lines.some((l) => l.length > 12) ? 19 : 22;
  const pattern = game.nodeId % 3;
  const sparkles = Array.from({ length: 5 }, () => `<circle cx="${Math.round(rnd() * 200)}" cy="${Math.round(rnd() * 120)}" r="${(1.5 + rnd() * 3).toFixed(1)}" fill="#fff" fill-opacity="${(0.4 + rnd() * 0.5).toFixed(2)}"/>`).join("");
  const tilt = Math.round(rnd() * 24 - 12);
  const scale = (0.95 + rnd() * 0.2).toFixed(2);
  const texture =
    pattern === 0
      ? `<g fill="#fff" fill-opacity="0.07">${Array.from({ length: 12 }, (_, i) => `<polygon points="100,78 ${100 + 200 * Math.cos((i * Math.PI) / 6)},${78 + 200 * Math.sin((i * Math.PI) / 6)} ${100 + 200 * Math.cos(((i + 0.5) * Math.PI) / 6)},${78 + 200 * Math.sin(((i + 0.5) * Math.PI) / 6)}"/>`).join("")}</g>`
      : pattern === 1
        ? `<g fill="#fff" fill-opacity="0.08">${Array.from({ length: 30 }, (_, i) => `<circle cx="${(i % 6) * 36 + 10}" cy="${Math.floor(i / 6) * 36 + 10}" r="4"/>`).join("")}</g>`
        : `<g stroke="#fff" stroke-opacity="0.07" stroke-width="10">${Array.from({ length: 10 }, (_, i) => `<line x1="${i * 40 - 100}" y1="0" x2="${i * 40}" y2="200"/>`).join("")}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${(h1 + shift + 360) % 360},70%,42%)"/><stop offset="1" stop-color="hsl(${h2},75%,20%)"/></linearGradient>
<radialGradient id="l" cx="0.5" cy="0.4" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="200" height="200" fill="url(#g)"/>${texture}<circle cx="100" cy="78" r="70" fill="url(#l)"/>${sparkles}
<g transform="translate(100 80) rotate(${tilt}) scale(${scale})">${MOTIFS[motifOf(game)](accent, game.nodeId)}</g>
${badge ? `<rect x="6" y="6" rx="6" width="${16 + vendorName(game.vassalage).length * 7}" height="20" fill="#000" fill-opacity="0.45"/>
<text x="14" y="20" font-size="12" ${FONT} fill="#fff">${escapeXml(vendorName(game.vassalage))}</text>` : ""}
<rect y="${200 - 18 - lines.length * (size + 2)}" width="200" height="${18 + lines.length * (size + 2)}" fill="#000" fill-opacity="0.5"/>
${lines.map((line, i) => `<text x="100" y="${200 - 12 - (lines.length - 1 - i) * (size + 2)}" text-anchor="middle" font-size="${size}" ${FONT} fill="#fff">${escapeXml(line)}</text>`).join("\n")}
</svg>
`;
}

/** A vendor's card in a lobby row, 200 x 200: its colours, its category's picture and its name. */
export function vendorCardArt(vendor: string, gameType: string): string {
  return gameArt({ vassalage: vendor, gameType, gameName: vendorName(vendor), nodeId: hashOf(`${vendor}/${gameType}`) % 100_000 }, { badge: false });
}

/** A vendor's logo, 240 x 80 on no background: a badge in its colours and its name (the footer and vendor cards). */
export function vendorLogo(vendor: string): string {
  const [h1, h2] = vendorHues(vendor);
  const name = escapeXml(vendorName(vendor));
  const size = name.length > 9 ? 22 : name.length > 6 ? 28 : 34;
  const shape = hashOf(vendor) % 3;
  const badge =
    shape === 0
      ? `<circle cx="40" cy="40" r="30"/>`
      : shape === 1
        ? `<polygon points="40,8 68,24 68,56 40,72 12,56 12,24"/>`
        : `<rect x="12" y="12" width="56" height="56" rx="14" transform="rotate(45 40 40)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80">
<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h1},80%,58%)"/><stop offset="1" stop-color="hsl(${h2},80%,38%)"/></linearGradient></defs>
<g fill="url(#v)">${badge}</g>
<text x="40" y="49" text-anchor="middle" font-size="24" ${FONT} fill="#fff">${escapeXml(vendor.charAt(0))}</text>
<text x="80" y="${40 + size * 0.36}" font-size="${size}" ${FONT} fill="#f8fafc">${name}</text>
</svg>
`;
}
