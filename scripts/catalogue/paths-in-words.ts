import { createActor, fromPromise, SimulatedClock, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from "xstate";
import { generatePaths, type PathModel } from "../../tests/paths/generate-paths";
import { transitionKey } from "../../tests/paths/machine-inventory";

const MAX_PAYLOAD = 90;

function shortJson(value: unknown): string {
  const text = JSON.stringify(value) ?? "";
  return text.length > MAX_PAYLOAD ? `${text.slice(0, MAX_PAYLOAD - 1)}…` : text;
}

/** A state value in words: `ready`, `active.form.editing`, `(captcha: hidden, form: editing)`. */
export function stateInWords(value: unknown): string {
  if (typeof value === "string") return value;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 1) {
      const [key, inner] = entries[0]!;
      const rest = stateInWords(inner);
      return rest.startsWith("(") ? `${key} ${rest}` : `${key}.${rest}`;
    }
    return `(${entries.map(([key, inner]) => `${key}: ${stateInWords(inner)}`).join(", ")})`;
  }
  return String(value);
}

/** An event in words: `loadDeposit answers`, `login fails (USER_NOT_EXIST)`, `1 s pass`, `AMOUNT.CHANGE {"text":"500"}`. */
export function eventInWords(event: EventObject): string {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
  if (done) return `${done[1]} answers`;
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
  if (failed) {
    const error = (event as { error?: { errorCode?: string; kind?: string } }).error;
    const why = error?.errorCode ?? error?.kind;
    return `${failed[1]} fails${why ? ` (${why})` : ""}`;
  }
  const after = /^xstate\.after\.(\d+)\./.exec(event.type);
  if (after) {
    const ms = Number(after[1]);
    return ms % 1000 === 0 ? `${ms / 1000} s pass` : `${ms} ms pass`;
  }
  const { type, ...payload } = event;
  return Object.keys(payload).length ? `${type} ${shortJson(payload)}` : type;
}

function snapshotInWords(snapshot: { value: unknown; status: string }): string {
  return snapshot.status === "done" ? `it is done (${stateInWords(snapshot.value)})` : `it is in ${stateInWords(snapshot.value)}`;
}

/** What the generated paths reach: state ids, and transition keys (as tests/paths names them) of the events they send. */
export interface Reached {
  states: Set<string>;
  transitions: Set<string>;
}

/**
 * Every generated path of a model as one sentence (`Given …, when …, then …; when …, then ….`), and what the paths
 * reach, added to `reached`.
 */
export function pathsInWords<M extends AnyStateMachine>(model: PathModel<M>, reached: Reached): string[] {
  const initial = createActor(model.machine, { input: model.input }).getSnapshot() as AnyMachineSnapshot;
  const given = `Given ${model.name} starts in ${stateInWords(initial.value)}${model.input !== undefined ? ` with input ${shortJson(model.input)}` : ""}`;
  return generatePaths(model).map((path) => {
    trace(model, path.steps.map((step) => step.event), reached);
    return `${given}, ${path.steps.map((step) => `when ${eventInWords(step.event)}, then ${snapshotInWords(step.state)}`).join("; ")}.`;
  });
}

const pending = fromPromise(() => new Promise<never>(() => {}));

/**
 * Runs a path's events on the machine (its actors never answer by themselves: their done and error events are sent as
 * the path has them; delays pass on a simulated clock) and records every microstep's transitions and states.
 */
function trace<M extends AnyStateMachine>(model: PathModel<M>, events: EventObject[], reached: Reached): void {
  const actors = Object.fromEntries(Object.keys(model.machine.implementations.actors).map((name) => [name, pending]));
  const clock = new SimulatedClock();
  // Microsteps seen before createActor returns are the root's (its children are pending promises).
  const self: { root?: unknown } = {};
  const actor = createActor(model.machine.provide({ actors }) as M, {
    input: model.input,
    clock,
    inspect: (event) => {
      if (event.type !== "@xstate.microstep" || (self.root !== undefined && event.actorRef !== self.root)) return;
      for (const transition of event._transitions) {
        reached.transitions.add(transitionKey(transition));
        reached.states.add((transition.source as { id: string }).id);
      }
      for (const node of (event.snapshot as AnyMachineSnapshot)._nodes) reached.states.add(node.id);
    },
  });
  self.root = actor;
  actor.start();
  for (const node of (actor.getSnapshot() as AnyMachineSnapshot)._nodes) reached.states.add(node.id);
  for (const event of events) {
    const after = /^xstate\.after\.([^.]+)\./.exec(event.type);
    if (after) clock.increment(Number(after[1]));
    else actor.send(event as never);
    for (const node of (actor.getSnapshot() as AnyMachineSnapshot)._nodes) reached.states.add(node.id);
  }
  actor.stop();
}
