// `npm run build:inspector`: the debug client for the browser tests, built beside the production build while `npm test`'s
// unit tests run, so the browser tests' global setup finds it fresh instead of building it while the machine waits.
import { ensureInspectorApp } from "./inspector-build";

ensureInspectorApp();
