// `npm run studio`: pictures of the real screen in each state, taken in Chromium by the browser journeys that already
// drive the machines (e2e/machine-paths/: login, register, withdrawal confirmation, contract) and by the page flows'
// screens file (e2e/studio-screens/page-flows.screens.ts), in Thai and English, desktop (1280x800) and phone (390x844).
// Writes PNGs and dist-studio-screens/manifest.json (StudioScreens, src/studio/model.ts), which the studio shows.
// Not part of `npm test`. Page flows about 6 minutes on two busy cores, everything about 20 to 25; a part alone:
// `npm run studio -- studio-screens` (page flows), `npm run studio -- machine-paths/login` (one journey).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const OUT = resolve("dist-studio-screens");
const started = Date.now();

const chromium = spawnSync("node", ["scripts/ensure-chromium.mjs"], { stdio: "inherit" });
if (chromium.status !== 0) process.exit(chromium.status ?? 1);

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const run = spawnSync("npx", ["playwright", "test", "--config", "playwright.studio.config.ts", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, STUDIO_SCREENS_DIR: OUT },
});

// Every run's shots (dist-studio-screens/parts/*.json) into one manifest, whatever the journeys' own verdicts.
const parts = join(OUT, "parts");
const shots = existsSync(parts)
  ? readdirSync(parts)
      .filter((file) => file.endsWith(".json"))
      .sort()
      .flatMap((file) => JSON.parse(readFileSync(join(parts, file), "utf8")))
  : [];
writeFileSync(join(OUT, "manifest.json"), `${JSON.stringify({ generatedAt: new Date().toISOString(), shots }, null, 1)}\n`);
rmSync(parts, { recursive: true, force: true });

const states = new Set(shots.map((shot) => `${shot.machineId} ${shot.stateId}`));
const machines = new Set(shots.map((shot) => shot.machineId));
const files = new Set(shots.map((shot) => shot.file));
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`${files.size} pictures of ${states.size} states of ${machines.size} machines in ${OUT} (manifest.json), ${minutes} min`);
if (run.status !== 0) console.log("Some journeys failed (above): the pictures they took before failing are kept.");
process.exit(run.status ?? 1);
