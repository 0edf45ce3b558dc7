import { createActor, SimulatedClock, type Actor, type AnyActorLogic, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from "xstate";
import type { CoverageRecorder } from "./coverage";
import { FakeActors } from "./fake-actors";
import type { PathModel } from "./generate-paths";
import { transitionKey } from "./machine-inventory";
import type { Observed } from "./oracle";

// No test framework here: the browser-level path tests (e2e/machine-paths) trace paths with these too.

export interface ActionCall {
  type: string;
  params: unknown;
}

/** A live actor of the machine with fake actors, recorded side-effect actions and a simulated clock. */
export interface TestActor<M extends AnyStateMachine> {
  actor: Actor<M>;
  fakes: FakeActors;
  clock: SimulatedClock;
  actions: ActionCall[];
  /** What happened since the last call (requests started, actions run, events sent to children). */
  observe(): Observed;
}

/** Side-effect actions are the placeholders declared in setup(); assign, sendTo and the like carry a `type`. */
function isPlaceholderAction(action: unknown): boolean {
  return typeof action === "function" && (action as { type?: string }).type === undefined;
}

export function createTestActor<M extends AnyStateMachine>(
  model: PathModel<M>,
  recorder?: CoverageRecorder,
  /** Real logic to use instead of a fake for some actors (the views need live child machines). */
  actorOverrides: Record<string, AnyActorLogic> = {},
): TestActor<M> {
  const fakes = new FakeActors();
  const clock = new SimulatedClock();
  const actions: ActionCall[] = [];
  const recorded = Object.fromEntries(
    Object.entries(model.machine.implementations.actions)
      .filter(([, action]) => isPlaceholderAction(action))
      .map(([type]) => [type, (_: unknown, params: unknown) => void actions.push({ type, params })]),
  );
  const machine = model.machine.provide({ actors: { ...fakes.logicFor(model.machine), ...actorOverrides }, actions: recorded }) as M;
  // Eventless hops out of the initial state run inside createActor, before `actor` is assigned: the children are
  // fakes without microsteps, so a microstep seen while `actor` is unset is the root's.
  let actor: Actor<M> | undefined = undefined;
  actor = createActor(machine, {
    input: model.input,
    clock,
    inspect: (event) => {
      if (!recorder || event.type !== "@xstate.microstep" || (actor !== undefined && event.actorRef !== actor)) return;
      for (const transition of event._transitions) {
        recorder.transitions.add(transitionKey(transition));
        // A state left at once by an eventless hop is never in a settled snapshot, but its transition was taken from it.
        recorder.states.add((transition.source as { id: string }).id);
      }
      // Transient states (eventless `always` hops) only show up inside microsteps.
      for (const node of (event.snapshot as AnyMachineSnapshot)._nodes) recorder.states.add(node.id);
    },
  }) as Actor<M>;
  const seen = { inputs: 0, actions: 0, sent: 0 };
  const observe = (): Observed => {
    const observed = { requests: fakes.inputs.slice(seen.inputs), actions: actions.slice(seen.actions), sent: fakes.sent.slice(seen.sent) };
    Object.assign(seen, { inputs: fakes.inputs.length, actions: actions.length, sent: fakes.sent.length });
    return observed;
  };
  return { actor: actor as Actor<M>, fakes, clock, actions, observe };
}

/**
 * Lets the promises a step started settle (the fakes answer through microtasks; the clock is simulated). `setImmediate`
 * runs after every pending microtask like `setTimeout(0)` does, without Node's 1 ms minimum delay on a timer: with tens
 * of thousands of steps in the path suites, that minimum was three quarters of their time.
 */
export const settleTicks = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Delivers one path event the way it happens for real: settles a fake actor, advances the clock, or sends it. A
 * delayed event advances the clock by `delayMs` when given (the model's figure), else by the figure in its type.
 */
export async function deliver<M extends AnyStateMachine>(test: TestActor<M>, event: EventObject, delayMs?: number): Promise<void> {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
  const error = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
  const after = /^xstate\.after\.([^.]+)\./.exec(event.type);
  // A child machine has no promise to settle: its done or error event goes to the parent as the invoke would send it.
  if (done && !test.fakes.settle(done[1]!, { output: (event as { output?: unknown }).output })) test.actor.send(event as never);
  else if (error && !test.fakes.settle(error[1]!, { error: (event as { error?: unknown }).error })) test.actor.send(event as never);
  else if (after) test.clock.increment(delayMs ?? Number(after[1]));
  else test.actor.send(event as never);
  await settleTicks();
}

export function recordStates(recorder: CoverageRecorder | undefined, actor: Actor<AnyStateMachine>): void {
  for (const node of actor.getSnapshot()._nodes) recorder?.states.add(node.id);
}
