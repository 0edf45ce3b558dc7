// How much of a built script is the libraries' code: its bytes traced through the script's source map to files under
// node_modules, and the rest (the app's modules, and the bundler's glue that maps to no file).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { SourceMapConsumer } from "source-map-js";

/**
 * The libraries' share (0..1) of the script's gzip size, or undefined without a map. Each part is gzipped on its own,
 * so the share is an estimate: compressing the two together saves a few per cent more.
 */
export async function libraryShare(distDir, url) {
  const file = join(distDir, new URL(url).pathname);
  const map = await readFile(`${file}.map`, "utf8").then(JSON.parse, () => undefined);
  if (!map) return undefined;
  const lines = (await readFile(file, "utf8")).split("\n");
  const segments = [];
  new SourceMapConsumer(map).eachMapping((m) => segments.push(m));
  segments.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  const parts = { library: [], app: [] };
  // Text before a line's first mapping, or on an unmapped line, is glue: the app's side.
  segments.forEach((segment, i) => {
    const next = segments[i + 1];
    const line = lines[segment.generatedLine - 1] ?? "";
    const end = next?.generatedLine === segment.generatedLine ? next.generatedColumn : line.length;
    parts[segment.source?.includes("node_modules/") ? "library" : "app"].push(line.slice(segment.generatedColumn, end));
  });
  const firstColumn = new Map();
  for (const s of segments) if (!firstColumn.has(s.generatedLine)) firstColumn.set(s.generatedLine, s.generatedColumn);
  lines.forEach((line, i) => parts.app.push(line.slice(0, firstColumn.get(i + 1) ?? line.length)));
  const gzipped = (texts) => (texts.join("") ? gzipSync(texts.join("")).length : 0);
  const library = gzipped(parts.library);
  const app = gzipped(parts.app);
  return library + app === 0 ? 0 : library / (library + app);
}
