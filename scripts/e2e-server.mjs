// A reference server for the browser tests: a fresh database file each run, dev routes on, quiet logs.
// Playwright starts one per worker (playwright.config.ts): E2E_PORT and E2E_DB tell them apart.
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";

const port = process.env.E2E_PORT ?? "4173";
const db = process.env.E2E_DB ?? "data/e2e.db";
mkdirSync("data", { recursive: true });
for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(`${db}${suffix}`, { force: true });
const server = spawn("npx", ["tsx", "server/main.ts"], {
  stdio: "inherit",
  env: { ...process.env, PORT: port, PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, DATABASE_URL: `file:${db}`, LOG_LEVEL: "silent", REFERENCE_DEV_ROUTES: "on" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
