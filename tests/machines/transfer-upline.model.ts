import { transferUplineMachine, type TransferUplineContext } from "../../machines/transfer-upline.machine";
import { checkAmount } from "../../machines/amount-input";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";

export const transferUplineModel: PathModel<typeof transferUplineMachine> = {
  name: "transferUpline",
  machine: transferUplineMachine,
  input: { keyPrefix: "k" },
  payloads: {
    "xstate.done.actor.loadMainBalance": () => [{ type: "xstate.done.actor.loadMainBalance", output: 1000 }],
    "xstate.error.actor.loadMainBalance": () => [{ type: "xstate.error.actor.loadMainBalance", error: networkError }],
    "xstate.done.actor.transferToUpline": () => [{ type: "xstate.done.actor.transferToUpline", output: { amount: 10, balanceAfter: 990, uplineName: "subagent" } }],
    "xstate.error.actor.transferToUpline": () => [{ type: "xstate.error.actor.transferToUpline", error: errorOf("NO_UPLINE") }],
    "AMOUNT.CHANGE": () => [{ type: "AMOUNT.CHANGE", text: "10" }, { type: "AMOUNT.CHANGE", text: "0" }],
  },
  contextKey: (context: TransferUplineContext) => checkAmount(context.amountText, { balance: context.balance }).ok,
};
