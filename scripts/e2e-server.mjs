// The reference server for the browser tests: a fresh database file each run, dev routes on, quiet logs.
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";

mkdirSync("data", { recursive: true });
for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(`data/e2e.db${suffix}`, { force: true });
const server = spawn("npx", ["tsx", "server/main.ts"], {
  stdio: "inherit",
  env: { ...process.env, PORT: process.env.E2E_PORT ?? "4173", PUBLIC_ORIGIN: `http://127.0.0.1:${process.env.E2E_PORT ?? "4173"}`, DATABASE_URL: "file:data/e2e.db", LOG_LEVEL: "silent", REFERENCE_DEV_ROUTES: "on" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
