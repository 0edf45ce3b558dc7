import { useSyncExternalStore } from "react";
import { withChunkTimeout } from "./chunk-load";

/** A part's state: what its chunk exports once it is in, "loading" before (or before it is asked for), or "failed". */
export type ChunkPartState<T> = T | "loading" | "failed";

export interface ChunkPart<T> {
  /** Asks for the chunk; later calls do nothing. */
  load(): void;
  /** The part's state, re-rendering when it settles. */
  usePart(): ChunkPartState<T>;
}

/**
 * A part of the shell in a chunk of its own, asked for before it is shown, so that it is usually in by then. Not
 * React.lazy: a lazy component suspends on its first render even when its chunk is in, and React then holds the part
 * back for 300 ms after the fallback showed. A chunk that failed stays failed (Chromium answers a new import of it with
 * the same failure): the retry is a reload.
 */
export function chunkPart<T>(name: string, load: () => Promise<T>): ChunkPart<T> {
  let state: ChunkPartState<T> = "loading";
  let asked = false;
  const listeners = new Set<() => void>();
  const settle = (value: ChunkPartState<T>) => {
    state = value;
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    load() {
      if (asked) return;
      asked = true;
      withChunkTimeout(load).then(settle, (error: unknown) => {
        console.error(`${name} could not be loaded`, error);
        settle("failed");
      });
    },
    usePart() {
      return useSyncExternalStore(subscribe, () => state, () => state);
    },
  };
}
