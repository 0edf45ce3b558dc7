// `npm run build:inspector`: the debug client for the browser tests, built beside the production build by `npm test`'s
// first phase so the browser tests' global setup finds it fresh instead of building it while the machine waits.
import { ensureInspectorApp } from "./inspector-build";

ensureInspectorApp();
