import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";

/**
 * What a model says must happen, written from the spec, the catalogue and the path's own events: never from the
 * machine's context, guards, actions or helpers. The harness checks it at every step of every replayed path.
 */
export interface Oracle {
  /**
   * What must happen at a step, given the path's events so far (the last one is the step's own; none at the start).
   * Exhaustive: a request or effect the machine makes that is not listed fails the step, and so does a listed one
   * that does not happen.
   */
  step(events: readonly EventObject[]): StepExpectation;
  /**
   * The spec's wait before each delayed transition, keyed by the id of the state that waits (the part of the
   * `xstate.after.<ms>.<id>` event after the delay). Written as literal numbers; the harness checks that nothing
   * happens 1 ms before and that the transition happens at the limit.
   */
  delays?: Record<string, number | ((events: readonly EventObject[]) => number)>;
}

export interface StepExpectation {
  /** Actors invoked or spawned at this step, in order, with the input each must receive. */
  requests?: Request[];
  /** Side effects at this step, in order: app-provided actions (by name, with params when given) and events sent to children. */
  effects?: Effect[];
  /** Facts the step must leave in the machine's context (matched as a subset): field errors, the error shown. */
  context?: Record<string, unknown>;
  /** The machine's output when the step ends it. */
  output?: unknown;
}

export interface Request {
  id: string;
  input?: unknown;
}

export type Effect = string | { action: string; params: unknown } | { sendTo: string; event: EventObject & Record<string, unknown> };

/** What the harness saw at one step. */
export interface Observed {
  requests: Request[];
  actions: Array<{ type: string; params: unknown }>;
  sent: Array<{ id: string; event: unknown }>;
}

const kindOrder = (e: Effect) => (typeof e === "string" || "action" in e ? 0 : 1);

/** Actions first, then sends: the two are recorded in separate lists, so only the order within each kind counts. */
const sortedEffects = (effects: Effect[]): Effect[] => [...effects].sort((a, b) => kindOrder(a) - kindOrder(b));

/** What was observed, shaped like what was expected, so a name-only expectation does not compare params. */
function comparableEffects(observed: Observed, expected: Effect[]): Effect[] {
  const actual: Effect[] = [
    ...observed.actions.map((a) => ({ action: a.type, params: a.params })),
    ...observed.sent.map((s) => ({ sendTo: s.id, event: s.event as EventObject & Record<string, unknown> })),
  ];
  return actual.map((effect, i) => (typeof expected[i] === "string" && typeof effect !== "string" && "action" in effect ? effect.action : effect));
}

/**
 * Fails when the step's requests or effects differ from the oracle's. `ignore` lists actor ids that run as real
 * logic (the view replays use live child machines), whose invocations are not recorded.
 */
export function checkStep(
  observed: Observed,
  snapshot: AnyMachineSnapshot,
  expected: StepExpectation,
  label: string,
  ignore: ReadonlySet<string> = new Set(),
): void {
  const requests = (expected.requests ?? []).filter((r) => !ignore.has(r.id));
  expect(
    observed.requests.map((r, i) => (requests[i] && !("input" in requests[i]!) ? { id: r.id } : r)),
    `requests ${label}`,
  ).toEqual(requests);
  const effects = sortedEffects((expected.effects ?? []).filter((e) => typeof e === "string" || !("sendTo" in e) || !ignore.has(e.sendTo)));
  expect(comparableEffects(observed, effects), `effects ${label}`).toEqual(effects);
  if (expected.context) {
    // A key the machine never assigned is as undefined as one it cleared: "no error shown" holds either way.
    const unset = Object.fromEntries(Object.keys(expected.context).map((key) => [key, undefined]));
    expect({ ...unset, ...(snapshot.context as object) }, `context ${label}`).toMatchObject(expected.context);
  }
  if ("output" in expected) expect(snapshot.output, `output ${label}`).toEqual(expected.output);
}

/** The expected delay of an `xstate.after` event, from the model; undefined when the event is not delayed. */
export function expectedDelay(oracle: Oracle, event: EventObject, events: readonly EventObject[]): number | undefined {
  const after = /^xstate\.after\.[^.]+\.(.+)$/.exec(event.type);
  if (!after) return undefined;
  const delay = oracle.delays?.[after[1]!];
  expect(delay, `the model declares the spec's delay for ${after[1]}`).toBeDefined();
  return typeof delay === "function" ? delay(events) : delay!;
}

/** The last value a path typed into a field through `type` events carrying `field` and `value`. */
export function lastTyped(events: readonly EventObject[], type: string, field: string, key: "value" | "text" = "value"): string | undefined {
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const event = events[i] as EventObject & Record<string, unknown>;
    if (event.type === type && event.field === field) return event[key] as string;
  }
  return undefined;
}

/** Events of the path after the last one that matches `since` (all of them when none does). */
export function eventsSince(events: readonly EventObject[], since: (event: EventObject) => boolean): readonly EventObject[] {
  for (let i = events.length - 1; i >= 0; i -= 1) if (since(events[i]!)) return events.slice(i + 1);
  return events;
}
