import { lazyRouteComponent } from "@tanstack/react-router";
import { appConfig } from "../app/config";

export class ChunkLoadTimeout extends Error {
  constructor() {
    super(`a page chunk did not load within ${appConfig.chunkTimeoutMs} ms`);
    this.name = "ChunkLoadTimeout";
  }
}

/** Loads a page chunk; one that fails or takes over 120000 ms becomes an error the route's error boundary shows with a retry. */
export function lazyPage<T extends Record<string, unknown>>(load: () => Promise<T>, exportName: keyof T & string) {
  return lazyRouteComponent(
    () =>
      new Promise<T>((resolve, reject) => {
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
      }),
    exportName,
  );
}
