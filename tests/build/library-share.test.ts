import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { SourceMapGenerator } from "source-map-js";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module of the bench, without types
import { libraryShare } from "../../scripts/bench/library-share.mjs";

/**
 * A built script: a first line of `glue` that no mapping covers, then `library` from node_modules and `app` from src on
 * the second line, with its map beside it.
 */
function built(library: string, app: string, { withMap = true, glue = "" } = {}) {
  const dir = mkdtempSync(join(tmpdir(), "share-"));
  mkdirSync(join(dir, "assets"));
  const map = new SourceMapGenerator({ file: "chunk.js" });
  map.addMapping({ generated: { line: 2, column: 0 }, original: { line: 1, column: 0 }, source: "../node_modules/lib/index.js" });
  map.addMapping({ generated: { line: 2, column: library.length }, original: { line: 1, column: 0 }, source: "../src/app.ts" });
  writeFileSync(join(dir, "assets/chunk.js"), `${glue}\n${library}${app}`);
  if (withMap) writeFileSync(join(dir, "assets/chunk.js.map"), map.toString());
  return dir;
}

const random = (n: number, seed: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(97 + ((i * 7919 + seed * 104729) % 26))).join("");

describe("the libraries' share of a built script", () => {
  it("is each side's gzip size over both, by the source map", async () => {
    const library = random(3000, 1);
    const app = random(1000, 2);
    const share = await libraryShare(built(library, app), "http://127.0.0.1/assets/chunk.js");
    const expected = gzipSync(library).length / (gzipSync(library).length + gzipSync(app).length);
    expect(share).toBeCloseTo(expected, 6);
    expect(share).toBeGreaterThan(0.5);
  });

  it("counts text no mapping covers as the app's", async () => {
    const library = random(1000, 3);
    const glue = random(3000, 4);
    const share = await libraryShare(built(library, "", { glue }), "http://127.0.0.1/assets/chunk.js");
    expect(share).toBeCloseTo(gzipSync(library).length / (gzipSync(library).length + gzipSync(glue).length), 6);
    expect(share).toBeLessThan(0.5);
  });

  it("is unknown without a map", async () => {
    expect(await libraryShare(built("a", "b", { withMap: false }), "http://127.0.0.1/assets/chunk.js")).toBeUndefined();
  });
});
