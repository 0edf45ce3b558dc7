import { defineConfig } from "vitest/config";
import base from "./vitest.config";
import { CollectionFailureAsFailedTest } from "./tests/mutation/collection-failure-as-failed-test";

/**
 * What `npm run mutation` runs against each mutant: the machine-level tests (paths and behaviour), not the views;
 * only those that import the mutated file when scripts/mutation.mjs names them in MUTATION_TESTS. Machines need no
 * DOM, no React or Lingui transform and no catalogue, which saves about a fifth of every run.
 */
const include = process.env.MUTATION_TESTS?.split(",") ?? ["tests/machines/**/*.test.ts"];
export default defineConfig({
  ...base,
  plugins: [],
  test: {
    ...base.test,
    projects: undefined,
    environment: "node",
    setupFiles: [],
    include,
    reporters: ["default", new CollectionFailureAsFailedTest()],
  },
});
