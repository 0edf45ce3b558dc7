import { startTransition, useEffect, useRef, useState } from "react";
import type { AnyActorRef, SnapshotFrom } from "xstate";

type SnapshotOf<A> = A extends AnyActorRef ? SnapshotFrom<A> : undefined;

/**
 * @xstate/react's `useSelector` for what the network brings in: a change re-renders in a background (transition,
 * time-sliced) render. `useSelector` subscribes through useSyncExternalStore, which re-renders a component whose actor
 * changed between its render and its subscription in one blocking render. The lobby's answers arrive while the first
 * screen renders, so that re-render of every row was the page's longest task. Not for state a person's input drives:
 * there the blocking render is what keeps the screen in step with the keys.
 */
export function useBackgroundSelector<A extends AnyActorRef | undefined, T>(
  actor: A,
  selector: (snapshot: SnapshotOf<A>) => T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const select = () => selector(actor?.getSnapshot() as SnapshotOf<A>);
  const [state, setState] = useState(() => ({ actor, value: select() }));
  const latest = useRef({ selector, compare });
  useEffect(() => {
    latest.current = { selector, compare };
  });
  useEffect(() => {
    if (!actor) return;
    const update = () => {
      const next = latest.current.selector(actor.getSnapshot() as SnapshotOf<A>);
      startTransition(() => setState((prev) => (prev.actor === actor && latest.current.compare(prev.value, next) ? prev : { actor, value: next })));
    };
    // What changed between the render and this subscription.
    update();
    const subscription = actor.subscribe({ next: update, error: update });
    return () => subscription.unsubscribe();
  }, [actor]);
  // Another actor than the one the state was read from: read it now, as useSelector would.
  return state.actor === actor ? state.value : select();
}
