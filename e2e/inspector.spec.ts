import { expect, test } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buildInspectorApp } from "./inspector-build";

/** Code only the Stately inspector carries. */
const INSPECTOR_MARKERS = ["stately.ai/inspect"];

function bundleText(dir: string): string {
  return readdirSync(join(dir, "assets"))
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(join(dir, "assets", file), "utf8"))
    .join("\n");
}

test("the production build carries no inspector code unless built with VITE_INSPECTOR=on", async () => {
  test.setTimeout(180_000);
  const production = bundleText("dist");
  for (const marker of INSPECTOR_MARKERS) expect(production).not.toContain(marker);

  // The same check on a build with the switch on finds it, so the check above can fail.
  const inspected = bundleText(buildInspectorApp());
  expect(INSPECTOR_MARKERS.some((marker) => inspected.includes(marker))).toBe(true);
});
