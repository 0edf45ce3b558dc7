import { expect } from "vitest";
import type { AnyStateMachine, EventObject } from "xstate";
import type { CoverageRecorder } from "./coverage";
import { serializeSnapshot, type MachinePath, type PathModel } from "./generate-paths";
import { checkStep, expectedDelay } from "./oracle";
import { createTestActor, deliver, recordStates, settleTicks, type TestActor } from "./test-actor";

export { createTestActor, deliver, recordStates, type ActionCall, type TestActor } from "./test-actor";

/**
 * Delivers a path step and checks the model's oracle: a delayed step must not fire 1 ms before the model's delay,
 * and the requests and effects of the step must be the model's. `ignore` names actors running as real logic.
 */
export async function deliverChecked<M extends AnyStateMachine>(
  test: TestActor<M>,
  model: PathModel<M>,
  events: readonly EventObject[],
  ignore?: ReadonlySet<string>,
  send: (event: EventObject, delayMs?: number) => Promise<void> = (event, delayMs) => deliver(test, event, delayMs),
): Promise<void> {
  const event = events[events.length - 1]!;
  const oracle = model.oracle;
  const delay = oracle ? expectedDelay(oracle, event, events) : undefined;
  if (delay !== undefined) {
    const before = serializeSnapshot(model, test.actor.getSnapshot());
    test.clock.increment(delay - 1);
    await settleTicks();
    expect(serializeSnapshot(model, test.actor.getSnapshot()), `nothing happens 1 ms before the ${delay} ms of ${event.type}`).toBe(before);
    await send(event, 1);
  } else {
    await send(event);
  }
  if (oracle) checkStep(test.observe(), test.actor.getSnapshot(), oracle.step(events), `after ${event.type}`, ignore);
}

/** Starts the actor and checks what the model says happens at the start. */
export async function startChecked<M extends AnyStateMachine>(test: TestActor<M>, model: PathModel<M>, ignore?: ReadonlySet<string>): Promise<void> {
  test.actor.start();
  await settleTicks();
  if (model.oracle) checkStep(test.observe(), test.actor.getSnapshot(), model.oracle.step([]), "at the start", ignore);
}

/** Replays a generated path against the live actor, checking the state and the model's oracle after every step. */
export async function replayOnActor<M extends AnyStateMachine>(
  model: PathModel<M>,
  path: MachinePath<M>,
  recorder?: CoverageRecorder,
): Promise<TestActor<M>> {
  const test = createTestActor(model, recorder);
  await startChecked(test, model);
  recordStates(recorder, test.actor);
  const events: EventObject[] = [];
  for (const step of path.steps) {
    events.push(step.event);
    await deliverChecked(test, model, events);
    recordStates(recorder, test.actor);
    expect(serializeSnapshot(model, test.actor.getSnapshot()), `after ${step.event.type}`).toBe(serializeSnapshot(model, step.state));
  }
  if (recorder) recorder.paths += 1;
  return test;
}
