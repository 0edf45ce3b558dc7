import { assign, setup } from "xstate";
import type { Balance, ErrorInfo } from "../contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

export interface BalanceContext {
  balance?: Balance;
  error?: ErrorInfo;
}

export type BalanceEvent = { type: "BALANCE.REFRESH" } | { type: "BALANCE.TOGGLE_VISIBILITY" };

/** The member's balance in the header: loaded, refreshable, shown or masked as ***. */
export const balanceMachine = setup({
  types: {
    context: {} as BalanceContext,
    events: {} as BalanceEvent,
  },
  actors: {
    fetchBalance: promiseNotProvided<Balance>("fetchBalance"),
  },
}).createMachine({
  id: "balance",
  description: "The signed-in player's balance in the header (two decimals, thousands separators): it can be refreshed, and hidden as *** or shown.",
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
            onDone: { target: "ready", description: "The balance arrived and is shown.", actions: assign({ balance: ({ event }) => event.output, error: undefined }) },
            onError: { target: "failed", description: "The balance could not be fetched.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
          },
        },
        ready: { description: "The balance is shown.", on: { "BALANCE.REFRESH": { target: "loading", description: "The player presses refresh, or money moved (a deposit, withdrawal, transfer or bonus)." } } },
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
