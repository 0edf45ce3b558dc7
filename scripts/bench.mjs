// `npm run bench`: builds, serves and measures (not part of `npm test`). Lighthouse is not used (see README):
// LCP and CLS come from PerformanceObserver in Debian's chromium; INP from Event Timing under 4x CPU throttling.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

const port = Number(process.env.BENCH_PORT ?? 4195);
const base = `http://127.0.0.1:${port}`;
if (spawnSync("npx", ["vite", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
rmSync("data/bench.db", { force: true });
const server = spawn("npx", ["tsx", "server/main.ts"], { env: { ...process.env, PORT: String(port), DATABASE_URL: "file:data/bench.db", LOG_LEVEL: "silent" }, stdio: "ignore", detached: true });
const stop = () => { try { process.kill(-server.pid); } catch { /* gone */ } };
process.on("exit", stop);
for (let i = 0; i < 100; i += 1) {
  if (await fetch(`${base}/wps/system/status`).then((r) => r.ok, () => false)) break;
  await new Promise((r) => setTimeout(r, 300));
}
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--no-first-run"] });
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

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

async function vitals(route) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  await page.addInitScript(() => {
    window.__lcp = 0; window.__cls = 0;
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp = e.startTime; }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__cls += e.value; }).observe({ type: "layout-shift", buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(`${base}${route}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(1500);
  const result = await page.evaluate(() => ({ lcp: window.__lcp, cls: window.__cls }));
  await page.close();
  return result;
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

for (const route of ["/", "/rng", "/games/all"]) {
  const s = await initialAssets(route);
  console.log(`initial ${route.padEnd(11)} JS ${kib(s.js)}  CSS ${kib(s.css)} (gzip)`);
}
for (const route of ["/", "/rng"]) {
  const runs = [await vitals(route), await vitals(route), await vitals(route)];
  const median = (k) => runs.map((r) => r[k]).sort((a, b) => a - b)[1];
  console.log(`vitals  ${route.padEnd(11)} LCP ${(median("lcp") / 1000).toFixed(2)} s  CLS ${median("cls").toFixed(3)} (median of 3, 4x CPU)`);
}
const list = await bigList();
console.log(`10,000-game page: INP ${Math.round(list.inp)} ms (filter, search, scroll, 4x CPU), DOM nodes ${list.nodes}`);
await browser.close();
stop();
process.exit(0);
