import { assign, enqueueActions, setup } from "xstate";
import type { Balance, ErrorInfo } from "../contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

export interface BalanceContext {
  balance?: Balance;
  error?: ErrorInfo;
}

export type BalanceEvent = { type: "BALANCE.REFRESH" } | { type: "BALANCE.TOGGLE_VISIBILITY" };

/**
 * Told to whoever listens (`actor.on("BALANCE.MOVED", ...)`) when an answer differs from the one before it: money moved
 * or a request was decided. The deposit and withdraw pages follow it to reload a list that shows a pending request.
 */
export type BalanceEmitted = { type: "BALANCE.MOVED" };

/** Whether a new answer differs from the last one shown (the amount or the count of requests waiting for the operator). */
export function balanceMoved(before: Balance | undefined, after: Balance): boolean {
  return before !== undefined && (before.sumBalance !== after.sumBalance || (before.pendingRequests ?? 0) !== (after.pendingRequests ?? 0));
}

/** How soon the balance is read again while a deposit or withdrawal request waits for the operator (its decision moves money). */
export const PENDING_POLL_MS = 5_000;
/** How soon it is read again otherwise (bonuses, transfers from the upline, rebates and game wins arrive unannounced). */
export const IDLE_POLL_MS = 60_000;

/** The member's balance in the header: loaded, refreshable, shown or masked as ***, and read again on its own. */
export const balanceMachine = setup({
  types: {
    context: {} as BalanceContext,
    events: {} as BalanceEvent,
    emitted: {} as BalanceEmitted,
  },
  actors: {
    fetchBalance: promiseNotProvided<Balance>("fetchBalance"),
  },
  actions: {
    /** Stores the answer, and says BALANCE.MOVED when it differs from the last one (the first answer says nothing). */
    showAnswer: enqueueActions(({ context, event, enqueue }) => {
      const answer = (event as unknown as { output: Balance }).output;
      if (balanceMoved(context.balance, answer)) enqueue.emit({ type: "BALANCE.MOVED" });
      enqueue.assign({ balance: answer, error: undefined });
    }),
  },
  delays: {
    /** Sooner while the last answer says requests are pending. */
    nextCheck: ({ context }) => ((context.balance?.pendingRequests ?? 0) > 0 ? PENDING_POLL_MS : IDLE_POLL_MS),
  },
}).createMachine({
  id: "balance",
  description:
    "The signed-in player's balance in the header (two decimals, thousands separators): it can be refreshed, hidden as *** or shown, and it follows approvals and other credits on its own.",
  meta: { spec: ["2 Screens and routes › Header and footer", "4 States and transitions", "7 Calls › Wallet"], screen: "Header balance" },
  type: "parallel",
  context: {},
  states: {
    amount: {
      initial: "loading",
      description: "The amount itself.",
      states: {
        loading: {
          description: "Fetching the balance.",
          invoke: {
            id: "fetchBalance",
            src: "fetchBalance",
            onDone: { target: "ready", description: "The balance arrived and is shown (a changed amount or pending count is told to the pages that follow it).", actions: "showAnswer" },
            onError: { target: "failed", description: "The balance could not be fetched.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
          },
        },
        ready: {
          description: "The balance is shown. It is read again after a while: within seconds while a deposit or withdrawal request waits for the operator, every minute otherwise.",
          after: { nextCheck: { target: "checking", description: "Time to look again: an approval, a bonus or a transfer may have moved money." } },
          on: { "BALANCE.REFRESH": { target: "loading", description: "The player presses refresh, or money moved (a deposit, withdrawal, transfer or bonus)." } },
        },
        checking: {
          description: "Reading the balance again in the background; the amount shown stays until the answer arrives.",
          invoke: {
            id: "fetchBalance",
            src: "fetchBalance",
            onDone: { target: "ready", description: "The new amount is shown (with no manual refresh); a change is told to the pages that follow it.", actions: "showAnswer" },
            onError: { target: "ready", description: "The background check failed: the last amount stays and the next check tries again." },
          },
          on: { "BALANCE.REFRESH": { target: "loading", description: "The player presses refresh, or money moved: the balance is fetched at once." } },
        },
        failed: { description: "The balance could not be fetched; refresh tries again.", on: { "BALANCE.REFRESH": { target: "loading", description: "The balance is tried again." } } },
      },
    },
    display: {
      initial: "visible",
      description: "Whether the amount is shown or hidden.",
      states: {
        visible: { description: "The amount is shown.", on: { "BALANCE.TOGGLE_VISIBILITY": { target: "masked", description: "The player hides the amount." } } },
        masked: { description: "The amount is hidden as ***.", on: { "BALANCE.TOGGLE_VISIBILITY": { target: "visible", description: "The player shows the amount again." } } },
      },
    },
  },
});
