import { afterAll, describe, expect, it } from "vitest";
import type { AnyStateMachine } from "xstate";
import { CoverageRecorder } from "../paths/coverage";
import { generatePaths, type PathModel } from "../paths/generate-paths";
import { replayOnActor } from "../paths/replay-actor";

/**
 * The same suite for every machine: replay each generated path on the live actor, then demand full coverage. Several
 * models of one machine (different inputs, such as a forced and a normal password change) add up to its coverage.
 */
export function describeMachinePaths<M extends AnyStateMachine>(...models: [PathModel<M>, ...PathModel<M>[]]): void {
  const [first] = models;
  const recorder = new CoverageRecorder(first.name, first.machine);
  const cases = models.flatMap((model) => generatePaths(model).map((path) => [path.description, model, path] as const));

  describe(`${first.name} machine: generated paths on the live actor`, () => {
    afterAll(() => recorder.write());

    it.each(cases)("%s", async (_, model, path) => {
      const test = await replayOnActor(model, path, recorder);
      test.actor.stop();
    });

    it("covers every state and transition", () => {
      expect(recorder.report().missing).toEqual({ states: [], transitions: [] });
    });
  });
}
