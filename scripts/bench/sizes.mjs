// The JS and CSS (gzip) a route loads before the network goes idle, and how much of the JS is the libraries' code.
import { gzipSync } from "node:zlib";
import { libraryShare } from "./library-share.mjs";

/** `distDir`: the served build, whose hidden source maps tell the libraries' share (left out when there are none). */
export async function initialAssets(browser, base, route, distDir) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const sizes = { js: 0, css: 0, jsLibraries: 0 };
  const pending = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    pending.push(
      response.body().then(
        async (body) => {
          const size = gzipSync(body).length;
          sizes[type === "script" ? "js" : "css"] += size;
          if (type === "script" && distDir) sizes.jsLibraries += size * ((await libraryShare(distDir, response.url())) ?? 0);
        },
        () => undefined,
      ),
    );
  });
  await page.goto(`${base}${route}`, { waitUntil: "networkidle" });
  await Promise.all(pending);
  // Inline <style> in the document counts as CSS too (a prerendered shell's critical CSS).
  const inline = await page.evaluate(() => [...document.querySelectorAll("style")].map((s) => s.textContent ?? "").join(""));
  sizes.css += inline ? gzipSync(Buffer.from(inline)).length : 0;
  await page.close();
  return sizes;
}
