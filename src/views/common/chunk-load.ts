import { appConfig } from "../../app/config";

/** A chunk that did not arrive within the spec's time (appConfig.chunkTimeoutMs). */
export class ChunkLoadTimeout extends Error {
  constructor() {
    super(`a chunk did not load within ${appConfig.chunkTimeoutMs} ms`);
    this.name = "ChunkLoadTimeout";
  }
}

/** Loads a chunk; one that fails, or takes over appConfig.chunkTimeoutMs, rejects with an Error. */
export function withChunkTimeout<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeout()), appConfig.chunkTimeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
