// `npm test`: what CI runs. The single-threaded checks (typecheck, lint) and the two builds (the app, and the debug
// client the browser tests use) share the machine's cores at once; the unit tests and then the browser tests each use every core by themselves. Stops at the first failure.
import { spawn } from "node:child_process";

const run = (script) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
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
await phase(["typecheck", "lint", "build", "build:inspector"]);
await step("test:unit");
await step("test:e2e");
console.log(`\nnpm test: all green in ${Math.round((Date.now() - started) / 60_000)} min`);
