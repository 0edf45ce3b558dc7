import { fromPromise } from "xstate";
import { connectionChooserMachine, type RouteTime } from "../../machines/connection-chooser.machine";
import { firstCalls } from "../../contract";
import { withHandoverCode } from "./handover";
import { flowsPerApp } from "./page-deps";
import { sessionStore } from "./storage";

const apiOfApp = flowsPerApp((deps) => deps.api);

/** A route that has not answered after this long counts as not answering. */
const PING_TIMEOUT_MS = 5_000;

/** The same page on another domain route (same scheme and port). */
export function routeUrl(route: string, location: Pick<Location, "protocol" | "port" | "pathname" | "search">, path = `${location.pathname}${location.search}`): string {
  return `${location.protocol}//${route}${location.port ? `:${location.port}` : ""}${path}`;
}

/**
 * Times one GET of the ping call on `route` (an opaque no-cors request: the answer's content is not needed). The
 * browser's own resource timing is the round trip on the network; the time until this code runs again also counts a
 * page that is busy (starting up on a slow phone), which is not the connection's fault.
 */
async function timeRoute(route: string, now: () => number): Promise<RouteTime> {
  const url = routeUrl(route, window.location, `${firstCalls.ping.path}?t=${Date.now()}`);
  const started = now();
  try {
    const answer = await fetch(url, { mode: "no-cors", cache: "no-store", credentials: "omit", signal: AbortSignal.timeout(PING_TIMEOUT_MS) });
    // Read to the end: an unread body keeps the request open until the timeout aborts it.
    await answer.arrayBuffer();
    const timing = performance.getEntriesByName(new URL(url).href, "resource").at(-1) as PerformanceResourceTiming | undefined;
    const ms = timing && timing.responseEnd > 0 ? timing.responseEnd - timing.startTime : now() - started;
    return { route, ms: Math.round(ms) };
  } catch {
    return { route, ms: null };
  }
}

/** The connection chooser with its actor (round trips, all routes at once) and its action (go to the chosen route). */
export const connectionChooserLogic = connectionChooserMachine.provide({
  actors: {
    measureRoutes: fromPromise<RouteTime[], string[]>(({ input }) => Promise.all(input.map((route) => timeRoute(route, () => performance.now())))),
    // Signed in: a one-time code the chosen address exchanges for its own session (sessionStorage is per address).
    prepareHandover: fromPromise<string | undefined, { route: string }>(async ({ signal }) => {
      const api = apiOfApp();
      if (!api || !sessionStore.get("token")) return undefined;
      return (await api.request("handoverIssue", { signal })).code;
    }),
  },
  actions: {
    goToRoute: (_, { route, handoverCode }) =>
      window.location.assign(withHandoverCode(routeUrl(route, window.location), handoverCode)),
  },
});

/** The host the site is on now (the chooser's "current"). */
export const currentHost = () => window.location.hostname;
