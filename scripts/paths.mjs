// `npm run paths`: replays every machine's generated paths and prints the coverage they reach, one line per machine.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";

const dir = "reports/paths";
rmSync(dir, { recursive: true, force: true });
const run = spawnSync("npx", ["vitest", "run", "tests/machines", "--reporter=dot", "--silent"], { stdio: ["ignore", "ignore", "inherit"] });

if (!existsSync(dir)) {
  console.error("no path reports were written: did the path tests run?");
  process.exit(1);
}
const reports = readdirSync(dir)
  .filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(readFileSync(`${dir}/${file}`, "utf8")))
  .sort((a, b) => a.machine.localeCompare(b.machine));
// The Chromium figure of the main journeys (issue 13), from the last run of e2e/machine-paths.spec.ts.
const browserDir = "reports/browser-paths";
const BROWSER_JOURNEYS = ["login", "register", "withdrawalConfirmation", "contract"];
const browser = (machine) => {
  const file = `${browserDir}/${machine}.json`;
  if (!BROWSER_JOURNEYS.includes(machine)) return { text: "" };
  if (!existsSync(file)) return { text: "  browser -/- (run: npx playwright test e2e/machine-paths)" };
  const r = JSON.parse(readFileSync(file, "utf8"));
  return { text: `  browser ${r.states.covered}/${r.states.total}`, missing: r.missing };
};
const width = Math.max(...reports.map((r) => r.machine.length));
for (const r of reports) {
  const inBrowser = browser(r.machine);
  console.log(
    `${r.machine.padEnd(width)}  states ${r.states.covered}/${r.states.total}  transitions ${r.transitions.covered}/${r.transitions.total}  paths ${r.paths}${inBrowser.text}`,
  );
  for (const s of r.missing.states) console.log(`${" ".repeat(width)}  missing state ${s}`);
  for (const t of r.missing.transitions) console.log(`${" ".repeat(width)}  missing transition ${t}`);
  for (const s of inBrowser.missing ?? []) console.log(`${" ".repeat(width)}  missing in the browser: state ${s}`);
}
process.exit(run.status ?? 1);
