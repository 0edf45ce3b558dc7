// Builds the machine studio (dist-studio/) when it is missing or older than what it is generated from: first its data
// (`npm run studio:data`, when the project has that script), then its own Vite build. Used by `npm start` and the
// browser tests' global setup.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

export const STUDIO_SOURCES = ["machines", "src/studio", "src/routes", "src/contract", "src/locales", "tests/machines", "docs/spec.md", "vite.studio.config.ts"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // The generated catalogue is the build's input, not a source: comparing it would rebuild on every start.
  return Math.max(0, ...readdirSync(path).filter((name) => name !== "generated").map((name) => newestMtime(join(path, name))));
}

/** True when the studio is built and fresh (or was just built); false when a step failed. */
export function ensureStudioBuilt(root = process.cwd()) {
  const index = join(root, "dist-studio/index.html");
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (built >= Math.max(...STUDIO_SOURCES.map((path) => newestMtime(join(root, path))))) return true;
  console.log("Building the machine studio…");
  const scripts = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts ?? {};
  if (scripts["studio:data"]) {
    const data = spawnSync("npm", ["run", "--silent", "studio:data"], { cwd: root, stdio: "inherit" });
    if (data.status !== 0) return false;
  }
  const build = spawnSync("npx", ["vite", "build", "-c", "vite.studio.config.ts", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  return build.status === 0;
}
