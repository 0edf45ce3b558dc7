// `npm run bench`: builds, serves and measures (not part of `npm test`).
// - initial JS and CSS (gzip) each route loads before it settles;
// - Lighthouse 13 (mobile preset: simulated slow 4G and 4x CPU, Moto G Power screen) on Debian's chromium, median of
//   3 runs for / and /rng: performance score, LCP, CLS, TBT; the server is local, so nothing leaves the machine;
// - INP (Event Timing) and DOM node count while filtering, searching and scrolling the 10,000-game page, 4x CPU.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const port = Number(process.env.BENCH_PORT ?? 4195);
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const base = `http://127.0.0.1:${port}`;
const chromeFlags = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--no-first-run"];
if (spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" }).status !== 0) process.exit(1);
rmSync("data/bench.db", { force: true });
const server = spawn("npx", ["tsx", "server/main.ts"], { env: { ...process.env, PORT: String(port), PUBLIC_ORIGIN: base, DATABASE_URL: "file:data/bench.db", LOG_LEVEL: "silent" }, stdio: "ignore", detached: true });
const stop = () => { try { process.kill(-server.pid); } catch { /* gone */ } };
process.on("exit", stop);
for (let i = 0; i < 100; i += 1) {
  if (await fetch(`${base}/wps/system/status`).then((r) => r.ok, () => false)) break;
  await new Promise((r) => setTimeout(r, 300));
}
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });

async function initialAssets(route) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const sizes = { js: 0, css: 0 };
  page.on("response", async (response) => {
    const type = response.request().resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    sizes[type === "script" ? "js" : "css"] += gzipSync(body).length;
  });
  await page.goto(`${base}${route}`, { waitUntil: "networkidle" });
  await page.close();
  return sizes;
}

async function bigList() {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(() => {
    window.__inp = 0;
    new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.interactionId) window.__inp = Math.max(window.__inp, e.duration); }).observe({ type: "event", durationThreshold: 16, buffered: true });
  });
  await page.goto(`${base}/games/all`, { waitUntil: "networkidle" });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.getByText("PG", { exact: true }).first().click().catch(() => {});
  await page.getByRole("searchbox").first().pressSequentially("Golden", { delay: 80 });
  await page.waitForTimeout(1500);
  await page.getByRole("searchbox").first().fill("");
  for (let i = 0; i < 10; i += 1) { await page.mouse.wheel(0, 2500); await page.waitForTimeout(200); }
  const result = await page.evaluate(() => ({ inp: window.__inp, nodes: document.getElementsByTagName("*").length }));
  await page.close();
  return result;
}

/** One Lighthouse run in a fresh headless chromium (a clean profile each time, so no cache carries over). */
async function lighthouseRun(route) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...chromeFlags] });
  try {
    const result = await lighthouse(`${base}${route}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const { categories, audits } = result.lhr;
    if (result.lhr.runtimeError) throw new Error(`${route}: ${result.lhr.runtimeError.message}`);
    return {
      score: Math.round((categories.performance.score ?? 0) * 100),
      lcp: audits["largest-contentful-paint"].numericValue,
      cls: audits["cumulative-layout-shift"].numericValue,
      tbt: audits["total-blocking-time"].numericValue,
      fcp: audits["first-contentful-paint"].numericValue,
    };
  } finally {
    chrome.kill();
  }
}

for (const route of ["/", "/rng", "/games/all"]) {
  const s = await initialAssets(route);
  console.log(`initial ${route.padEnd(11)} JS ${kib(s.js)}  CSS ${kib(s.css)} (gzip)`);
}
const list = await bigList();
await browser.close();
console.log(`10,000-game page: INP ${Math.round(list.inp)} ms (filter, search, scroll, 4x CPU), DOM nodes ${list.nodes}`);
for (const route of ["/", "/rng"]) {
  const runs = [];
  for (let i = 0; i < 3; i += 1) runs.push(await lighthouseRun(route));
  const m = (key) => median(runs.map((run) => run[key]));
  console.log(
    `lighthouse ${route.padEnd(5)} performance ${m("score")} (runs ${runs.map((run) => run.score).join(", ")})  ` +
      `FCP ${(m("fcp") / 1000).toFixed(2)} s  LCP ${(m("lcp") / 1000).toFixed(2)} s  CLS ${m("cls").toFixed(3)}  TBT ${Math.round(m("tbt"))} ms  (mobile, median of 3)`,
  );
}
stop();
process.exit(0);
