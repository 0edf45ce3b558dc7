import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { tablerIconsOneByOne } from "./scripts/vite/tabler-icons-one-by-one";
import { LongestFirstSequencer } from "./scripts/vitest/longest-first";

/** Tests of machines, paths, the contract and the route table: no DOM, no module state worth a fresh start per file. */
const LOGIC = ["tests/machines/**/*.test.ts", "tests/paths/**/*.test.ts", "tests/contract/**/*.test.ts", "tests/routes/**/*.test.ts"];

export default defineConfig({
  plugins: [tablerIconsOneByOne(), react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }), lingui()],
  test: {
    environment: "jsdom",
    setupFiles: ["tests/setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: "forks",
    sequence: { sequencer: LongestFirstSequencer },
    // Vitest's default is one worker fewer than the cores: on a 2-core machine that ran every file in one process.
    projects: [
      // Half of the suite's time went to making a fresh jsdom and importing the same modules again for each of these
      // hundred files: they run in Node, and each worker keeps its modules from one file to the next.
      { extends: true, test: { name: "logic", include: LOGIC, environment: "node", isolate: false, maxWorkers: availableParallelism() } },
      // The rest shares the libraries (React, Mantine, jsdom) the same way; tests/setup.ts gives each file fresh copies
      // of the product's own modules, whose module-level state must not leak from one file to the next.
      { extends: true, test: { name: "unit", isolate: false, include: ["tests/**/*.test.{ts,tsx}"], exclude: [...configDefaults.exclude, ...LOGIC], maxWorkers: availableParallelism() } },
    ],
  },
});
