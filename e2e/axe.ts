import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";

/**
 * axe-core (the pinned devDependency) in a page: the violations of WCAG 2.0, 2.1 and 2.2 A and AA rules, one line
 * each. Injected through the devtools protocol, since the app's Content-Security-Policy (script-src 'self') refuses
 * a script tag.
 */
const AXE_SOURCE = readFileSync("node_modules/axe-core/axe.min.js", "utf8");
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** The violations of the page as it is now: rule, impact, help, how many elements and the first five's selectors. */
export async function axeViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, WCAG_TAGS);
  return found.map((v) => `${v.id} (${v.impact}): ${v.help}; ${v.nodes.length} node(s): ${v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)).join(", ")}`);
}
