import { rmSync } from "node:fs";
import { ensureStudioBuilt } from "../scripts/studio/ensure-built.mjs";
import { INSPECTOR_BUILD_LOCK } from "./inspector-build";

/** A fresh run builds the inspector client again (e2e/inspector-build.ts), and the studio when it is stale. */
export default function globalSetup() {
  rmSync(INSPECTOR_BUILD_LOCK, { recursive: true, force: true });
  if (!ensureStudioBuilt()) throw new Error("the studio did not build (see above)");
}
