import { downlineTransferMachine, type DownlineTransferContext } from "../../machines/downline-transfer.machine";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { AMOUNT_RULES, downlineTransferOracle } from "./downline-transfer.oracle";

/** Typed into an empty field: each rule of AMOUNT_RULES once; a refused amount is then corrected. */
const amountEvents = (context: DownlineTransferContext) =>
  (context.amountText === "" ? Object.keys(AMOUNT_RULES).filter((text) => text !== "") : context.amountText === " 10.50 " ? [] : [" 10.50 "]).map((text) => ({
    type: "AMOUNT.CHANGE",
    text,
  }));

export const downlineTransferModel: PathModel<typeof downlineTransferMachine> = {
  name: "downlineTransfer",
  machine: downlineTransferMachine,
  oracle: downlineTransferOracle,
  input: { keyPrefix: "k", downline: { id: 11, username: "player1" } },
  payloads: {
    "xstate.done.actor.loadMainBalance": () => [{ type: "xstate.done.actor.loadMainBalance", output: 1000 }],
    "xstate.error.actor.loadMainBalance": () => [{ type: "xstate.error.actor.loadMainBalance", error: networkError }],
    "xstate.done.actor.transferToDownline": () => [
      { type: "xstate.done.actor.transferToDownline", output: { transactionId: "t1", amount: 10.5, balanceAfter: 989.5, downlineId: 11, downlineName: "player1" } },
    ],
    "xstate.error.actor.transferToDownline": () => [{ type: "xstate.error.actor.transferToDownline", error: errorOf("NOT_DIRECT_DOWNLINE") }],
    "AMOUNT.CHANGE": (snapshot) => amountEvents(snapshot.context as DownlineTransferContext),
  },
  contextKey: (context: DownlineTransferContext) => [context.amountText, context.problem ?? null, Boolean(context.error)],
};
