import { confirmationProblem, withdrawalConfirmationMachine, type WithdrawalConfirmationContext } from "../../machines/withdrawal-confirmation.machine";
import type { PathModel } from "../paths/generate-paths";
import { errorOf } from "../fixtures/errors";
import { withdrawalInfo } from "../fixtures/wallet";

export const withdrawalConfirmationModel: PathModel<typeof withdrawalConfirmationMachine> = {
  name: "withdrawalConfirmation",
  machine: withdrawalConfirmationMachine,
  input: { keyPrefix: "k", withdrawal: withdrawalInfo(), autoReceiptMinutes: 30 },
  payloads: {
    "xstate.done.actor.readProof": () => [
      { type: "xstate.done.actor.readProof", output: { contentType: "image/png", dataBase64: "iVBORw0KGgo=" } },
      { type: "xstate.done.actor.readProof", output: { contentType: null, dataBase64: "" } },
    ],
    "xstate.error.actor.readProof": () => [{ type: "xstate.error.actor.readProof", error: new Error("unreadable") }],
    "xstate.done.actor.confirmWithdrawal": () => [{ type: "xstate.done.actor.confirmWithdrawal", output: withdrawalInfo({ status: "confirmed", confirmBy: null }) }],
    "xstate.error.actor.confirmWithdrawal": () => [{ type: "xstate.error.actor.confirmWithdrawal", error: errorOf("system busy") }],
    "CONFIRM.KIND": () => [
      { type: "CONFIRM.KIND", kind: "allReceived" },
      { type: "CONFIRM.KIND", kind: "notReceived" },
      { type: "CONFIRM.KIND", kind: "receivedAmount" },
    ],
    "AMOUNT.CHANGE": () => [{ type: "AMOUNT.CHANGE", text: "150" }],
    "PROOF.ADD": () => [
      { type: "PROOF.ADD", file: { name: "proof.png", size: 1000, blob: null } },
      { type: "PROOF.ADD", file: { name: "big.png", size: 5 * 1024 * 1024 + 1, blob: null } },
    ],
    "PROOF.REMOVE": () => [{ type: "PROOF.REMOVE", index: 0 }],
  },
  contextKey: (context: WithdrawalConfirmationContext) => [context.kind ?? null, context.proofs.length, context.amountText !== "", confirmationProblem(context) === undefined],
};
