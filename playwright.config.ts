import { defineConfig } from "@playwright/test";
import { E2E_PORT, E2E_WORKERS } from "./e2e/ports";

/** Chromium from Debian (scripts/ensure-chromium.mjs); the flags keep it off this machine's closed network. */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  // The tests switch their server's system state through its dev routes, so each worker has a server of its own
  // (e2e/fixtures.ts points a worker's baseURL at it); within a file the tests run in order.
  workers: E2E_WORKERS,
  // One retry, reported as "flaky" in the list: a stopgap while three walks still time out now and then on a busy
  // machine (docs/testing.md, "Known flaky tests"); a test that fails twice fails the run.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
    trace: "off",
    // Animations (the banner carousel, the marquee, spinners) redraw every frame in software on this machine's cores:
    // with them still, the browser works only when a test does something. The specs about motion ask for it.
    reducedMotion: "reduce",
    // A click on something that never becomes clickable fails here with its locator, not at the test's timeout.
    actionTimeout: 15_000,
    // The build registers a service worker (docs/operating.md, "Installed app"). The specs test the site as a page
    // without it: no precached shell or offline page between them and the server. e2e/pwa.spec.ts allows it.
    serviceWorkers: "block",
  },
  globalSetup: "./e2e/global-setup.ts",
  webServer: Array.from({ length: E2E_WORKERS }, (_, n) => ({
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${E2E_PORT + n}/wps/system/status`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: { E2E_PORT: String(E2E_PORT + n), E2E_DB: `data/e2e-${n}.db` },
  })),
});
