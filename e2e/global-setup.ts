import { rmSync } from "node:fs";
import { INSPECTOR_BUILD_LOCK } from "./inspector-build";

/** A fresh run builds the inspector client again (e2e/inspector-build.ts). */
export default function globalSetup() {
  rmSync(INSPECTOR_BUILD_LOCK, { recursive: true, force: true });
}
