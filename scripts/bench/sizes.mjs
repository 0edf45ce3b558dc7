// The JS and CSS (gzip) a route loads before the network goes idle.
import { gzipSync } from "node:zlib";

export async function initialAssets(browser, base, route) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const sizes = { js: 0, css: 0 };
  const pending = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    pending.push(
      response.body().then(
        (body) => { sizes[type === "script" ? "js" : "css"] += gzipSync(body).length; },
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
