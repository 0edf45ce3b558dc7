import { ensureStudioBuilt } from "../scripts/studio/ensure-built.mjs";
import { ensureInspectorApp } from "./inspector-build";

/** Before any test: the debug (inspector) client when its sources changed since it was last built, and the studio when it is stale. */
export default function globalSetup() {
  ensureInspectorApp();
  if (!ensureStudioBuilt()) throw new Error("the studio did not build (see above)");
}
