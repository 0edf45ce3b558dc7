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
