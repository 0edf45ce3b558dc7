// INP (Event Timing, worst interaction) and DOM nodes on /games/all while clicking a vendor, typing a search,
// clearing it and scrolling, under 4x CPU throttling.
export async function bigList(browser, base) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(() => {
    window.__inp = 0;
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) if (e.interactionId) window.__inp = Math.max(window.__inp, e.duration);
    }).observe({ type: "event", durationThreshold: 16, buffered: true });
  });
  await page.goto(`${base}/games/all`, { waitUntil: "networkidle" });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.getByText("PG", { exact: true }).first().click().catch(() => {});
  await page.waitForTimeout(1000);
  await page.getByRole("searchbox").first().pressSequentially("Golden", { delay: 80 });
  await page.waitForTimeout(1500);
  await page.getByRole("searchbox").first().fill("");
  for (let i = 0; i < 10; i += 1) {
    await page.mouse.wheel(0, 2500);
    await page.waitForTimeout(200);
  }
  const result = await page.evaluate(() => ({ inp: window.__inp, nodes: document.getElementsByTagName("*").length }));
  await page.close();
  return result;
}
