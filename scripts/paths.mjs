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
const width = Math.max(...reports.map((r) => r.machine.length));
for (const r of reports) {
  console.log(
    `${r.machine.padEnd(width)}  states ${r.states.covered}/${r.states.total}  transitions ${r.transitions.covered}/${r.transitions.total}  paths ${r.paths}`,
  );
  for (const s of r.missing.states) console.log(`${" ".repeat(width)}  missing state ${s}`);
  for (const t of r.missing.transitions) console.log(`${" ".repeat(width)}  missing transition ${t}`);
}
process.exit(run.status ?? 1);
