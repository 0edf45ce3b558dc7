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
  const edges = paths.map((path) => [...new Set(edgesOf(path))]);
  const remaining = new Set(edges.flat());
  const chosen: MachinePath<M>[] = [];
  while (remaining.size > 0) {
    let best = -1;
    let bestGain = 0;
    for (const [index, pathEdges] of edges.entries()) {
      const gain = pathEdges.filter((edge) => remaining.has(edge)).length;
      if (gain > bestGain) [best, bestGain] = [index, gain];
    }
    if (best === -1) break;
    chosen.push(paths[best]!);
    for (const edge of edges[best]!) remaining.delete(edge);
  }
  return chosen;
}
