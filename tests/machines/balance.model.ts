import { balanceMachine } from "../../machines/balance.machine";
import type { PathModel } from "../paths/generate-paths";
import { networkError } from "../fixtures/errors";
import { balance } from "../fixtures/system";

export const balanceModel: PathModel<typeof balanceMachine> = {
  name: "balance",
  machine: balanceMachine,
  payloads: {
    "xstate.done.actor.fetchBalance": () => [{ type: "xstate.done.actor.fetchBalance", output: balance() }],
    "xstate.error.actor.fetchBalance": () => [{ type: "xstate.error.actor.fetchBalance", error: networkError }],
  },
};
