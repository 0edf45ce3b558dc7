import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { tablerIconsOneByOne } from "./scripts/vite/tabler-icons-one-by-one";

const APP_VIEWS = "tests/views/app.view.test.tsx";

export default defineConfig({
  plugins: [tablerIconsOneByOne(), react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }), lingui()],
  test: {
    environment: "jsdom",
    setupFiles: ["tests/setup.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: on a 2-core machine that ran every file in one process. The
    // app's view paths (400 renders of the whole app) miss menu clicks when another worker competes for the CPU, so they
    // run first and alone; then everything else, a worker per core.
    projects: [
      { extends: true, test: { name: "app views", include: [APP_VIEWS], maxWorkers: 1, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: "unit", include: ["tests/**/*.test.{ts,tsx}"], exclude: [...configDefaults.exclude, APP_VIEWS], maxWorkers: availableParallelism(), sequence: { groupOrder: 1 } } },
    ],
  },
});
