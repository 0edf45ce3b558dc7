// Takes the studio's screenshots for docs/product-owners.md (docs/images/studio-*.png) from a running server:
//   node scripts/studio/docs-screenshots.mjs http://127.0.0.1:8080
// Debian's Chromium, as the browser tests use it.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const base = process.argv[2] ?? "http://127.0.0.1:8080";
mkdirSync("docs/images", { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--no-first-run"],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.addInitScript(() => localStorage.setItem("studioLang", "en"));

await page.goto(`${base}/studio/#/`);
await page.getByRole("heading", { name: /All machines/ }).waitFor();
await page.screenshot({ path: "docs/images/studio-index.png" });

await page.goto(`${base}/studio/#/machines/login?state=login.active.form.submitting`);
await page.getByTestId("state-panel").waitFor();
await page.locator('[data-state="login.active.form.submitting"]').waitFor();
await page.getByRole("textbox", { name: "Search" }).fill("");
await page.screenshot({ path: "docs/images/studio-machine.png" });

await page.goto(`${base}/studio/#/machines/login/simulate`);
const sim = page.getByTestId("simulator");
await sim.getByRole("button", { name: /LOGIN\.CHANGE field: "username"/ }).click();
await sim.getByRole("button", { name: /LOGIN\.CHANGE field: "password"/ }).click();
await sim.getByRole("button", { name: /^LOGIN\.SUBMIT/ }).first().click();
await sim.getByTestId("sim-answers").getByRole("button", { name: /PASSWORD_INCORRECT/ }).first().click();
await page.locator('[data-state="login.active.captcha.loading"][data-active="true"]').waitFor();
await page.screenshot({ path: "docs/images/studio-simulate.png" });

await browser.close();
console.log("docs/images/studio-{index,machine,simulate}.png");
