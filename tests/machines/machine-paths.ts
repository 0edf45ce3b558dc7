import { afterAll, describe, expect, it } from "vitest";
import type { AnyStateMachine } from "xstate";
import { CoverageRecorder } from "../paths/coverage";
import { generatePaths, type PathModel } from "../paths/generate-paths";
import { replayOnActor } from "../paths/replay-actor";

/** The same suite for every machine: replay each generated path on the live actor, then demand full coverage. */
export function describeMachinePaths<M extends AnyStateMachine>(model: PathModel<M>): void {
  const paths = generatePaths(model);
  const recorder = new CoverageRecorder(model.name, model.machine);

  describe(`${model.name} machine: generated paths on the live actor`, () => {
    afterAll(() => recorder.write());

    it.each(paths.map((path) => [path.description, path] as const))("%s", async (_, path) => {
      const test = await replayOnActor(model, path, recorder);
      test.actor.stop();
    });

    it("covers every state and transition", () => {
      expect(recorder.report().missing).toEqual({ states: [], transitions: [] });
    });
  });
}
