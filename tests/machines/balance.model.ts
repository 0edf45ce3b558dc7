import { balanceMachine, type BalanceContext } from "../../machines/balance.machine";
import type { PathModel } from "../paths/generate-paths";
import { networkError } from "../fixtures/errors";
import { balance } from "../fixtures/system";
import { balanceOracle } from "./balance.oracle";

export const balanceModel: PathModel<typeof balanceMachine> = {
  name: "balance",
  machine: balanceMachine,
  oracle: balanceOracle,
  payloads: {
    // A refresh brings a new figure: the header must show it, not the first one.
    // With and without a deposit or withdrawal request waiting for the operator (which makes the next check sooner).
    "xstate.done.actor.fetchBalance": (snapshot) => {
      const figure = balance((snapshot.context as BalanceContext).balance ? 99.5 : 1234.5);
      return [
        { type: "xstate.done.actor.fetchBalance", output: figure },
        { type: "xstate.done.actor.fetchBalance", output: { ...figure, pendingRequests: 1 } },
      ];
    },
    "xstate.error.actor.fetchBalance": () => [{ type: "xstate.error.actor.fetchBalance", error: networkError }],
  },
  contextKey: (context: BalanceContext) => [context.balance?.sumBalance ?? null, context.balance?.pendingRequests ?? 0, context.error !== undefined],
};
