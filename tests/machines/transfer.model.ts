import { transferMachine, type TransferContext } from "../../machines/transfer.machine";
import type { PathModel, Snapshot } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { recallAnswer, transferAnswer, transferData } from "../fixtures/wallet";
import { KEY_PREFIX, transferOracle } from "./transfer.oracle";

type M = typeof transferMachine;
const ctx = (snapshot: Snapshot<M>) => snapshot.context as TransferContext;

/** Against the fixture's main wallet of 1,000 (the game wallet has 0): trimmed, at the balance, above it, not an amount. */
const AMOUNTS = [" 0150.50 ", "1000", "1000.01", "1e3"];

function transferModelFor(isSingle: boolean): PathModel<M> {
  return {
    name: "transfer",
    machine: transferMachine,
    input: { keyPrefix: KEY_PREFIX },
    oracle: transferOracle,
    payloads: {
      "xstate.done.actor.loadTransferData": () => [{ type: "xstate.done.actor.loadTransferData", output: transferData(isSingle) }],
      "xstate.error.actor.loadTransferData": () => [{ type: "xstate.error.actor.loadTransferData", error: networkError }],
      "xstate.done.actor.walletTransfer": () => [{ type: "xstate.done.actor.walletTransfer", output: transferAnswer() }],
      "xstate.error.actor.walletTransfer": () => [{ type: "xstate.error.actor.walletTransfer", error: errorOf("INSUFFICIENT_BALANCE") }],
      "xstate.done.actor.recallBalance": () => [{ type: "xstate.done.actor.recallBalance", output: recallAnswer() }],
      "xstate.error.actor.recallBalance": () => [{ type: "xstate.error.actor.recallBalance", error: networkError }],
      "AMOUNT.CHANGE": (snapshot) => (ctx(snapshot).amountText === "" ? AMOUNTS.map((text) => ({ type: "AMOUNT.CHANGE", text })) : []),
      // Back from the game wallet (its balance is 0) and the same wallet on both sides.
      "TRANSFER.FROM": (snapshot) => (isSingle ? [] : [{ type: "TRANSFER.FROM", accountTypeId: ctx(snapshot).from === 0 ? 101 : 0 }]),
      "TRANSFER.TO": (snapshot) => (isSingle ? [] : [{ type: "TRANSFER.TO", accountTypeId: ctx(snapshot).to === 0 ? 101 : 0 }]),
    },
    // The main wallet's balance tells a page after a transfer (900) from one before it or after a recall (1,000).
    contextKey: (context: TransferContext) => [
      context.from,
      context.to,
      context.amountText,
      context.result !== undefined,
      context.recalled !== undefined,
      context.balances.find((b) => b.accountTypeId === 0)?.availBalance ?? null,
    ],
  };
}

export const transferModel = transferModelFor(false);
export const singleWalletTransferModel = transferModelFor(true);
