// One Lighthouse 13 run (mobile preset: simulated slow 4G and 4x CPU) in a fresh headless chromium (clean profile).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export async function lighthouseRun({ chromePath, chromeFlags, url }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...chromeFlags] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${url}: ${runtimeError.message}`);
    return {
      score: Math.round((categories.performance.score ?? 0) * 100),
      fcp: audits["first-contentful-paint"].numericValue,
      lcp: audits["largest-contentful-paint"].numericValue,
      cls: audits["cumulative-layout-shift"].numericValue,
      tbt: audits["total-blocking-time"].numericValue,
    };
  } finally {
    chrome.kill();
  }
}
