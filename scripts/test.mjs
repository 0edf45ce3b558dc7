// `npm test`: what CI runs. The checks (typecheck, lint) and the two builds (the app, and the debug client the browser
// tests use) run beside the unit tests at a lower priority: the unit tests leave about a third of the cores idle (their
// workers wait on timers and imports), and the checks fill it without slowing them. The browser tests, which keep
// every core busy, run last and alone. Stops at the first failure.
import { spawn } from "node:child_process";

/** Runs a script at nice 10: it takes the cores only when the unit tests leave them idle. */
const run = (script) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("nice", ["-n", "10", "npm", "run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => resolve({ script, code: code ?? 1, seconds: Math.round((Date.now() - started) / 1000), output: Buffer.concat(output).toString() }));
  });

/** Runs the scripts side by side; prints each one's output whole when it ends, so the logs do not interleave. */
async function phase(scripts) {
  const results = await Promise.all(scripts.map(run));
  for (const { script, code, seconds, output } of results) {
    process.stdout.write(`\n── npm run ${script} (${seconds} s, exit ${code}) ──\n${output}`);
  }
  const failed = results.filter((r) => r.code !== 0);
  if (failed.length > 0) {
    console.error(`\nnpm test: ${failed.map((r) => r.script).join(", ")} failed`);
    process.exit(1);
  }
}

/** Streams a long step as it goes (the unit and browser tests print progress). */
function step(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    process.stdout.write(`\n── npm run ${script} ──\n`);
    spawn("npm", ["run", "--silent", script], { stdio: "inherit" }).on("close", (code) => {
      process.stdout.write(`── npm run ${script}: exit ${code}, ${Math.round((Date.now() - started) / 1000)} s ──\n`);
      if (code !== 0) process.exit(code ?? 1);
      resolve();
    });
  });
}

const started = Date.now();
const checks = phase(["typecheck", "lint", "build", "build:inspector"]);
await step("test:unit");
await checks;
await step("test:e2e");
console.log(`\nnpm test: all green in ${Math.round((Date.now() - started) / 60_000)} min`);
