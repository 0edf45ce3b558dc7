import { createEmptyActor, type AnyActorScope, type AnyMachineSnapshot, type AnyStateMachine, type EventObject, type InputFrom } from "xstate";
import { getAdjacencyMap } from "xstate/graph";
import type { Oracle } from "./oracle";

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- M documents which machine the snapshot belongs to
export type Snapshot<M extends AnyStateMachine> = AnyMachineSnapshot;

type Adjacency = Record<string, { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }>;

/**
 * What a machine's path tests need to explore it: payload variants for events that carry data (actor results,
 * user input) and which part of context makes a state different (keep it bounded so the graph stays finite).
 */
export interface PathModel<M extends AnyStateMachine> {
  name: string;
  machine: M;
  input?: InputFrom<M>;
  /** Variants to send for an event type found enabled in a state; types not listed are sent as `{ type }`. */
  payloads?: Record<string, (snapshot: Snapshot<M>) => EventObject[]>;
  /** The part of context that distinguishes states (default: none, states by value only). */
  contextKey?: (context: AnyMachineSnapshot["context"]) => unknown;
  /** What must happen at each step, from the spec and the path's own events (tests/paths/oracle.ts). */
  oracle?: Oracle;
}

export interface PathStep<M extends AnyStateMachine> {
  event: EventObject;
  state: Snapshot<M>;
}

export interface MachinePath<M extends AnyStateMachine> {
  description: string;
  steps: PathStep<M>[];
}

/** Event types some active state node reacts to (done/error/after events included). */
function enabledEventTypes(snapshot: Snapshot<AnyStateMachine>): string[] {
  const types = new Set<string>();
  for (const node of snapshot._nodes) for (const type of node.ownEvents) if (type) types.add(type);
  return [...types];
}

export function serializeSnapshot<M extends AnyStateMachine>(model: PathModel<M>, snapshot: Snapshot<M>): string {
  return JSON.stringify([snapshot.value, snapshot.status, model.contextKey?.(snapshot.context) ?? null]);
}

const describeEvent = (event: EventObject) => event.type.replace(/^xstate\.(done|error)\.actor\./, "$1:");

/** A throwaway actor scope: each traversal step gets its own system, so children with a systemId do not collide. */
function freshScope(): AnyActorScope {
  const empty = createEmptyActor();
  return {
    self: empty,
    logger: () => {},
    id: "",
    sessionId: "",
    defer: () => {},
    system: empty.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
}

function withFreshScopes<M extends AnyStateMachine>(machine: M): M {
  const logic = Object.create(machine) as M;
  logic.transition = (snapshot, event) => machine.transition(snapshot, event, freshScope());
  logic.getInitialSnapshot = (_scope, input) => machine.getInitialSnapshot(freshScope(), input);
  return logic;
}

/**
 * Transition-covering paths over the real machine: the shortest path to every reachable state, extended by every
 * edge leaving it, with paths that are prefixes of longer ones dropped.
 */
export function generatePaths<M extends AnyStateMachine>(model: PathModel<M>): MachinePath<M>[] {
  const serialize = (snapshot: Snapshot<M>) => serializeSnapshot(model, snapshot);
  const adjacency = getAdjacencyMap(withFreshScopes(model.machine), {
    input: model.input,
    serializeState: (snapshot) => serialize(snapshot as Snapshot<M>),
    serializeEvent: (event) => JSON.stringify(event),
    events: (snapshot) =>
      enabledEventTypes(snapshot as Snapshot<M>).flatMap((type) => model.payloads?.[type]?.(snapshot as Snapshot<M>) ?? [{ type }]),
    // A machine that reached its final state takes no more events.
    stopWhen: (snapshot) => snapshot.status !== "active",
    limit: 5000,
  }) as unknown as Adjacency;

  const initial = Object.keys(adjacency)[0]!;
  const shortest = new Map<string, PathStep<M>[]>([[initial, []]]);
  const queue = [initial];
  while (queue.length > 0) {
    const key = queue.shift()!;
    for (const { event, state } of Object.values(adjacency[key]!.transitions)) {
      const next = serialize(state as Snapshot<M>);
      if (!shortest.has(next)) {
        shortest.set(next, [...shortest.get(key)!, { event, state: state as Snapshot<M> }]);
        queue.push(next);
      }
    }
  }

  const candidates: PathStep<M>[][] = [];
  for (const [key, prefix] of shortest) {
    const edges = Object.values(adjacency[key]!.transitions);
    if (edges.length === 0) candidates.push(prefix);
    for (const { event, state } of edges) candidates.push([...prefix, { event, state: state as Snapshot<M> }]);
  }
  // Kept: each path once, and none that is the start of a longer one. The signatures in order: those that start
  // with `${sig}|` follow one another from where `${sig}|` itself would stand (one comparison each, not all pairs).
  const signature = (steps: PathStep<M>[]) => steps.map((s) => JSON.stringify(s.event)).join("|");
  const signatures = candidates.map(signature);
  const sorted = [...new Set(signatures)].sort();
  const extended = (sig: string) => {
    const prefix = `${sig}|`;
    let [low, high] = [0, sorted.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sorted[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    return sorted[low]?.startsWith(prefix) ?? false;
  };
  const seen = new Set<string>();
  const kept = candidates.filter((steps, i) => {
    const sig = signatures[i]!;
    if (steps.length === 0 || seen.has(sig)) return false;
    seen.add(sig);
    return !extended(sig);
  });
  return kept.map((steps) => ({ description: steps.map((s) => describeEvent(s.event)).join(" → "), steps }));
}
