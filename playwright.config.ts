import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);

/** Chromium from Debian (scripts/ensure-chromium.mjs); the flags keep it off this machine's closed network. */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  // The tests switch the one reference server's system state through its dev routes: one at a time.
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
  },
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/wps/system/status`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(port) },
  },
});
