import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from "xstate";
import { CoverageRecorder } from "../../tests/paths/coverage";
import { generatePaths, type MachinePath, type PathModel } from "../../tests/paths/generate-paths";
import { machineInventory } from "../../tests/paths/machine-inventory";
import { createTestActor, deliver } from "../../tests/paths/test-actor";

/** One step of a path to drive in the browser: the model's event, the state value the machine must then be in, and
 * every state node it passes through on the way (transient ones included, which no settled snapshot shows). */
export interface PlannedStep {
  event: EventObject;
  value: unknown;
  states: string[];
  /** Nothing would move on by itself here: no call awaits its answer and no timer runs (a path may end here). */
  settled: boolean;
}

export interface PlannedPath {
  description: string;
  initial: { value: unknown; states: string[]; settled: boolean };
  steps: PlannedStep[];
}

/** Replays a generated path on the machine with fake actors and a simulated clock, recording each step's states. */
async function trace<M extends AnyStateMachine>(model: PathModel<M>, path: MachinePath<M>): Promise<PlannedPath> {
  const recorder = new CoverageRecorder(model.name, model.machine);
  const test = createTestActor(model, recorder);
  const settled = () => {
    const snapshot = test.actor.getSnapshot() as AnyMachineSnapshot;
    for (const node of snapshot._nodes) recorder.states.add(node.id);
    const states = [...recorder.states];
    recorder.states.clear();
    const timers = snapshot._nodes.some((node) => node.after.length > 0);
    return { value: snapshot.value, states, settled: !test.fakes.anyPending && !timers };
  };
  test.actor.start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const initial = settled();
  const steps: PlannedStep[] = [];
  for (const step of path.steps) {
    await deliver(test, step.event);
    steps.push({ event: step.event, ...settled() });
  }
  test.actor.stop();
  return { description: path.description, initial, steps };
}

const describeEvent = (event: EventObject) => event.type.replace(/^xstate\.(done|error)\.actor\./, "$1:").replace(/^xstate\.after\./, "after:");

/**
 * The paths to drive in Chromium: for every state of the machine, the shortest prefix of a generated path that reaches
 * it using only events the browser driver can produce; then as few of those prefixes as cover every state reached.
 */
export async function planBrowserPaths<M extends AnyStateMachine>(
  model: PathModel<M>,
  canDrive: (event: EventObject) => boolean,
): Promise<{ paths: PlannedPath[]; total: string[]; unreachable: string[] }> {
  const total = machineInventory(model.machine).states;
  const traced = await Promise.all(generatePaths(model).map((path) => trace(model, path)));
  // The shortest drivable prefix per state.
  const best = new Map<string, PlannedPath>();
  const offer = (state: string, prefix: PlannedPath) => {
    const known = best.get(state);
    if (!known || prefix.steps.length < known.steps.length) best.set(state, prefix);
  };
  for (const path of traced) {
    const passed = new Set(path.initial.states);
    if (path.initial.settled) for (const state of passed) offer(state, { ...path, steps: [] });
    for (let i = 0; i < path.steps.length && canDrive(path.steps[i]!.event); i += 1) {
      for (const state of path.steps[i]!.states) passed.add(state);
      // In the browser the server answers and timers fire by themselves: a path can only stop where nothing is pending.
      if (!path.steps[i]!.settled) continue;
      const steps = path.steps.slice(0, i + 1);
      for (const state of passed) offer(state, { ...path, description: steps.map((s) => describeEvent(s.event)).join(" → "), steps });
    }
  }
  const statesOf = (path: PlannedPath) => new Set([...path.initial.states, ...path.steps.flatMap((step) => step.states)]);
  const remaining = new Set(best.keys());
  const chosen: PlannedPath[] = [];
  const candidates = [...new Set(best.values())];
  while (remaining.size > 0) {
    const gain = (path: PlannedPath) => [...statesOf(path)].filter((state) => remaining.has(state)).length;
    const next = candidates.reduce((a, b) => (gain(b) > gain(a) || (gain(b) === gain(a) && b.steps.length < a.steps.length) ? b : a));
    if (gain(next) === 0) break;
    chosen.push(next);
    for (const state of statesOf(next)) remaining.delete(state);
  }
  return { paths: chosen, total, unreachable: total.filter((state) => !best.has(state)) };
}
