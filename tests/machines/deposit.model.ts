import { depositMachine, selectedChannel, type DepositContext } from "../../machines/deposit.machine";
import { checkAmount } from "../../machines/amount-input";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { depositData, depositInfo } from "../fixtures/wallet";

export const depositModel: PathModel<typeof depositMachine> = {
  name: "deposit",
  machine: depositMachine,
  input: { keyPrefix: "k" },
  payloads: {
    "xstate.done.actor.loadDeposit": () => [{ type: "xstate.done.actor.loadDeposit", output: depositData() }],
    "xstate.error.actor.loadDeposit": () => [{ type: "xstate.error.actor.loadDeposit", error: networkError }],
    "xstate.done.actor.requestDeposit": () => [{ type: "xstate.done.actor.requestDeposit", output: depositInfo() }],
    "xstate.error.actor.requestDeposit": () => [{ type: "xstate.error.actor.requestDeposit", error: errorOf("AMOUNT_OUT_OF_RANGE") }],
    "AMOUNT.CHANGE": () => [{ type: "AMOUNT.CHANGE", text: "500" }, { type: "AMOUNT.CHANGE", text: "0" }],
    "DEPOSIT.CHANNEL": () => [{ type: "DEPOSIT.CHANNEL", channelId: "promptpay" }],
  },
  contextKey: (context: DepositContext) => {
    const channel = selectedChannel(context);
    return checkAmount(context.amountText, { min: channel?.minAmount, max: channel?.maxAmount }).ok;
  },
};
