import { depositMachine, type DepositContext } from "../../machines/deposit.machine";
import type { PathModel, Snapshot } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { depositData, depositInfo } from "../fixtures/wallet";
import { depositOracle, KEY_PREFIX } from "./deposit.oracle";

type M = typeof depositMachine;
const ctx = (snapshot: Snapshot<M>) => snapshot.context as DepositContext;

/** Against the channels' limits (bank 100 to 100,000; PromptPay 50 to 50,000): each passes one channel and fails the other. */
const AMOUNTS = [" 150 ", "99.99", "50000.01", "0"];

export const depositModel: PathModel<M> = {
  name: "deposit",
  machine: depositMachine,
  input: { keyPrefix: KEY_PREFIX },
  oracle: depositOracle,
  payloads: {
    "xstate.done.actor.loadDeposit": () => [{ type: "xstate.done.actor.loadDeposit", output: depositData() }],
    "xstate.error.actor.loadDeposit": () => [{ type: "xstate.error.actor.loadDeposit", error: networkError }],
    // A new request, and the answer to a retried key that is already listed.
    "xstate.done.actor.requestDeposit": () => [
      { type: "xstate.done.actor.requestDeposit", output: depositInfo({ id: 10, amount: 150 }) },
      { type: "xstate.done.actor.requestDeposit", output: depositInfo({ id: 9, status: "approved" }) },
    ],
    "xstate.error.actor.requestDeposit": () => [
      { type: "xstate.error.actor.requestDeposit", error: errorOf("AMOUNT_OUT_OF_RANGE") },
      // The member's own daily deposit limit (contract/safer-play.ts): ฿1,200.50 left until Bangkok's midnight of 3 Dec.
      { type: "xstate.error.actor.requestDeposit", error: errorOf("DEPOSIT_LIMIT_REACHED", { kind: "deposit", period: "day", amount: 5000, left: 1200.5, resetsAt: "2026-12-02T17:00:00.000Z" }) },
    ],
    "AMOUNT.CHANGE": (snapshot) => (ctx(snapshot).amountText === "" ? AMOUNTS.map((text) => ({ type: "AMOUNT.CHANGE", text })) : []),
    "DEPOSIT.CHANNEL": (snapshot) => [{ type: "DEPOSIT.CHANNEL", channelId: ctx(snapshot).channelId === "promptpay" ? "bank" : "promptpay" }],
  },
  contextKey: (context: DepositContext) => [context.channelId ?? null, context.amountText, context.result?.id ?? null, context.deposits.length],
};
