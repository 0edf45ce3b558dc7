// `npm run mutation [-- <machine> ...]`: Stryker over machines/ (all, or the named machines: `login`, `sms-code`,
// `withdrawal-confirmation` or `withdrawalConfirmation`), incremental so a re-run retests only what changed.
// Prints the score per machine file; the full report is reports/mutation/mutation.json.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/\.machine(\.ts)?$/, "");
const machineFile = (name) => {
  const base = kebab(name.replace(/^machines\//, "").replace(/\.ts$/, ""));
  return [`machines/${base}.machine.ts`, `machines/${base}.ts`].find((candidate) => existsSync(candidate));
};
// Machine names select files; everything else goes to Stryker as it is (`--concurrency 1`, `--concurrency=1`).
const files = [];
const flags = [];
for (const arg of process.argv.slice(2)) {
  const file = arg.startsWith("-") ? undefined : machineFile(arg);
  if (file) files.push(file);
  else if (arg.startsWith("-") || flags.length > 0) flags.push(arg);
  else {
    console.error(`no machine file for "${arg}"`);
    process.exit(2);
  }
}
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
