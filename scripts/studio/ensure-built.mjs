// Builds the machine studio (dist-studio/) when it is missing or older than what it is generated from: first its data
// (scripts/studio/ensure-data.mjs regenerates src/studio/generated/catalogue.json when stale), then its own Vite build
// when the data or the studio's sources are newer than it. Used by `npm start` and the browser tests' global setup.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** What the studio's bundle is made of (its data, src/studio/generated/, included). */
export const STUDIO_SOURCES = ["machines", "src/studio", "src/theme.ts", "src/locales", "tests/machines", "tests/paths/fake-actors.ts", "docs/spec.md", "vite.studio.config.ts"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** True when the studio is built and fresh (or was just built); false when a step failed. */
export function ensureStudioBuilt(root = process.cwd()) {
  const ensureData = join(root, "scripts/studio/ensure-data.mjs");
  const scripts = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts ?? {};
  if (existsSync(ensureData) || scripts["studio:data"]) {
    const data = existsSync(ensureData)
      ? spawnSync("node", [ensureData], { cwd: root, stdio: "inherit" })
      : spawnSync("npm", ["run", "--silent", "studio:data"], { cwd: root, stdio: "inherit" });
    if (data.status !== 0) return false;
  }
  const index = join(root, "dist-studio/index.html");
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (built >= Math.max(...STUDIO_SOURCES.map((path) => newestMtime(join(root, path))))) return true;
  console.log("Building the machine studio…");
  const build = spawnSync("npx", ["vite", "build", "-c", "vite.studio.config.ts", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  return build.status === 0;
}
