import { assign, setup } from "xstate";
import { promiseNotProvided } from "./not-provided";

export interface RouteTime {
  route: string;
  /** Round-trip time in ms; null when the route did not answer. */
  ms: number | null;
}

export interface ConnectionChooserInput {
  /** The permission data's domain routes (hosts). */
  routes: string[];
  /** The host the site is on now. */
  current: string;
  /** The current domain counts as slow above this round trip (settings). */
  slowMs: number;
}

export interface ConnectionChooserContext extends ConnectionChooserInput {
  results: RouteTime[];
  chosen?: string;
  /** Opened by itself because the current domain answered slowly. */
  automatic: boolean;
}

export type ConnectionChooserEvent =
  | { type: "CONNECTION.OPEN" }
  | { type: "CONNECTION.SELECT"; route: string }
  | { type: "CONNECTION.RETEST" }
  | { type: "CONNECTION.ENTER" }
  | { type: "CONNECTION.CLOSE" };

/** Fastest first; routes that did not answer last, in their given order. */
function sorted(results: RouteTime[]): RouteTime[] {
  return results
    .map((r, i) => ({ r, i }))
    .sort((a, b) => (a.r.ms ?? Infinity) - (b.r.ms ?? Infinity) || a.i - b.i)
    .map(({ r }) => r);
}

const outputOf = (event: unknown) => (event as { output: RouteTime[] }).output;

/**
 * The speed-selection prompt: measures the round trip to each domain route, shows them fastest first with the best
 * chosen, and Enter goes to the chosen one. It opens from the header, and by itself when the current domain answers
 * slower than the settings' threshold.
 */
export const connectionChooserMachine = setup({
  types: { context: {} as ConnectionChooserContext, events: {} as ConnectionChooserEvent, input: {} as ConnectionChooserInput },
  actors: {
    measureRoutes: promiseNotProvided<RouteTime[], string[]>("measureRoutes"),
    /**
     * A signed-in player's one-time hand-over code for the chosen address (short-lived, single use; the token itself
     * never travels); undefined for a visitor who is not signed in.
     */
    prepareHandover: promiseNotProvided<string | undefined, { route: string }>("prepareHandover"),
  },
  actions: {
    /** Goes to the same page on the chosen domain, carrying the hand-over code when there is one. */
    goToRoute: (_, _params: { route: string; handoverCode: string | undefined }) => {},
  },
  guards: {
    // A measured slow answer; no answer at all is the network's trouble, not this address's (the pages say so).
    currentIsSlow: ({ context, event }) => {
      const ms = outputOf(event)[0]?.ms ?? null;
      return ms !== null && ms > context.slowMs;
    },
    answered: ({ context, event }) => {
      const route = (event as Extract<ConnectionChooserEvent, { type: "CONNECTION.SELECT" }>).route;
      return context.results.some((r) => r.route === route && r.ms !== null);
    },
    hasChoice: ({ context }) => context.chosen !== undefined,
  },
}).createMachine({
  id: "connectionChooser",
  description: "The connection (speed) chooser: it measures how fast each of the site's addresses answers, lists them fastest first with the best one chosen, and takes the visitor to the one they enter. It opens from the header, and by itself when the current address is slower than the configured limit.",
  meta: { spec: ["7 Calls › Authentication and member", "2 Screens and routes › Header and footer"], screen: "Connection chooser dialog" },
  context: ({ input }) => ({ ...input, results: [], automatic: false }),
  initial: "checking",
  states: {
    checking: {
      description: "Measuring how fast the current address answers.",
      invoke: {
        id: "measureRoutes",
        src: "measureRoutes",
        input: ({ context }) => [context.current],
        onDone: [
          { guard: "currentIsSlow", target: "measuring", description: "The current address is slow: the chooser opens by itself.", actions: assign({ automatic: true }) },
          { target: "idle", description: "The current address is fast enough: nothing opens." },
        ],
        onError: { target: "idle", description: "The measurement failed: nothing opens." },
      },
    },
    idle: { description: "The chooser is closed.", on: { "CONNECTION.OPEN": { target: "measuring", description: "The visitor opens the chooser from the header.", actions: assign({ automatic: false }) } } },
    measuring: {
      description: "The chooser is open and measuring every address.",
      invoke: {
        id: "measureRoutes",
        src: "measureRoutes",
        input: ({ context }) => context.routes,
        onDone: {
          target: "choosing",
          description: "The addresses are listed fastest first (those that did not answer last), the fastest chosen.",
          actions: assign(({ event }) => {
            const results = sorted(event.output);
            return { results, chosen: results.find((r) => r.ms !== null)?.route };
          }),
        },
        onError: { target: "choosing", description: "The measurement failed: no address can be chosen.", actions: assign({ results: [], chosen: undefined }) },
      },
      on: { "CONNECTION.CLOSE": { target: "idle", description: "The visitor closes the chooser." } },
    },
    choosing: {
      description: "The visitor sees each address with its speed and picks one.",
      on: {
        "CONNECTION.SELECT": { guard: "answered", description: "The visitor picks an address that answered.", actions: assign({ chosen: ({ event }) => event.route }) },
        "CONNECTION.RETEST": { target: "measuring", description: "The visitor measures again." },
        "CONNECTION.ENTER": { guard: "hasChoice", target: "handingOver", description: "The visitor presses Enter: the site gets ready to open at the chosen address." },
        "CONNECTION.CLOSE": { target: "idle", description: "The visitor closes the chooser." },
      },
    },
    handingOver: {
      description: "A signed-in player's session is handed to the chosen address: the server gives a one-time code that the other address exchanges for a session of its own (a visitor goes straight on).",
      invoke: {
        id: "prepareHandover",
        src: "prepareHandover",
        input: ({ context }) => ({ route: context.chosen! }),
        onDone: {
          target: "idle",
          description: "The site opens at the chosen address, still signed in (the code, not the sign-in itself, goes with it).",
          actions: { type: "goToRoute", params: ({ context, event }) => ({ route: context.chosen!, handoverCode: event.output }) },
        },
        onError: {
          target: "idle",
          description: "No code could be had: the site opens at the chosen address anyway, where the player signs in again.",
          actions: { type: "goToRoute", params: ({ context }) => ({ route: context.chosen!, handoverCode: undefined }) },
        },
      },
    },
  },
});
