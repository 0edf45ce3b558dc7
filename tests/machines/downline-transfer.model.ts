import { downlineTransferMachine, type DownlineTransferContext } from "../../machines/downline-transfer.machine";
import { checkAmount } from "../../machines/amount-input";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";

export const downlineTransferModel: PathModel<typeof downlineTransferMachine> = {
  name: "downlineTransfer",
  machine: downlineTransferMachine,
  input: { keyPrefix: "k", downline: { id: 11, username: "player1" } },
  payloads: {
    "xstate.done.actor.loadMainBalance": () => [{ type: "xstate.done.actor.loadMainBalance", output: 1000 }],
    "xstate.error.actor.loadMainBalance": () => [{ type: "xstate.error.actor.loadMainBalance", error: networkError }],
    "xstate.done.actor.transferToDownline": () => [
      { type: "xstate.done.actor.transferToDownline", output: { transactionId: "t1", amount: 10, balanceAfter: 990, downlineId: 11, downlineName: "player1" } },
    ],
    "xstate.error.actor.transferToDownline": () => [{ type: "xstate.error.actor.transferToDownline", error: errorOf("NOT_DIRECT_DOWNLINE") }],
    "AMOUNT.CHANGE": () => [{ type: "AMOUNT.CHANGE", text: "10" }, { type: "AMOUNT.CHANGE", text: "0" }],
  },
  contextKey: (context: DownlineTransferContext) => checkAmount(context.amountText, { balance: context.balance }).ok,
};
