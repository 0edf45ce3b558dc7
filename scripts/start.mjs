// `npm start`: builds the client when its sources are newer than its build, then runs the reference server, which
// creates, migrates and seeds the embedded database on first start, serves client and API on PORT (default 8080)
// and prints the URL and the demo accounts. The build is dist/; with VITE_INSPECTOR=on it is dist-inspector/, with
// VITE_SESSION_RECORDING=on dist-recording/ (scripts/client-dir.mjs): a later plain `npm start` never serves a debug build.
// The machine studio (/studio) is rebuilt too when missing or older than what it is generated from: its data
// (`npm run studio:data`), then its own build into dist-studio/.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { clientDir } from "./client-dir.mjs";
import { ensureStudioBuilt } from "./studio/ensure-built.mjs";

const SOURCES = ["src", "machines", "index.html", "vite.config.ts", "lingui.config.ts", "package-lock.json"];

function newestMtime(path) {
  // The studio's generated data is the studio's input, not the app's.
  if (!existsSync(path) || path === join("src", "studio", "generated")) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const dir = clientDir(process.env);
const built = existsSync(`${dir}/index.html`) ? statSync(`${dir}/index.html`).mtimeMs : 0;
if (built < Math.max(...SOURCES.map(newestMtime))) {
  console.log(`Building the client into ${dir}/…`);
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The app still starts without its studio; /studio then says it is not built.
if (!ensureStudioBuilt()) console.error("The studio could not be built: /studio will say so. The app starts anyway.");

const server = spawn("npx", ["tsx", "server/main.ts"], { stdio: "inherit", env: { ...process.env, CLIENT_DIR: dir } });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
