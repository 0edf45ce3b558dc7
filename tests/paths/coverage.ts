import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type { AnyStateMachine } from "xstate";
import { machineInventory } from "./machine-inventory";

/** States and transitions seen while replaying one machine's paths. */
export class CoverageRecorder {
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();
  paths = 0;

  constructor(
    readonly name: string,
    readonly machine: AnyStateMachine,
  ) {}

  report() {
    const inventory = machineInventory(this.machine);
    const missing = {
      states: inventory.states.filter((s) => !this.states.has(s)),
      transitions: inventory.transitions.filter((t) => !this.transitions.has(t)),
    };
    return {
      machine: this.name,
      states: { covered: inventory.states.length - missing.states.length, total: inventory.states.length },
      transitions: { covered: inventory.transitions.length - missing.transitions.length, total: inventory.transitions.length },
      paths: this.paths,
      missing,
    };
  }

  /** Written for `npm run paths` (scripts/print-paths.mjs) to print. */
  write(directory = "reports/paths"): void {
    mkdirSync(directory, { recursive: true });
    const file = `${directory}/${this.name}.json`;
    const text = `${JSON.stringify(this.report(), null, 2)}\n`;
    // The same report left untouched: the studio's data is rebuilt when this folder changes (scripts/studio/ensure-data.mjs).
    if (!existsSync(file) || readFileSync(file, "utf8") !== text) writeFileSync(file, text);
  }
}
