import type { Page } from "@playwright/test";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { AnyStateMachine } from "xstate";
import type { StudioScreens } from "../../src/studio/model";

/** Where `npm run studio` puts the pictures (scripts/studio-screens.mjs sets it; unset, no pictures are taken). */
export const SCREENS_DIR = process.env.STUDIO_SCREENS_DIR;

export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
export type Viewport = keyof typeof VIEWPORTS;
export type Lang = "th" | "en";
type Shot = StudioScreens["shots"][number];

/** The full ids of the state nodes active in `value` (custom ids included), the machine's root first. */
export function activeStateIds(machine: AnyStateMachine, value: unknown): string[] {
  type Node = { id: string; states: Record<string, Node> };
  const ids: string[] = [];
  const walk = (node: Node, inner: unknown) => {
    ids.push(node.id);
    if (typeof inner === "string") {
      const child = node.states[inner];
      if (child) walk(child, undefined);
    } else if (typeof inner === "object" && inner !== null) {
      for (const [key, deeper] of Object.entries(inner)) if (node.states[key]) walk(node.states[key], deeper);
    }
  };
  walk(machine.root as unknown as Node, value);
  return ids;
}

const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9_.-]+/g, "_");

/**
 * Takes the pictures of one machine's states: each state is pictured once per language and viewport, the first time
 * a path settles in it. `part` names the file of this run's shots (dist-studio-screens/parts/<part>.json), which
 * scripts/studio-screens.mjs merges into manifest.json.
 */
export function createShooter(machine: AnyStateMachine, part: string) {
  const dir = SCREENS_DIR!;
  const shots: Shot[] = [];
  const pictured = new Set<string>();
  let count = 0;
  const save = () => {
    mkdirSync(join(dir, "parts"), { recursive: true });
    writeFileSync(join(dir, "parts", `${fileSafe(part)}.json`), `${JSON.stringify(shots, null, 1)}\n`);
  };

  /** One picture of the page as it is now, credited to `states`. */
  async function picture(page: Page, states: string[], lang: Lang, viewport: Viewport, moment: string) {
    const file = `${fileSafe(machine.id)}/${fileSafe(part)}-${moment}-${lang}-${viewport}.png`;
    mkdirSync(join(dir, fileSafe(machine.id)), { recursive: true });
    // Animations finish and the caret hides: the picture is the settled screen.
    await page.screenshot({ path: join(dir, file), animations: "disabled", caret: "hide" });
    for (const stateId of states) shots.push({ machineId: machine.id, stateId, lang, viewport, file });
  }

  return {
    /**
     * Pictures the page in the states of `value` not pictured yet: in `lang` (the language the page is in), then in
     * the other language where the page's language switch can change it in place and back, each on desktop and phone.
     * Ends as it began: the page's language, the desktop viewport.
     */
    async shoot(page: Page, value: unknown, lang: Lang, otherLanguage = true): Promise<void> {
      const fresh = activeStateIds(machine, value).filter((id) => !pictured.has(id));
      if (fresh.length === 0) return;
      for (const id of fresh) pictured.add(id);
      const moment = String(++count).padStart(3, "0");
      const viewports = Object.keys(VIEWPORTS) as Viewport[];
      const languages: Lang[] = [lang];
      if (otherLanguage) languages.push(lang === "en" ? "th" : "en");
      for (const language of languages) {
        if (language !== lang && !(await switchLanguage(page, language))) break;
        for (const viewport of viewports) {
          await page.setViewportSize(VIEWPORTS[viewport]);
          await settle(page);
          await picture(page, fresh, language, viewport, moment);
        }
        await page.setViewportSize(VIEWPORTS.desktop);
      }
      if (languages.length > 1) await switchLanguage(page, lang);
      await settle(page);
      save();
    },
    save,
  };
}

/** Lets a re-layout and its fonts settle before a picture. */
async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
}

/**
 * Switches the page's language in place with its own TH / EN switch (the header's, on a desktop-wide page), even
 * behind an open dialog, and waits for the texts to change. False when the page shows no switch.
 */
export async function switchLanguage(page: Page, lang: Lang): Promise<boolean> {
  const option = page.locator(`input[type="radio"][value="${lang}"]`).first();
  if ((await option.count()) === 0) return false;
  await option.evaluate((input: HTMLInputElement) => input.click());
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, lang, { timeout: 10_000 });
  return true;
}
