import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { StudioMachine } from "../../src/studio/model";

interface PathReport {
  states: { covered: number; total: number };
  transitions: { covered: number; total: number };
  paths: number;
  missing?: { states: string[]; transitions: string[] };
}

/**
 * The figures `npm run paths` last wrote for a machine's models (reports/paths/<model>.json, replayed on the live
 * actor): states and transitions covered by any of its models out of the machine's, and their paths added up.
 * Undefined when none of its models was run.
 */
export function coverageOf(root: string, modelNames: string[]): StudioMachine["coverage"] {
  const reports = [...new Set(modelNames)]
    .map((name) => join(root, "reports", "paths", `${name}.json`))
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, "utf8")) as PathReport);
  if (!reports.length) return undefined;
  const first = reports[0]!;
  const stillMissing = (kind: "states" | "transitions") => {
    if (reports.some((r) => !r.missing)) return Math.min(...reports.map((r) => r[kind].total - r[kind].covered));
    return reports.map((r) => new Set(r.missing![kind])).reduce((a, b) => new Set([...a].filter((x) => b.has(x)))).size;
  };
  return {
    states: [first.states.total - stillMissing("states"), first.states.total],
    transitions: [first.transitions.total - stillMissing("transitions"), first.transitions.total],
    paths: reports.reduce((n, r) => n + r.paths, 0),
  };
}
