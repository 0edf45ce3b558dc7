import { fromPromise } from "xstate";
import { connectionChooserMachine, type RouteTime } from "../../machines/connection-chooser.machine";
import { calls } from "../../contract";

/** A route that has not answered after this long counts as not answering. */
const PING_TIMEOUT_MS = 5_000;

/** The same page on another domain route (same scheme and port). */
export function routeUrl(route: string, location: Pick<Location, "protocol" | "port" | "pathname" | "search">, path = `${location.pathname}${location.search}`): string {
  return `${location.protocol}//${route}${location.port ? `:${location.port}` : ""}${path}`;
}

/** Times one GET of the ping call on `route` (an opaque no-cors request: the answer's content is not needed). */
async function timeRoute(route: string, now: () => number): Promise<RouteTime> {
  const started = now();
  try {
    const answer = await fetch(routeUrl(route, window.location, `${calls.ping.path}?t=${Date.now()}`), { mode: "no-cors", cache: "no-store", credentials: "omit", signal: AbortSignal.timeout(PING_TIMEOUT_MS) });
    // Read to the end: an unread body keeps the request open until the timeout aborts it.
    await answer.arrayBuffer();
    return { route, ms: Math.round(now() - started) };
  } catch {
    return { route, ms: null };
  }
}

/** The connection chooser with its actor (round trips, all routes at once) and its action (go to the chosen route). */
export const connectionChooserLogic = connectionChooserMachine.provide({
  actors: { measureRoutes: fromPromise<RouteTime[], string[]>(({ input }) => Promise.all(input.map((route) => timeRoute(route, () => performance.now())))) },
  actions: { goToRoute: (_, { route }) => window.location.assign(routeUrl(route, window.location)) },
});

/** The host the site is on now (the chooser's "current"). */
export const currentHost = () => window.location.hostname;
