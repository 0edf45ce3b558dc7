// What a player sees, for docs/player-screens.md (docs/images/player-*.png): the lobby, a game centre, the withdraw page
// and an agent table, in Thai, on a phone (360 px) and a desktop (1280 px). From a running server on the seed:
//   npm start   (then, in another terminal)
//   npx tsx scripts/docs/player-screenshots.ts http://127.0.0.1:8080
// Debian's Chromium, as the browser tests use it; arrival popups are dismissed as a player would.
import { mkdirSync } from "node:fs";
import { chromium, type Browser } from "@playwright/test";
import { steadyContext } from "../../e2e/connection";
import { skipPopups } from "../../e2e/popups";
import { loginToken, withStoredToken } from "../../e2e/support";

const base = process.argv[2] ?? "http://127.0.0.1:8080";
const OUT = "docs/images";

const SIZES = [
  { name: "360", viewport: { width: 360, height: 740 } },
  { name: "1280", viewport: { width: 1280, height: 800 } },
] as const;

/** Each picture: who is signed in (none, or a seed account) and the route. */
const SHOTS = [
  { file: "lobby", route: "/", account: undefined },
  { file: "slots", route: "/rng", account: undefined },
  { file: "withdraw", route: "/member/withdraw", account: ["demo", "Demo1234"] },
  { file: "agent-downlines", route: "/agent/downlineManagmentView", account: ["agent", "Agent1234"] },
] as const;

async function shoot(browser: Browser, shot: (typeof SHOTS)[number], size: (typeof SIZES)[number]): Promise<string> {
  const context = await steadyContext(browser, { baseURL: base, viewport: size.viewport });
  await context.addInitScript(() => localStorage.setItem("hisLang", "TH"));
  const page = await context.newPage();
  if (shot.account) await withStoredToken(page, await loginToken(base, shot.account[0], shot.account[1]));
  await skipPopups(page);
  // A full load each, so the network's quiet after it is the page drawn (e2e/network-quiet.ts is for the test runner:
  // its in-page function does not survive tsx's transform).
  await page.goto(shot.route, { waitUntil: "networkidle" });
  const path = `${OUT}/player-${shot.file}-${size.name}.png`;
  await page.screenshot({ path });
  await context.close();
  return path;
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--no-first-run"],
});
for (const shot of SHOTS) for (const size of SIZES) console.log(await shoot(browser, shot, size));
await browser.close();
