import type { AnyStateMachine, EventObject } from "xstate";
import type { PathModel } from "../../../tests/paths/generate-paths";
import type { StudioMachine } from "../model";

// The real machines and their test models, each loaded when its page is simulated (a chunk per file).
const machineModules = import.meta.glob<Record<string, unknown>>("../../../machines/*.machine.ts");
const modelModules = import.meta.glob<Record<string, unknown>>("../../../tests/machines/*.model.ts");

export type AnyModel = PathModel<AnyStateMachine>;

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === "object" && value !== null && "root" in value && "config" in value && typeof (value as { provide?: unknown }).provide === "function";

/** The machine object of a catalogue entry (machines/<file>, its export). */
export async function loadMachine(entry: StudioMachine): Promise<AnyStateMachine> {
  const load = machineModules[`../../../${entry.file}`];
  if (!load) throw new Error(`${entry.file} is not in the studio's bundle`);
  const module = await load();
  const machine = module[entry.exportName] ?? Object.values(module).find(isMachine);
  if (!isMachine(machine)) throw new Error(`${entry.file} exports no machine ${entry.exportName}`);
  return machine;
}

/** The test model of the machine (tests/machines/<name>.model.ts, the first exported model of that machine), if any. */
export async function loadModel(entry: StudioMachine, machine: AnyStateMachine): Promise<AnyModel | undefined> {
  const name = entry.file.replace(/^machines\//, "").replace(/\.machine\.ts$/, "");
  const load = modelModules[`../../../tests/machines/${name}.model.ts`];
  if (!load) return undefined;
  const module = await load();
  const isModel = (value: unknown): value is AnyModel => typeof value === "object" && value !== null && (value as { machine?: unknown }).machine === machine;
  const exported = Object.values(module).find(isModel);
  if (exported) return exported;
  // A model made by a factory (registerModel(options)): its default model.
  for (const [name, value] of Object.entries(module)) {
    if (typeof value !== "function" || !/Model$/.test(name) || value.length > 1) continue;
    try {
      const made: unknown = (value as () => unknown)();
      if (isModel(made)) return made;
    } catch {
      // Not a factory that works without arguments.
    }
  }
  return undefined;
}

/** The model's example events of a type for this snapshot (empty when the model has none or its function fails). */
export function examplesOf(model: AnyModel | undefined, type: string, snapshot: unknown): EventObject[] {
  const make = model?.payloads?.[type];
  if (!make) return [];
  try {
    return make(snapshot as never).filter((event): event is EventObject => Boolean(event) && event.type === type);
  } catch {
    return [];
  }
}
