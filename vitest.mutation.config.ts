import { defineConfig } from "vitest/config";
import base from "./vitest.config";

/** What `npm run mutation` runs against each mutant: the machine-level tests (paths and behaviour), not the views. */
export default defineConfig({ ...base, test: { ...base.test, projects: undefined, include: ["tests/machines/**/*.test.ts"] } });
