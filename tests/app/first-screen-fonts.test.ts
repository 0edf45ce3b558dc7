import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { preloadFirstScreenFonts } from "../../src/app/first-screen-fonts";

// The files the style sheet's @font-face rules name for Thai and Latin, regular and semibold, read from Fontsource's
// own CSS: a preload for any other file would download a font twice.
const fontsourceFiles = (weight: number) =>
  [...readFileSync(`node_modules/@fontsource/sarabun/${weight}.css`, "utf8").matchAll(/url\(\.\/files\/(sarabun-(?:thai|latin)-\d+-normal\.woff2)\)/g)].map((m) => m[1]);

describe("the first screen's fonts", () => {
  afterEach(() => document.head.replaceChildren());

  it("are preloaded as the files the style sheet uses, each once, as CORS font requests", () => {
    preloadFirstScreenFonts();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>("link")];
    const expected = [...fontsourceFiles(400), ...fontsourceFiles(600)];
    expect(expected).toHaveLength(4);
    expect(links.map((link) => link.href.split("/").pop()).sort()).toEqual(expected.sort());
    for (const link of links) {
      expect(link.rel).toBe("preload");
      expect(link.as).toBe("font");
      expect(link.type).toBe("font/woff2");
      // Fonts are fetched in CORS mode: a preload without `crossorigin` is not reused and the file comes twice.
      expect(link.getAttribute("crossorigin")).toBe("");
    }
  });
});
