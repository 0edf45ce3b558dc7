// `npm run bench`: builds, serves and measures (not part of `npm test`); every figure is printed with its
// target and "met" or "NOT MET". The parts live in scripts/bench/. Settings: BENCH_PORT (default 4195; the 100,000-game
// server uses BENCH_PORT + 1), BENCH_RUNS (Lighthouse runs per route, default 5), CHROME_PATH (default /usr/bin/chromium),
// BENCH_SKIP (comma list of parts to leave out: lighthouse, big, load).
import { spawnSync } from "node:child_process";
import { chromium } from "@playwright/test";
import { bigList } from "./bench/big-list.mjs";
import { lighthouseRun } from "./bench/lighthouse.mjs";
import { startServer } from "./bench/server.mjs";
import { initialAssets } from "./bench/sizes.mjs";
import { LIGHTHOUSE_TARGETS, LIST_TARGETS, SIZE_BUDGETS, median, report, reportServerLoad, summary } from "./bench/targets.mjs";

const port = Number(process.env.BENCH_PORT ?? 4195);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const skip = new Set((process.env.BENCH_SKIP ?? "").split(",").filter(Boolean));
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const chromeFlags = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

// Hidden source maps (the scripts are the same bytes, without a map comment) tell how much of each script is libraries.
if (spawnSync("npx", ["vite", "build", "--logLevel", "warn", "--sourcemap", "hidden"], { stdio: "inherit" }).status !== 0) process.exit(1);

function serverLoad(base, searchOnly) {
  const args = ["tsx", "scripts/bench/server-load.ts", base, ...(searchOnly ? ["search-only"] : [])];
  const run = spawnSync("npx", args, { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`server load: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split("\n").pop());
}

/** Lighthouse now and then fails to record a trace on a loaded machine (NO_NAVSTART): such a run is made again. */
async function lighthouseWithRetry(url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun({ chromePath, chromeFlags, url });
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`(lighthouse run failed, again: ${error.message.slice(0, 120)})`);
    }
  }
}

const small = await startServer({ port, db: "data/bench.db" });
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
console.log("-- sizes (gzip, loaded before the network goes idle)");
for (const [route, budget] of Object.entries(SIZE_BUDGETS)) {
  const s = await initialAssets(browser, small.base, route, "dist");
  const split = `(libraries ${(s.jsLibraries / 1024).toFixed(1)}, the app ${((s.js - s.jsLibraries) / 1024).toFixed(1)})`;
  report(`initial JS  ${route}`, s.js / 1024, budget.js, { unit: " KiB", digits: 1, note: split });
  report(`initial CSS ${route}`, s.css / 1024, budget.css, { unit: " KiB", digits: 1 });
}
if (!skip.has("big")) {
  console.log("-- game list (filter by vendor, search, scroll; 4x CPU)");
  const list = await bigList(browser, small.base);
  report("10,000 games: INP", list.inp, LIST_TARGETS.inp, { unit: " ms" });
  report("10,000 games: DOM nodes", list.nodes, LIST_TARGETS.nodes);
}
await browser.close();
if (!skip.has("load")) {
  console.log("-- reference server (autocannon: one client at a time, and 50 concurrent clients)");
  reportServerLoad(serverLoad(small.base, false), "10,000");
}
if (!skip.has("lighthouse")) {
  console.log(`-- Lighthouse 13, mobile preset, median of ${runs}`);
  for (const route of ["/", "/rng"]) {
    const all = [];
    for (let i = 0; i < runs; i += 1) all.push(await lighthouseWithRetry(`${small.base}${route}`));
    const m = (key) => median(all.map((run) => run[key]));
    report(`lighthouse ${route} performance`, m("score"), LIGHTHOUSE_TARGETS.score, { higher: true, note: `(runs ${all.map((r) => r.score).join(", ")})` });
    report(`lighthouse ${route} FCP`, m("fcp") / 1000, LIGHTHOUSE_TARGETS.fcp / 1000, { unit: " s", digits: 2 });
    report(`lighthouse ${route} LCP`, m("lcp") / 1000, LIGHTHOUSE_TARGETS.lcp / 1000, { unit: " s", digits: 2 });
    report(`lighthouse ${route} TBT`, m("tbt"), LIGHTHOUSE_TARGETS.tbt, { unit: " ms" });
    report(`lighthouse ${route} CLS`, m("cls"), LIGHTHOUSE_TARGETS.cls, { digits: 3 });
    const failures = [...new Set(all.flatMap((run) => run.accessibilityFailures))];
    report(`lighthouse ${route} accessibility`, m("accessibility"), LIGHTHOUSE_TARGETS.accessibility, { higher: true, note: failures.length > 0 ? `(failed: ${failures.join(", ")})` : "" });
  }
}
small.stop();

if (!skip.has("big")) {
  console.log("-- 100,000 games (SEED_GAMES=100000)");
  const big = await startServer({ port: port + 1, db: "data/bench-100k.db", seedGames: 100_000 });
  const browser100k = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  const list = await bigList(browser100k, big.base);
  await browser100k.close();
  report("100,000 games: INP", list.inp, LIST_TARGETS.inp, { unit: " ms" });
  report("100,000 games: DOM nodes", list.nodes, LIST_TARGETS.nodes);
  reportServerLoad(serverLoad(big.base, true), "100,000");
  big.stop();
}
summary();
process.exit(0);
