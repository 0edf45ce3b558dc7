// One Lighthouse 13 run (mobile preset: simulated slow 4G and 4x CPU) in a fresh headless chromium (clean profile):
// the performance and accessibility categories.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export async function lighthouseRun({ chromePath, chromeFlags, url }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...chromeFlags] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] });
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${url}: ${runtimeError.message}`);
    return {
      score: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      // The accessibility audits that failed (a weighted audit under 1), so a score under 100 says why.
      accessibilityFailures: categories.accessibility.auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
      fcp: audits["first-contentful-paint"].numericValue,
      lcp: audits["largest-contentful-paint"].numericValue,
      cls: audits["cumulative-layout-shift"].numericValue,
      tbt: audits["total-blocking-time"].numericValue,
    };
  } finally {
    chrome.kill();
  }
}
