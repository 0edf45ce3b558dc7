import { build } from "esbuild";
import { resolve } from "node:path";

export interface RouteTableEntry {
  path: string;
  screen: string;
  requiresLogin?: boolean;
  realAccountOnly?: boolean;
  pages?: readonly string[];
}

/**
 * The app's route table (src/routes/route-table.ts) as data: bundled in memory with the Lingui macros standing in as
 * plain strings (they only make the titles), then imported.
 */
export async function routeTable(root: string): Promise<RouteTableEntry[]> {
  const result = await build({
    entryPoints: [resolve(root, "src/routes/route-table.ts")],
    bundle: true,
    write: false,
    format: "esm",
    platform: "node",
    logLevel: "silent",
    plugins: [
      {
        name: "lingui-macro-stub",
        setup(b) {
          b.onResolve({ filter: /^@lingui\/core\/macro$/ }, () => ({ path: "lingui-macro", namespace: "stub" }));
          b.onLoad({ filter: /.*/, namespace: "stub" }, () => ({
            contents: "export const msg = (strings, ...values) => ({ message: String.raw({ raw: strings }, ...values) });",
            loader: "js",
          }));
        },
      },
    ],
  });
  const code = result.outputFiles[0]!.text;
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`)) as { ROUTES: RouteTableEntry[] };
  return module.ROUTES.map(({ path, screen, requiresLogin, realAccountOnly, pages }) => ({ path, screen, requiresLogin, realAccountOnly, pages }));
}
