import type { StateValue } from "xstate";

/** The top-level state names in a machine's state value: `"loading" | "ready"` for `"loading" | { ready: "list" }`. */
export type TopState<TValue extends StateValue> = TValue extends string ? TValue : keyof TValue & string;

/** The child state names of the compound state `TParent`: `"list"` for `{ ready: "list" }` and `"ready"`. */
export type ChildState<TValue extends StateValue, TParent extends string> = TValue extends { [K in TParent]: infer TChild extends StateValue } ? TopState<TChild> : never;

/** A snapshot's value: `snapshot.value` of any machine (XState types it from the machine's states). */
type Valued<TValue extends StateValue> = { readonly value: TValue };

/**
 * A mapping with exactly the keys `TKey`: a missing key and a key that is no state both fail the type check. A value
 * typed only as `string` (an untyped snapshot) accepts no mapping, since it could not tell a state was missing.
 */
type Exactly<TViews, TKey extends string> = string extends TKey ? never : TViews & { [K in TKey]: unknown } & { [K in Exclude<keyof TViews, TKey>]: never };

/** The top-level state a value is in. Machines whose root is parallel have more than one: not for those. */
export function topState<TValue extends StateValue>(value: TValue): TopState<TValue> {
  return (typeof value === "string" ? value : Object.keys(value)[0]) as TopState<TValue>;
}

/**
 * What the view shows for the top-level state the snapshot is in. The mapping names every top-level state of the
 * machine, so a state the machine gains fails the type check until the view says what it shows for it.
 */
export function stateView<TValue extends StateValue, const TViews>(snapshot: Valued<TValue>, byState: Exactly<TViews, TopState<TValue>>): TViews[keyof TViews] {
  const state: string = topState(snapshot.value);
  return byState[state as keyof TViews];
}

/**
 * What the view shows for the child of the compound state `parent` the snapshot is in (every child named, as in
 * `stateView`); undefined while the snapshot is not in `parent`.
 */
export function childStateView<TValue extends StateValue, const TParent extends TopState<TValue>, const TViews>(
  snapshot: Valued<TValue>,
  parent: TParent,
  byChild: Exactly<TViews, ChildState<TValue, TParent>>,
): TViews[keyof TViews] | undefined {
  const value: StateValue = snapshot.value;
  if (typeof value === "string" || !(parent in value)) return undefined;
  const child = value[parent];
  if (child === undefined) return undefined;
  const state: string = topState(child);
  return byChild[state as keyof TViews];
}
