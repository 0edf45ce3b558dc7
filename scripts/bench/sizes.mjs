// The JS and CSS (gzip) a route loads before the network goes idle, and how much of the JS is the libraries' code.
// "Idle" is the browser's network idle and then no new script or style sheet for QUIET_MS: the first screen's later parts
// (the announcement popup's code loads once the notices are in) arrive after a short idle on a busy machine, and
// the figure must not depend on the machine's load.

const QUIET_MS = 1500;
import { gzipSync } from "node:zlib";
import { libraryShare } from "./library-share.mjs";

/** `distDir`: the served build, whose hidden source maps tell the libraries' share (left out when there are none). */
export async function initialAssets(browser, base, route, distDir) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const sizes = { js: 0, css: 0, jsLibraries: 0 };
  const pending = [];
  let lastRequest = Date.now();
  page.on("request", (request) => {
    if (["script", "stylesheet"].includes(request.resourceType())) lastRequest = Date.now();
  });
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    pending.push(
      response.body().then(
        async (body) => {
          const size = gzipSync(body).length;
          sizes[type === "script" ? "js" : "css"] += size;
          // Read the share before adding: `+=` across an await would add to a total read before other scripts' shares.
          const share = type === "script" && distDir ? ((await libraryShare(distDir, response.url())) ?? 0) : 0;
          sizes.jsLibraries += size * share;
        },
        () => undefined,
      ),
    );
  });
  await page.goto(`${base}${route}`, { waitUntil: "networkidle" });
  while (Date.now() - lastRequest < QUIET_MS) await page.waitForTimeout(250);
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  // Inline <style> in the document counts as CSS too (a prerendered shell's critical CSS).
  const inline = await page.evaluate(() => [...document.querySelectorAll("style")].map((s) => s.textContent ?? "").join(""));
  sizes.css += inline ? gzipSync(Buffer.from(inline)).length : 0;
  await page.close();
  return sizes;
}
