import type { AnyStateMachine } from "xstate";
import type { MachinePath } from "./generate-paths";

/**
 * A smaller set of paths that still takes every (state, event) edge the full set takes: what the slower view replay
 * uses. Greedy set cover, longest contribution first.
 */
export function coveringSubset<M extends AnyStateMachine>(paths: MachinePath<M>[]): MachinePath<M>[] {
  const edgesOf = (path: MachinePath<M>) => {
    let from = "initial";
    return path.steps.map((step) => {
      const edge = `${from} ${JSON.stringify(step.event)}`;
      from = JSON.stringify(step.state.value);
      return edge;
    });
  };
  const remaining = new Set(paths.flatMap(edgesOf));
  const chosen: MachinePath<M>[] = [];
  while (remaining.size > 0) {
    let best: MachinePath<M> | undefined;
    let bestGain = 0;
    for (const path of paths) {
      const gain = new Set(edgesOf(path).filter((edge) => remaining.has(edge))).size;
      if (gain > bestGain) [best, bestGain] = [path, gain];
    }
    if (!best) break;
    chosen.push(best);
    for (const edge of edgesOf(best)) remaining.delete(edge);
  }
  return chosen;
}
