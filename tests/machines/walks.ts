import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from "xstate";
import type { PathModel } from "../paths/generate-paths";
import { createTestActor, deliver, settleTicks } from "../paths/test-actor";

/** A step of a walk: an event (a person's, an actor's answer as `xstate.done.actor.<id>`), or time passing. */
export type WalkStep = (EventObject & Record<string, unknown>) | { waitMs: number };
const isWait = (step: WalkStep): step is { waitMs: number } => !("type" in step);

/**
 * A short walk written from the spec: what a person does and what the server answers, then the state they see, the
 * requests made so far per actor and, where it matters, context facts. The generated paths come from the machine
 * itself, so they cannot notice a transition or a timer that is missing; a walk can.
 */
export interface Walk {
  name: string;
  steps: WalkStep[];
  state: StateValue;
  /** Requests started per actor id over the whole walk (those not named are not checked). */
  requests?: Record<string, number>;
  context?: Record<string, unknown>;
}

export function describeWalks<M extends AnyStateMachine>(model: Pick<PathModel<M>, "name" | "machine" | "input">, walks: Walk[]): void {
  describe(`${model.name}: walks from the spec`, () => {
    it.each(walks.map((walk) => [walk.name, walk] as const))("%s", async (_, walk) => {
      const test = createTestActor({ ...model, payloads: {} } as PathModel<M>);
      test.actor.start();
      await settleTicks();
      for (const step of walk.steps) {
        if (isWait(step)) {
          test.clock.increment(step.waitMs);
          await settleTicks();
        } else await deliver(test, step);
      }
      const snapshot = test.actor.getSnapshot() as AnyMachineSnapshot;
      expect(snapshot.value).toEqual(walk.state);
      for (const [id, count] of Object.entries(walk.requests ?? {})) {
        expect(test.fakes.inputs.filter((request) => request.id === id), `requests of ${id}`).toHaveLength(count);
      }
      if (walk.context) expect(snapshot.context).toMatchObject(walk.context);
      test.actor.stop();
    });
  });
}

/** An actor's answer and failure, as steps. */
export const answer = (id: string, output?: unknown): EventObject => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
export const failure = (id: string, error: unknown): EventObject => ({ type: `xstate.error.actor.${id}`, error }) as EventObject;
