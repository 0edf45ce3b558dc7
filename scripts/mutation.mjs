// `npm run mutation [-- <machine> ...]`: Stryker over machines/ (all, or the named machines: `login`, `sms-code`,
// `withdrawal-confirmation` or `withdrawalConfirmation`), incremental so a re-run retests only what changed.
// Prints the score per machine file; the full report is reports/mutation/mutation.json.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/\.machine(\.ts)?$/, "");
const names = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
// Flags go to Stryker as they are (e.g. --concurrency 1).
const flags = process.argv.slice(2).filter((arg) => arg.startsWith("-"));
const files = names.map((name) => {
  const base = kebab(name.replace(/^machines\//, "").replace(/\.ts$/, ""));
  const file = [`machines/${base}.machine.ts`, `machines/${base}.ts`].find((candidate) => existsSync(candidate));
  if (!file) {
    console.error(`no machine file for "${name}"`);
    process.exit(2);
  }
  return file;
});
const args = ["stryker", "run", ...(files.length > 0 ? ["--mutate", files.join(",")] : []), ...flags];
const run = spawnSync("npx", args, { stdio: "inherit" });
if (run.status !== 0) process.exit(run.status ?? 1);

const report = JSON.parse(readFileSync("reports/mutation/mutation.json", "utf8"));
const detected = new Set(["Killed", "Timeout"]);
const counted = new Set(["Killed", "Timeout", "Survived", "NoCoverage"]);
let allDetected = 0;
let allCounted = 0;
const rows = Object.entries(report.files)
  .map(([file, { mutants }]) => {
    const c = mutants.filter((m) => counted.has(m.status)).length;
    const d = mutants.filter((m) => detected.has(m.status)).length;
    allDetected += d;
    allCounted += c;
    return { file, score: c === 0 ? 100 : (100 * d) / c, detected: d, counted: c };
  })
  .sort((a, b) => a.file.localeCompare(b.file));
const width = Math.max(...rows.map((r) => r.file.length));
for (const r of rows) console.log(`${r.file.padEnd(width)}  ${r.score.toFixed(1).padStart(5)}%  (${r.detected}/${r.counted})`);
console.log(`${"all".padEnd(width)}  ${((100 * allDetected) / Math.max(allCounted, 1)).toFixed(1).padStart(5)}%  (${allDetected}/${allCounted})`);
