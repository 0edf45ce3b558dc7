import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "./fixtures";
import { resetServer } from "./support";

// The installed app (docs/operating.md, "Installed app"): the only spec that lets the build's service worker run.
test.use({ serviceWorkers: "allow" });

test.beforeEach(async ({ request }) => {
  await resetServer(request);
});

/** Opens the site and waits until its service worker has installed and controls the page. */
async function visitWithWorker(page: Page, path = "/") {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The paths of everything in the page's Cache Storage (the worker's precache and runtime caches). */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });
}

test("the manifest names the app, its colours, its icons and shortcuts", async ({ page }) => {
  const answer = await page.request.get("/manifest.webmanifest");
  expect(answer.ok()).toBe(true);
  const manifest = await answer.json();
  expect(manifest).toMatchObject({ name: "Royal Play", short_name: "Royal Play", start_url: "/", display: "standalone", lang: "th", theme_color: "#0d1117", background_color: "#0d1117" });
  const sizes = (manifest.icons as { sizes: string; purpose?: string }[]).map((icon) => `${icon.sizes}${icon.purpose === "maskable" ? " maskable" : ""}`);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512", "512x512 maskable"]));
  for (const icon of manifest.icons as { src: string }[]) expect((await page.request.get(icon.src)).headers()["content-type"]).toBe("image/png");
  expect((manifest.shortcuts as { url: string }[]).map((s) => s.url)).toEqual(["/member/depositv2", "/rng"]);

});

test("the browser finds the site installable", async ({ playwright, baseURL }, testInfo) => {
  // Chromium never offers to install from an incognito-like context (Playwright's usual one): a profile on disk.
  const profile = mkdtempSync(join(tmpdir(), "pwa-profile-"));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL, serviceWorkers: "allow" });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await visitWithWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("after one visit the worker controls the page; the page itself is never kept, so a release reaches the next load", async ({ page }) => {
  await visitWithWorker(page);
  await page.reload();
  await expect(page.locator("#loading-cover")).toBeHidden();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  const cached = await cachedPaths(page);
  expect(cached).toEqual(expect.arrayContaining(["/offline.html", "/manifest.webmanifest"]));
  expect(cached.some((path) => /^\/assets\/initial-.*\.js$/.test(path))).toBe(true);
  expect(cached).not.toContain("/");
  expect(cached).not.toContain("/index.html");
});

test("offline, a page load shows the offline page in the stored language and API calls are never answered from the cache", async ({ page, context }) => {
  await visitWithWorker(page);
  // The status call answered online once: a worker that cached API answers would have it now.
  expect((await page.evaluate(() => fetch("/wps/system/status").then((r) => r.status)))).toBe(200);
  const cached = await cachedPaths(page);
  expect(cached).toContain("/offline.html");
  expect(cached.filter((path) => /^\/(wps|lgw|dev|sim|demo-game)\//.test(path))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "คุณออฟไลน์อยู่" })).toBeVisible();
  await expect(page.getByRole("button", { name: "ลองอีกครั้ง" })).toBeVisible();
  expect(await page.evaluate(() => fetch("/wps/system/status").then(() => "answered", () => "failed"))).toBe("failed");

  // In English when the player chose English.
  await page.evaluate(() => localStorage.setItem("hisLang", "EN"));
  await page.reload();
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();

  // Try again loads the page again (still offline: the offline page again, a new document).
  await page.evaluate(() => ((window as unknown as { before?: boolean }).before = true));
  await page.getByRole("button", { name: "Try again" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { before?: boolean }).before ?? false)).toBe(false);
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();

  // Back online, Try again opens the site.
  await context.setOffline(false);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeHidden();
  await expect(page.locator("#loading-cover")).toBeHidden();
  await expect(page.locator("footer")).toContainText("Royal Play");
});

test("a new release's worker shows A new version is ready; the page reloads only when Reload is pressed", async ({ page }) => {
  await visitWithWorker(page);
  await expect(page.locator("#loading-cover")).toBeHidden();
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  // A new release: a changed sw.js at the same URL (the server serves the build's folder as it is on disk).
  const swFile = join(process.cwd(), process.env.CLIENT_DIR ?? "dist", "sw.js");
  const released = readFileSync(swFile, "utf8");
  writeFileSync(swFile, `${released}\n// the next release\n`);
  try {
    await page.evaluate(() => ((window as unknown as { before?: boolean }).before = true));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(page.getByText("มีเวอร์ชันใหม่พร้อมแล้ว")).toBeVisible();
    // Told, not reloaded: the same document, still run by the old worker.
    expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting !== null))).toBe(true);

    await page.getByRole("button", { name: "โหลดใหม่" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { before?: boolean }).before ?? false)).toBe(false);
    await expect(page.locator("#loading-cover")).toBeHidden();
    await expect(page.getByText("มีเวอร์ชันใหม่พร้อมแล้ว")).toBeHidden();
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null))).toBeNull();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);
  } finally {
    writeFileSync(swFile, released);
  }
});

test("/down offers Install the app once the browser offers it, and its button opens the browser's dialog", async ({ page }) => {
  await page.goto("/down");
  await expect(page.getByRole("heading", { name: "ดาวน์โหลดแอป", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "ติดตั้งแอป" })).toHaveCount(0);
  await page.evaluate(() => {
    const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: () => {
        (window as unknown as { prompted: number }).prompted = ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: "accepted" }),
    });
    window.dispatchEvent(offer);
  });
  await page.getByRole("button", { name: "ติดตั้งแอป" }).click();
  await expect(page.getByText("ติดตั้งแอปแล้ว")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
});

test("/down says the app is installed when it runs as the installed app", async ({ page }) => {
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query === "(display-mode: standalone)" ? ({ ...original(query), matches: true, media: query } as MediaQueryList) : original(query);
  });
  await page.goto("/down");
  await expect(page.getByText("ติดตั้งแอปแล้ว")).toBeVisible();
  await expect(page.getByRole("button", { name: "ติดตั้งแอป" })).toHaveCount(0);
});
