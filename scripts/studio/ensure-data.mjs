// `node scripts/studio/ensure-data.mjs`: regenerates the studio's data (npm run studio:data) when it is missing or
// older than anything it is generated from. For `npm start` and the studio's build; `studioDataStale` for callers.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const STUDIO_DATA_FILE = "src/studio/generated/catalogue.json";

/** What the data is generated from (scripts/studio/build-data.ts and the readers it uses). */
export const STUDIO_DATA_INPUTS = [
  "machines",
  "src/app",
  "src/views",
  "src/routes",
  "contract",
  "src/locales",
  "src/studio/model.ts",
  "tests/machines",
  "tests/paths",
  "reports/paths",
  "docs/spec.md",
  "scripts/studio",
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

export function studioDataStale(root = process.cwd()) {
  const file = join(root, STUDIO_DATA_FILE);
  if (!existsSync(file)) return true;
  const made = statSync(file).mtimeMs;
  return STUDIO_DATA_INPUTS.some((input) => newestMtime(join(root, input)) > made);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (studioDataStale()) {
    console.log("Generating the studio's data…");
    const run = spawnSync("npx", ["tsx", "scripts/studio/build-data.ts"], { stdio: "inherit" });
    process.exit(run.status ?? 1);
  }
}
