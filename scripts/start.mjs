// `npm start`: builds the client when its sources are newer than dist/, then runs the reference server, which
// creates, migrates and seeds the embedded database on first start, serves client and API on PORT (default 8080)
// and prints the URL and the demo accounts. The machine studio (/studio) is rebuilt too when missing or older than
// what it is generated from: its data (`npm run studio:data`), then its own build into dist-studio/.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { ensureStudioBuilt } from "./studio/ensure-built.mjs";

const SOURCES = ["src", "machines", "index.html", "vite.config.ts", "lingui.config.ts", "package-lock.json"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const built = existsSync("dist/index.html") ? statSync("dist/index.html").mtimeMs : 0;
if (built < Math.max(...SOURCES.map(newestMtime))) {
  console.log("Building the client…");
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The app still starts without its studio; /studio then says it is not built.
if (!ensureStudioBuilt()) console.error("The studio could not be built: /studio will say so. The app starts anyway.");

const server = spawn("npx", ["tsx", "server/main.ts"], { stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
