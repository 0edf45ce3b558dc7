import { transferMachine, transferProblem, type TransferContext } from "../../machines/transfer.machine";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { recallAnswer, transferAnswer, transferData } from "../fixtures/wallet";

export const transferModel: PathModel<typeof transferMachine> = {
  name: "transfer",
  machine: transferMachine,
  input: { keyPrefix: "k" },
  payloads: {
    "xstate.done.actor.loadTransferData": () => [{ type: "xstate.done.actor.loadTransferData", output: transferData() }],
    "xstate.error.actor.loadTransferData": () => [{ type: "xstate.error.actor.loadTransferData", error: networkError }],
    "xstate.done.actor.walletTransfer": () => [{ type: "xstate.done.actor.walletTransfer", output: transferAnswer() }],
    "xstate.error.actor.walletTransfer": () => [{ type: "xstate.error.actor.walletTransfer", error: errorOf("INSUFFICIENT_BALANCE") }],
    "xstate.done.actor.recallBalance": () => [{ type: "xstate.done.actor.recallBalance", output: recallAnswer() }],
    "xstate.error.actor.recallBalance": () => [{ type: "xstate.error.actor.recallBalance", error: networkError }],
    "AMOUNT.CHANGE": () => [{ type: "AMOUNT.CHANGE", text: "100" }, { type: "AMOUNT.CHANGE", text: "1e3" }],
    "TRANSFER.FROM": () => [{ type: "TRANSFER.FROM", accountTypeId: 0 }],
    "TRANSFER.TO": () => [{ type: "TRANSFER.TO", accountTypeId: 101 }, { type: "TRANSFER.TO", accountTypeId: 0 }],
  },
  contextKey: (context: TransferContext) => transferProblem(context) === undefined,
};
