import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Smaller files are sent as they are. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every compressible file of the build, so
 * the server sends the smallest encoding the browser accepts without compressing on each request
 * (server/static.ts serves them with `precompressed`).
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "precompress-assets",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const path = join(options.dir ?? outDir, file);
        const content = readFileSync(path);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
