import type { AnyActorRef } from "xstate";

/**
 * The child when it runs a state machine; undefined for none or for a stand-in (path tests may replace a child
 * machine with a plain callback actor, which the views then leave alone).
 */
export function machineChild<T extends AnyActorRef>(child: T | undefined): T | undefined {
  if (!child) return undefined;
  return typeof (child.getSnapshot() as { matches?: unknown }).matches === "function" ? child : undefined;
}

/** Whether a child's snapshot is a state machine's (false for none or a stand-in's). */
export function isMachineSnapshot<S extends object>(snapshot: S | undefined): snapshot is S {
  return typeof (snapshot as { matches?: unknown } | undefined)?.matches === "function";
}
