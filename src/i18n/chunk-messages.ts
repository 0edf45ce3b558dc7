import type { Messages } from "@lingui/core";

/**
 * The global through which a build's chunks hand over their Thai messages: each chunk carries the messages its own
 * code uses and pushes them here when it is evaluated (scripts/vite/messages-per-chunk.ts).
 */
export const CHUNK_MESSAGES = "__chunkThaiMessages";

/** Adds the pieces pushed before this call to `catalogue`, and every later piece as its chunk is evaluated. */
export function receiveChunkMessages(catalogue: Messages): void {
  const scope = globalThis as Record<string, unknown>;
  const early = scope[CHUNK_MESSAGES];
  if (Array.isArray(early)) for (const piece of early as Messages[]) Object.assign(catalogue, piece);
  scope[CHUNK_MESSAGES] = { push: (piece: Messages) => Object.assign(catalogue, piece) };
}
