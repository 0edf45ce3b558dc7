// Starts the reference server for the bench on a fresh database file; `seedGames` sets SEED_GAMES.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";

export async function startServer({ port, db, seedGames }) {
  const base = `http://127.0.0.1:${port}`;
  // The write-ahead log beside the file too: a stale -wal would be replayed into the fresh file.
  for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(`${db}${suffix}`, { force: true });
  const env = { ...process.env, PORT: String(port), PUBLIC_ORIGIN: base, DATABASE_URL: `file:${db}`, LOG_LEVEL: "silent" };
  if (seedGames) env.SEED_GAMES = String(seedGames);
  else delete env.SEED_GAMES;
  const child = spawn("npx", ["tsx", "server/main.ts"], { env, stdio: "ignore", detached: true });
  const stop = () => {
    try {
      process.kill(-child.pid);
    } catch {
      /* gone */
    }
  };
  process.on("exit", stop);
  for (let i = 0; i < 400; i += 1) {
    if (await fetch(`${base}/wps/system/status`).then((r) => r.ok, () => false)) return { base, stop };
    await new Promise((r) => setTimeout(r, 300));
  }
  stop();
  throw new Error(`the reference server on ${base} did not start`);
}
