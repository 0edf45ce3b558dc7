import type { AnyActorRef } from "xstate";

/**
 * Calls `listener` each time the root's `balance` child says BALANCE.MOVED, whichever balance actor is current: the
 * root invokes a new one with each sign-in, so the listener moves to it when the root's state changes.
 */
export function followBalance(app: AnyActorRef, listener: () => void): () => void {
  let balance: AnyActorRef | undefined;
  let moved: { unsubscribe(): void } | undefined;
  const attach = () => {
    const current = app.system.get("balance") as AnyActorRef | undefined;
    if (current === balance) return;
    moved?.unsubscribe();
    balance = current;
    moved = current?.on("BALANCE.MOVED", listener);
  };
  attach();
  const root = app.subscribe({ next: attach, error: () => undefined });
  return () => {
    root.unsubscribe();
    moved?.unsubscribe();
  };
}
