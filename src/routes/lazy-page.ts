import { lazyRouteComponent } from "@tanstack/react-router";
import { withChunkTimeout } from "../views/common/chunk-load";

/** Loads a page chunk; one that fails or takes over 120000 ms becomes an error the route's error boundary shows with a retry. */
export function lazyPage<T extends Record<string, unknown>>(load: () => Promise<T>, exportName: keyof T & string) {
  return lazyRouteComponent(() => withChunkTimeout(load), exportName);
}
