// `npm run mutation [-- <machine> ...]`: Stryker over machines/ (every file, or the named ones: `login`, `sms-code`,
// `withdrawal-confirmation` or `withdrawalConfirmation`), one file per Stryker run against the machine-level tests
// that import that file (scripts/mutation/related-tests.mjs), so a mutant of the machine definition (a static mutant,
// evaluated once at import) reruns that machine's tests and not all 12,000. Each file keeps its own incremental file,
// so a re-run retests only what changed. Prints the score per machine file and overall; the merged report is
// reports/mutation/mutation.json, one report per file in reports/mutation/files/.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import ts from "typescript";
import { relatedTests } from "./mutation/related-tests.mjs";

/** A file of types only (session-role.ts) has nothing to mutate; Stryker would stop on it. */
const typesOnly = (file) => ts.transpileModule(readFileSync(file, "utf8"), { compilerOptions: { module: ts.ModuleKind.ESNext } }).outputText.replace(/export \{\};|\/\/.*|\s/g, "") === "";

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
const targets = files.length > 0 ? files : readdirSync("machines").filter((f) => f.endsWith(".ts")).map((f) => `machines/${f}`).sort();

const out = "reports/mutation";
mkdirSync(`${out}/files`, { recursive: true });
mkdirSync(`${out}/incremental`, { recursive: true });
const failed = [];
for (const file of targets) {
  const name = basename(file, ".ts");
  if (typesOnly(file)) {
    console.log(`\n${file}: types only, nothing to mutate`);
    continue;
  }
  const tests = relatedTests(file);
  if (tests.length === 0) {
    console.error(`${file}: no machine-level test imports it`);
    failed.push(file);
    continue;
  }
  console.log(`\n${file}: ${tests.length} test file(s): ${tests.join(", ")}`);
  const args = ["stryker", "run", "--mutate", file, "--incrementalFile", `${out}/incremental/${name}.json`, ...flags];
  const run = spawnSync("npx", args, { stdio: "inherit", env: { ...process.env, MUTATION_TESTS: tests.join(",") } });
  if (run.status !== 0) {
    failed.push(file);
    continue;
  }
  copyFileSync(`${out}/mutation.json`, `${out}/files/${name}.json`);
}

// Merge every per-file report (this run's and earlier ones) into one, the shape the catalogue reads.
const reports = readdirSync(`${out}/files`).filter((f) => f.endsWith(".json")).sort();
const merged = { files: {} };
for (const f of reports) {
  const report = JSON.parse(readFileSync(`${out}/files/${f}`, "utf8"));
  Object.assign(merged, { ...report, files: merged.files });
  Object.assign(merged.files, report.files);
}
writeFileSync(`${out}/mutation.json`, JSON.stringify(merged));

const detected = new Set(["Killed", "Timeout"]);
const counted = new Set(["Killed", "Timeout", "Survived", "NoCoverage"]);
let allDetected = 0;
let allCounted = 0;
const rows = Object.entries(merged.files)
  .map(([file, { mutants }]) => {
    const c = mutants.filter((m) => counted.has(m.status)).length;
    const d = mutants.filter((m) => detected.has(m.status)).length;
    allDetected += d;
    allCounted += c;
    return { file, score: c === 0 ? 100 : (100 * d) / c, detected: d, counted: c };
  })
  .sort((a, b) => a.file.localeCompare(b.file));
const width = Math.max(3, ...rows.map((r) => r.file.length));
console.log("");
for (const r of rows) console.log(`${r.file.padEnd(width)}  ${r.score.toFixed(1).padStart(5)}%  (${r.detected}/${r.counted})`);
console.log(`${"all".padEnd(width)}  ${((100 * allDetected) / Math.max(allCounted, 1)).toFixed(1).padStart(5)}%  (${allDetected}/${allCounted})`);
if (failed.length > 0) {
  console.error(`not measured: ${failed.join(", ")}`);
  process.exit(1);
}
