import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

// The studio (/studio): its own build from src/studio/ into dist-studio/, never part of the app's dist/.
const root = import.meta.dirname;

/** The catalogue `npm run studio:data` writes; the small fixture stands in before the first run. */
export function studioCataloguePath(): string {
  const generated = resolve(root, "src/studio/generated/catalogue.json");
  return existsSync(generated) ? generated : resolve(root, "tests/studio/fixtures/catalogue.json");
}

function studioCatalogue(): Plugin {
  const id = "virtual:studio-catalogue";
  return {
    name: "studio-catalogue",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(source) {
      if (source !== `\0${id}`) return undefined;
      const file = studioCataloguePath();
      this.addWatchFile(file);
      return `export default JSON.parse(${JSON.stringify(readFileSync(file, "utf8"))});`;
    },
  };
}

export default defineConfig({
  root: resolve(root, "src/studio"),
  base: "/studio/",
  publicDir: false,
  plugins: [react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }), lingui({ failOnMissing: false, failOnCompileError: true }), studioCatalogue()],
  resolve: {
    alias: {
      // The machines' test models (answers for simulate) import a few test helpers; in the browser they are stand-ins.
      vitest: resolve(root, "src/studio/simulate/vitest-stand-in.ts"),
      "node:util": resolve(root, "src/studio/simulate/node-util-stand-in.ts"),
    },
  },
  server: { port: 5174, fs: { allow: [root] } },
  build: {
    outDir: resolve(root, "dist-studio"),
    emptyOutDir: true,
    target: "es2022",
    chunkSizeWarningLimit: 4000,
  },
});
