import { assign, setup } from "xstate";
import type { Balance, ErrorInfo } from "../src/contract";
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
  type: "parallel",
  context: {},
  states: {
    amount: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            id: "fetchBalance",
            src: "fetchBalance",
            onDone: { target: "ready", actions: assign({ balance: ({ event }) => event.output, error: undefined }) },
            onError: { target: "failed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
          },
        },
        ready: { on: { "BALANCE.REFRESH": "loading" } },
        failed: { on: { "BALANCE.REFRESH": "loading" } },
      },
    },
    display: {
      initial: "visible",
      states: {
        visible: { on: { "BALANCE.TOGGLE_VISIBILITY": "masked" } },
        masked: { on: { "BALANCE.TOGGLE_VISIBILITY": "visible" } },
      },
    },
  },
});
