import { beforeAll, describe, expect, it } from "vitest";
import type { AnyStateMachine } from "xstate";
import { activateLanguage } from "../../src/i18n";
import { coveringSubset } from "../paths/covering-subset";
import { generatePaths, type PathModel } from "../paths/generate-paths";
import { replayOnView, type ViewModel } from "./replay-view";

/** The same suite for every machine's views: replay a covering subset of its generated paths on the screen, in English. */
export function describeViewPaths<M extends AnyStateMachine>(model: PathModel<M>, view: ViewModel<M>): void {
  const all = generatePaths(model);
  const paths = coveringSubset(all);

  describe(`${model.name} machine: generated paths on the rendered views`, () => {
    beforeAll(() => activateLanguage("en"));

    it("replays paths that take every edge the full set takes", () => {
      expect(paths.length).toBeGreaterThan(0);
      expect(paths.length).toBeLessThanOrEqual(all.length);
    });

    it.each(paths.map((path) => [path.description, path] as const))("%s", async (_, path) => {
      await replayOnView(model, view, path);
    });
  });
}
