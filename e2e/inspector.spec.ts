import { expect, test } from "./fixtures";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { inspectorApp } from "./inspector-build";

/** Code only the Stately inspector carries. */
const INSPECTOR_MARKERS = ["stately.ai/inspect"];
/** Code only the session recorder carries (src/app/session-recorder.ts). */
const RECORDER_MARKER = "royal-play-session/1";

function bundleText(dir: string): string {
  return readdirSync(join(dir, "assets"))
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(join(dir, "assets", file), "utf8"))
    .join("\n");
}

test("the production build carries no inspector or session recorder unless built with VITE_INSPECTOR=on / VITE_SESSION_RECORDING=on", async () => {
  const production = bundleText("dist");
  for (const marker of INSPECTOR_MARKERS) expect(production).not.toContain(marker);
  expect(production).not.toContain(RECORDER_MARKER);

  // The same check on a build with the switches on finds them, so the checks above can fail.
  const inspected = bundleText(inspectorApp());
  expect(INSPECTOR_MARKERS.some((marker) => inspected.includes(marker))).toBe(true);
  expect(inspected).toContain(RECORDER_MARKER);
});

test("the production build carries the studio's live channel only in a file of its own, loaded when switched on", () => {
  const assets = readdirSync(join("dist", "assets")).filter((file) => file.endsWith(".js"));
  const html = readFileSync(join("dist", "index.html"), "utf8");
  // The first screen's code: what index.html loads or preloads, and main.tsx's chunk.
  const firstScreen = assets.filter((file) => html.includes(file) || file.startsWith("main-") || file.startsWith("boot-"));
  expect(firstScreen.length).toBeGreaterThan(1);
  const carrying = assets.filter((file) => readFileSync(join("dist", "assets", file), "utf8").includes("royal-studio-live"));
  expect(carrying).toHaveLength(1);
  expect(firstScreen).not.toContain(carrying[0]);
  expect(carrying[0]).toMatch(/^studio-live-/);
});
