import { beforeAll, describe, expect, it } from "vitest";
import type { AnyStateMachine } from "xstate";
import { activateLanguage } from "../../src/i18n";
import { coveringSubset } from "../paths/covering-subset";
import { generatePaths, type PathModel } from "../paths/generate-paths";
import { replayOnView, type ViewModel } from "./replay-view";

/**
 * The same suite for every machine's views: replay a covering subset of its generated paths on the screen, in English.
 * With `part`, only every `of`-th path from the `index`-th (1-based): a long suite split over several files.
 */
export function describeViewPaths<M extends AnyStateMachine>(model: PathModel<M>, view: ViewModel<M>, part?: { index: number; of: number }): void {
  const all = generatePaths(model);
  const covering = coveringSubset(all);
  const paths = part ? covering.filter((_, i) => i % part.of === part.index - 1) : covering;
  const title = part ? ` (part ${part.index} of ${part.of})` : "";

  describe(`${model.name} machine: generated paths on the rendered views${title}`, () => {
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
