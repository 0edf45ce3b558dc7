// `npm run paths [machine ...]`: replays the machines' generated paths (the tests in tests/machines), showing each test
// file as it finishes, then prints the coverage they reached, one line per machine, and the tests' pass/fail count.
// Exits non-zero when any test failed or a machine is not fully covered. With names (`login`, `withdrawalConfirmation`
// or `withdrawal-confirmation`) it runs only those machines' test files.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";

const dir = "reports/paths";
const results = "reports/paths-tests.json";
const kebab = (name) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

const names = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
let files = ["tests/machines"];
if (names.length > 0) {
  const all = readdirSync("tests/machines").filter((file) => file.endsWith(".test.ts"));
  files = names.flatMap((name) => {
    const mine = all.filter((file) => file.startsWith(`${kebab(name)}.`));
    if (mine.length === 0) {
      console.error(`no test files in tests/machines for "${name}" (looked for ${kebab(name)}.*.test.ts)`);
      process.exit(2);
    }
    return mine.map((file) => `tests/machines/${file}`);
  });
  for (const name of names) rmSync(`${dir}/${camel(kebab(name))}.json`, { force: true });
} else {
  rmSync(dir, { recursive: true, force: true });
}
mkdirSync("reports", { recursive: true });
rmSync(results, { force: true });

console.log(`Running ${names.length > 0 ? files.join(", ") : "every test in tests/machines (about 13 minutes on 2 cores)"}…`);
const run = spawnSync(
  "npx",
  ["vitest", "run", ...files, "--silent", "--reporter=default", "--reporter=json", `--outputFile.json=${results}`],
  // Vitest's default reporter prints a line per test file as it finishes when its output is not a terminal.
  { stdio: ["ignore", "inherit", "inherit"] },
);

const wanted = names.map((name) => camel(kebab(name)));
const reports = existsSync(dir)
  ? readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => JSON.parse(readFileSync(`${dir}/${file}`, "utf8")))
      .filter((report) => wanted.length === 0 || wanted.includes(report.machine))
      .sort((a, b) => a.machine.localeCompare(b.machine))
  : [];

// The Chromium figure of the main journeys, from the last run of e2e/machine-paths.
const browserDir = "reports/browser-paths";
const BROWSER_JOURNEYS = ["login", "register", "withdrawalConfirmation", "contract"];
const browser = (machine) => {
  const file = `${browserDir}/${machine}.json`;
  if (!BROWSER_JOURNEYS.includes(machine)) return { text: "" };
  if (!existsSync(file)) return { text: "  browser -/- (run: npx playwright test e2e/machine-paths)" };
  const r = JSON.parse(readFileSync(file, "utf8"));
  return { text: `  browser ${r.states.covered}/${r.states.total}`, missing: r.missing };
};

console.log("\nCoverage reached by the generated paths:");
const width = Math.max(0, ...reports.map((r) => r.machine.length));
let gaps = 0;
for (const r of reports) {
  const inBrowser = browser(r.machine);
  const full = r.missing.states.length === 0 && r.missing.transitions.length === 0;
  if (!full) gaps += 1;
  console.log(
    `${r.machine.padEnd(width)}  states ${r.states.covered}/${r.states.total}  transitions ${r.transitions.covered}/${r.transitions.total}  paths ${r.paths}${inBrowser.text}`,
  );
  for (const s of r.missing.states) console.log(`${" ".repeat(width)}  missing state ${s}`);
  for (const t of r.missing.transitions) console.log(`${" ".repeat(width)}  missing transition ${t}`);
  for (const s of inBrowser.missing ?? []) console.log(`${" ".repeat(width)}  missing in the browser: state ${s}`);
}
if (reports.length === 0) console.log("(no machine wrote a coverage report)");

const summary = existsSync(results) ? JSON.parse(readFileSync(results, "utf8")) : undefined;
const failedFiles = (summary?.testResults ?? []).filter((file) => file.status !== "passed").map((file) => file.name.replace(`${process.cwd()}/`, ""));
console.log("");
if (!summary) {
  console.log(`Path tests: no results (vitest exited with ${run.status ?? run.signal}).`);
} else {
  const { numPassedTests: passed, numFailedTests: failed, numTotalTests: total } = summary;
  console.log(`Path tests: ${passed} passed, ${failed} failed, ${total} in all (${summary.numTotalTestSuites} suites).`);
  for (const file of failedFiles) console.log(`  FAILED: ${file}`);
}
const ok = run.status === 0 && summary?.success === true && failedFiles.length === 0 && gaps === 0 && reports.length > 0;
console.log(
  ok
    ? `Every test passed and ${reports.length === 1 ? "the machine has" : `all ${reports.length} machines have`} every state and transition covered.`
    : `NOT OK: ${[
        run.status !== 0 || !summary?.success || failedFiles.length > 0 ? "some path tests failed (the coverage above is only what the passing tests reached)" : "",
        gaps > 0 ? `${gaps} machine(s) not fully covered` : "",
        reports.length === 0 ? "no coverage report written" : "",
      ]
        .filter(Boolean)
        .join("; ")}.`,
);
process.exit(ok ? 0 : 1);
