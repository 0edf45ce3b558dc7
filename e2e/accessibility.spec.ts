import { readFileSync } from "node:fs";
import { test, expect, type Page } from "./fixtures";
import { settled } from "./page-health";
import { dismissPopups, lobbyDrawn, loginToken, resetServer, withStoredToken } from "./support";

/**
 * axe-core (the pinned devDependency, injected as its own script) on the main routes, as visitor and member, in Thai
 * and English, at 1280 and 360 px: any violation of a WCAG 2.0, 2.1 or 2.2 A or AA rule fails with the rule and the
 * elements it found. Each page is scanned after a pointer move and a key press, since the header's category menus and
 * other floating parts only load on the visitor's first interaction.
 */
const AXE_SOURCE = readFileSync("node_modules/axe-core/axe.min.js", "utf8");
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const VISITOR_PAGES = ["/", "/rng", "/promotions"] as const;
const MEMBER_PAGES = ["/", "/rng", "/promotions", "/member/personalHistoryCopy", "/member/depositv2"] as const;
const LANGUAGES = [
  { code: "TH", name: "Thai" },
  { code: "EN", name: "English" },
] as const;
const WIDTHS = [1280, 360] as const;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** The violations of the page as it is now, one line each: rule, impact, help and the targets of its nodes. */
async function violations(page: Page): Promise<string[]> {
  // Evaluated through the devtools protocol: the app's Content-Security-Policy (script-src 'self') refuses a script tag.
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, WCAG_TAGS);
  // The first nodes of each rule name it well enough; the count says how far it goes.
  return found.map((v) => `${v.id} (${v.impact}): ${v.help}; ${v.nodes.length} node(s): ${v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)).join(", ")}`);
}

/** Opens `path`, closes the arrival popups, wakes the floating parts with a pointer move and a key, then scans. */
async function scan(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await settled(page);
  // A page that failed is no page to judge: the lobby must be drawn, and no route may show the error screen.
  if (path === "/") await lobbyDrawn(page);
  await dismissPopups(page);
  await page.mouse.move(200, 30);
  await page.mouse.move(400, 40);
  await page.keyboard.press("Shift");
  await settled(page);
  // Out of the header again, so no hover card is open over the page.
  await page.mouse.move(5, 700);
  await expect(page.getByRole("heading", { name: /^(Something went wrong|เกิดข้อผิดพลาด)$/ })).toHaveCount(0);
  return violations(page);
}

for (const role of ["visitor", "member"] as const) {
  for (const language of LANGUAGES) {
    for (const width of WIDTHS) {
      test(`axe finds no WCAG A/AA violation: ${role}, ${language.name}, ${width} px`, async ({ page, request, baseURL }) => {
        test.setTimeout(120_000);
        await resetServer(request);
        await page.setViewportSize({ width, height: 800 });
        await page.addInitScript((code) => localStorage.setItem("hisLang", code), language.code);
        if (role === "member") await withStoredToken(page, await loginToken(baseURL!));
        const report: string[] = [];
        page.on("pageerror", (error) => report.push(`page error: ${error.message}`));
        for (const path of role === "member" ? MEMBER_PAGES : VISITOR_PAGES) {
          for (const line of await scan(page, path)) report.push(`${path}: ${line}`);
        }
        expect(report, report.join("\n")).toEqual([]);
      });
    }
  }
}
