import { ensureInspectorApp } from "./inspector-build";

/** Before any test: the debug (inspector) client, when its sources changed since it was last built. */
export default function globalSetup() {
  ensureInspectorApp();
}
