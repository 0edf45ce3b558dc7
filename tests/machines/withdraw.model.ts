import { invalidBankFields, withdrawMachine, withdrawProblem, type WithdrawContext } from "../../machines/withdraw.machine";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { withdrawalInfo, withdrawData } from "../fixtures/wallet";

export const withdrawModel: PathModel<typeof withdrawMachine> = {
  name: "withdraw",
  machine: withdrawMachine,
  input: { keyPrefix: "k" },
  payloads: {
    "xstate.done.actor.loadWithdraw": () => [
      { type: "xstate.done.actor.loadWithdraw", output: withdrawData(true) },
      { type: "xstate.done.actor.loadWithdraw", output: withdrawData(false) },
    ],
    "xstate.error.actor.loadWithdraw": () => [{ type: "xstate.error.actor.loadWithdraw", error: networkError }],
    "xstate.done.actor.bindBankAccount": () => [{ type: "xstate.done.actor.bindBankAccount", output: undefined }],
    "xstate.error.actor.bindBankAccount": () => [{ type: "xstate.error.actor.bindBankAccount", error: errorOf("PAYMENT_PASSWORD_INCORRECT") }],
    "xstate.done.actor.requestWithdrawal": () => [{ type: "xstate.done.actor.requestWithdrawal", output: withdrawalInfo({ status: "pending", paidAt: null, confirmBy: null }) }],
    "xstate.error.actor.requestWithdrawal": () => [{ type: "xstate.error.actor.requestWithdrawal", error: errorOf("PAYMENT_PASSWORD_INCORRECT") }],
    "BANK.CHANGE": () => [
      { type: "BANK.CHANGE", field: "bankCode", value: "KBANK" },
      { type: "BANK.CHANGE", field: "accountNumber", value: "1234567890" },
      { type: "BANK.CHANGE", field: "accountName", value: "Demo Member" },
      { type: "BANK.CHANGE", field: "paymentPassword", value: "123456" },
    ],
    "AMOUNT.CHANGE": () => [{ type: "AMOUNT.CHANGE", text: "200" }, { type: "AMOUNT.CHANGE", text: "1,000" }],
    "PASSWORD.CHANGE": () => [{ type: "PASSWORD.CHANGE", text: "123456" }],
  },
  contextKey: (context: WithdrawContext) => [invalidBankFields(context.bank).length, context.amountText, Boolean(context.paymentPassword), withdrawProblem(context) === undefined],
};
