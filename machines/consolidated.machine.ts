import { assign, setup } from "xstate";
import type { Consolidated, ErrorInfo } from "../contract";
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
  description: "Which of an agent's contract requests (dividend, daily, hourly, real-time salary) wait for an answer, for the agent centre's badges. Fetched only for real (not trial) members when the agent policy is switched on.",
  meta: { spec: ["6 Roles and permissions", "7 Calls › Wallet", "3 Entities and fields"], screen: "Agent centre menu badges" },
  context: ({ input }) => ({ ...input, fresh: false }),
  initial: "checking",
  states: {
    checking: {
      description: "May this account see contract requests?",
      always: [
        { guard: "eligible", target: "loading", description: "Yes: they are fetched." },
        { target: "off", description: "No (trial account, or the agent policy is off): nothing is fetched." },
      ],
    },
    /** Not fetched: a trial member, or the agent policy is off. Nothing waits; a refresh checks again and fetches nothing. */
    off: { description: "Not fetched for this account.", on: { "CONSOLIDATED.REFRESH": { target: "checking", description: "A refresh checks again (and still fetches nothing)." } } },
    loading: {
      description: "Fetching the contract requests waiting for an answer.",
      invoke: {
        id: "loadConsolidated",
        src: "loadConsolidated",
        input: ({ context }) => ({ fresh: context.fresh }),
        onDone: { target: "ready", description: "The counts arrived and are shown.", actions: assign({ data: ({ event }) => event.output, error: undefined, fresh: false }) },
        onError: { target: "failed", description: "They could not be fetched.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    ready: { description: "The counts are shown.", on: { "CONSOLIDATED.REFRESH": { target: "loading", description: "A contract changed: the counts are fetched fresh from the server.", actions: assign({ fresh: true }) } } },
    failed: {
      description: "The counts could not be fetched; they can be retried.",
      on: {
        "CONSOLIDATED.RETRY": { target: "loading", description: "The agent tries again." },
        "CONSOLIDATED.REFRESH": { target: "loading", description: "A contract changed: the counts are fetched fresh.", actions: assign({ fresh: true }) },
      },
    },
  },
});
