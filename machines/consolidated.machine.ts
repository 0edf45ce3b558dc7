import { assign, setup } from "xstate";
import type { Consolidated, ErrorInfo } from "../src/contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

export interface ConsolidatedInput {
  trial: boolean;
  /** The agent-policy whitelabel flag (AGENTPOLICY3). */
  agentPolicy: boolean;
}

export interface ConsolidatedContext extends ConsolidatedInput {
  data?: Consolidated;
  /** The next load skips the session-storage cache (after a contract changed). */
  fresh: boolean;
  error?: ErrorInfo;
}

export type ConsolidatedEvent = { type: "CONSOLIDATED.REFRESH" } | { type: "CONSOLIDATED.RETRY" };

/**
 * The agent's consolidated contract data (`/wps/member/info/funds/consolidated`): which contract requests wait for an
 * answer. Fetched only for non-trial members while the agent-policy flag is on; the app caches it in session storage
 * under `consolidated` and a refresh (after a contract changed) reads it fresh.
 */
export const consolidatedMachine = setup({
  types: { context: {} as ConsolidatedContext, events: {} as ConsolidatedEvent, input: {} as ConsolidatedInput },
  actors: { loadConsolidated: promiseNotProvided<Consolidated, { fresh: boolean }>("loadConsolidated") },
  guards: { eligible: ({ context }) => !context.trial && context.agentPolicy },
}).createMachine({
  id: "consolidated",
  context: ({ input }) => ({ ...input, fresh: false }),
  initial: "checking",
  states: {
    checking: { always: [{ guard: "eligible", target: "loading" }, { target: "off" }] },
    /** Not fetched: a trial member, or the agent policy is off. Nothing waits; a refresh checks again and fetches nothing. */
    off: { on: { "CONSOLIDATED.REFRESH": "checking" } },
    loading: {
      invoke: {
        id: "loadConsolidated",
        src: "loadConsolidated",
        input: ({ context }) => ({ fresh: context.fresh }),
        onDone: { target: "ready", actions: assign({ data: ({ event }) => event.output, error: undefined, fresh: false }) },
        onError: { target: "failed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    ready: { on: { "CONSOLIDATED.REFRESH": { target: "loading", actions: assign({ fresh: true }) } } },
    failed: { on: { "CONSOLIDATED.RETRY": "loading", "CONSOLIDATED.REFRESH": { target: "loading", actions: assign({ fresh: true }) } } },
  },
});
