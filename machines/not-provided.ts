import { fromCallback, fromPromise, type EventObject } from "xstate";

/**
 * Placeholder logic for an actor the app (or a test) provides with `machine.provide({ actors })`.
 * Machines stay free of fetch and storage; a missing implementation fails loudly instead of hanging.
 */
export function promiseNotProvided<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`actor "${name}" was not provided`)));
}

/** Marked as a callback, so test fakes stand in with a child that takes events (a socket, say). */
export function callbackNotProvided<TEvent extends EventObject, TInput = void>() {
  const logic = fromCallback<TEvent, TInput>(() => undefined);
  return Object.assign(logic, { callback: true }) as typeof logic;
}
