// The first screen's Sarabun files (Thai and Latin, regular and semibold), preloaded by the page's entry once the
// cover's picture is in (src/boot.ts). Found only when the app's style sheet is applied and its text laid out, they
// would arrive after the app's first render and lay every text out again. Preloaded from index.html, they shared the
// network with the cover's picture on a slow connection and held its paint (Lighthouse `/`, interleaved: LCP 2.58 s
// preloaded from index.html, 2.36 s from here). Vite emits each file once: the style sheet's `@font-face` rules name the
// same hashed files.
import latin400 from "@fontsource/sarabun/files/sarabun-latin-400-normal.woff2?url";
import latin600 from "@fontsource/sarabun/files/sarabun-latin-600-normal.woff2?url";
import thai400 from "@fontsource/sarabun/files/sarabun-thai-400-normal.woff2?url";
import thai600 from "@fontsource/sarabun/files/sarabun-thai-600-normal.woff2?url";

const FIRST_SCREEN_FONTS = [thai400, thai600, latin400, latin600];

/** Adds a preload hint to the document's head for each of the first screen's font files. */
export function preloadFirstScreenFonts(): void {
  for (const href of FIRST_SCREEN_FONTS) {
    document.head.append(Object.assign(document.createElement("link"), { rel: "preload", as: "font", type: "font/woff2", href, crossOrigin: "" }));
  }
}
