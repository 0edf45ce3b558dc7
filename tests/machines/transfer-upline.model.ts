import { transferUplineMachine, type TransferUplineContext } from "../../machines/transfer-upline.machine";
import type { PathModel, Snapshot } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { KEY_PREFIX, transferUplineOracle } from "./transfer-upline.oracle";

type M = typeof transferUplineMachine;
const ctx = (snapshot: Snapshot<M>) => snapshot.context as TransferUplineContext;

/** Against a main wallet of 1,000: trimmed with a leading zero, the whole balance, just above it, zero. */
const AMOUNTS = [" 0150.50 ", "1000", "1000.01", "0"];

export const transferUplineModel: PathModel<M> = {
  name: "transferUpline",
  machine: transferUplineMachine,
  input: { keyPrefix: KEY_PREFIX },
  oracle: transferUplineOracle,
  payloads: {
    "xstate.done.actor.loadMainBalance": () => [{ type: "xstate.done.actor.loadMainBalance", output: 1000 }],
    "xstate.error.actor.loadMainBalance": () => [{ type: "xstate.error.actor.loadMainBalance", error: networkError }],
    "xstate.done.actor.transferToUpline": () => [{ type: "xstate.done.actor.transferToUpline", output: { amount: 150.5, balanceAfter: 849.5, uplineName: "subagent" } }],
    "xstate.error.actor.transferToUpline": () => [{ type: "xstate.error.actor.transferToUpline", error: errorOf("NO_UPLINE") }],
    "AMOUNT.CHANGE": (snapshot) => (ctx(snapshot).amountText === "" ? AMOUNTS.map((text) => ({ type: "AMOUNT.CHANGE", text })) : []),
  },
  contextKey: (context: TransferUplineContext) => [context.amountText, context.balance, context.error !== undefined],
};
