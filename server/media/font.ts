import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** One Sarabun file of the bundled @fontsource package. */
export function sarabunFile(file: string): Buffer {
  return readFileSync(require.resolve(`@fontsource/sarabun/files/${file}`));
}

/** One Sarabun file as a data URL. */
function fontDataUrl(file: string): string {
  return `data:font/woff2;base64,${sarabunFile(file).toString("base64")}`;
}

let cached: string | undefined;

/**
 * An SVG `<style>` with Sarabun bold (Thai and Latin) embedded: a picture shown through `<img>` cannot reach the
 * page's fonts, and a machine without a Thai font would draw Thai words as empty boxes. About 28 KB, read once.
 */
export function embeddedSarabun(): string {
  cached ??= `<style>@font-face{font-family:"Sarabun Art";font-weight:700;src:url(${fontDataUrl("sarabun-thai-700-normal.woff2")}) format("woff2");unicode-range:U+0E01-0E5B,U+200C-200D,U+25CC}@font-face{font-family:"Sarabun Art";font-weight:700;src:url(${fontDataUrl("sarabun-latin-700-normal.woff2")}) format("woff2");unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20AC,U+20BF,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}text{font-family:"Sarabun Art",sans-serif;font-weight:700}</style>`;
  return cached;
}

/** Text made safe for an SVG text node or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
