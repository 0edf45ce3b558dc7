// `npm run replay <session.json>`: replays a recorded session on today's machines; exit code 1 where a step now ends
// in another state than it did when recorded.
import { readFileSync } from "node:fs";
import type { RecordedSession } from "../../src/app/session-recorder";
import { replaySession } from "./replay-session";

const file = process.argv[2];
if (!file) {
  console.error("usage: npm run replay <session.json>");
  process.exit(2);
}
const steps = replaySession(JSON.parse(readFileSync(file, "utf8")) as RecordedSession);
const show = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));
let differences = 0;
for (const step of steps) {
  const line = `${step.flow.padEnd(22)} +${String(step.at).padStart(6)} ms  ${step.event.padEnd(40)} → ${show(step.reached)}`;
  if (step.same) console.log(line);
  else {
    differences += 1;
    console.log(`${line}   DIFFERS: recorded ${show(step.expected)}`);
  }
}
console.log(`${steps.length} steps, ${differences} in another state than recorded`);
process.exit(differences ? 1 : 0);
