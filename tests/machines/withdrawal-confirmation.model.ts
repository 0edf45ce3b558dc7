import type { ConfirmationKind } from "../../contract";
import { withdrawalConfirmationMachine, type WithdrawalConfirmationContext } from "../../machines/withdrawal-confirmation.machine";
import type { PathModel, Snapshot } from "../paths/generate-paths";
import { errorOf } from "../fixtures/errors";
import { withdrawalInfo } from "../fixtures/wallet";
import { INPUT, withdrawalConfirmationOracle } from "./withdrawal-confirmation.oracle";

type M = typeof withdrawalConfirmationMachine;
const ctx = (snapshot: Snapshot<M>) => snapshot.context as WithdrawalConfirmationContext;
const KINDS: ConfirmationKind[] = ["allReceived", "alreadyReceived", "receivedAmount", "remainingAmount", "notReceived"];
const MB5 = 5 * 1024 * 1024;
const file = (name: string, size: number) => ({ name, size, blob: null });

export const withdrawalConfirmationModel: PathModel<M> = {
  name: "withdrawalConfirmation",
  machine: withdrawalConfirmationMachine,
  input: { keyPrefix: INPUT.keyPrefix, withdrawal: withdrawalInfo({ id: INPUT.withdrawalId, amount: INPUT.amount }), autoReceiptMinutes: INPUT.autoReceiptMinutes },
  oracle: withdrawalConfirmationOracle,
  payloads: {
    "xstate.done.actor.readProof": () => [
      { type: "xstate.done.actor.readProof", output: { contentType: "image/png", dataBase64: "iVBORw0KGgo=" } },
      { type: "xstate.done.actor.readProof", output: { contentType: "image/jpeg", dataBase64: "/9j/4AAQ" } },
      { type: "xstate.done.actor.readProof", output: { contentType: null, dataBase64: "" } },
    ],
    "xstate.error.actor.readProof": () => [{ type: "xstate.error.actor.readProof", error: new Error("unreadable") }],
    "xstate.done.actor.confirmWithdrawal": () => [{ type: "xstate.done.actor.confirmWithdrawal", output: withdrawalInfo({ status: "confirmed", confirmBy: null }) }],
    "xstate.error.actor.confirmWithdrawal": () => [{ type: "xstate.error.actor.confirmWithdrawal", error: errorOf("system busy") }],
    // Every kind first; then the switches that must change the request: proofs left behind, an amount carried over or dropped.
    "CONFIRM.KIND": (snapshot) => {
      const c = ctx(snapshot);
      const kinds = !c.kind ? KINDS : c.kind === "notReceived" && c.proofs.length > 0 ? ["allReceived"] : c.kind === "receivedAmount" && c.amountText !== "" ? ["remainingAmount", "alreadyReceived"] : [];
      return kinds.map((kind) => ({ type: "CONFIRM.KIND", kind }));
    },
    // Typed once per partial statement: valid with spaces and a leading zero, exactly the withdrawal, just above it, not an amount.
    "AMOUNT.CHANGE": (snapshot) => {
      const c = ctx(snapshot);
      const partial = c.kind === "receivedAmount" || c.kind === "remainingAmount";
      return partial && c.amountText === "" ? [" 0150.50 ", "200", "200.01", "1e3"].map((text) => ({ type: "AMOUNT.CHANGE", text })) : [];
    },
    // Proofs for "not received": a small png, a jpg of exactly 5 MB, one byte over; a fourth image once three are there.
    "PROOF.ADD": (snapshot) => {
      const c = ctx(snapshot);
      if (c.kind !== "notReceived") return [];
      const files = c.proofs.length >= 3 ? [file("fourth.png", 1000)] : [file(`proof${c.proofs.length + 1}.png`, 1000), file("limit.jpg", MB5), file("big.png", MB5 + 1)];
      return files.map((f) => ({ type: "PROOF.ADD", file: f }));
    },
    "PROOF.REMOVE": (snapshot) => {
      const count = ctx(snapshot).proofs.length;
      return count === 0 ? [] : [...new Set([0, count - 1])].map((index) => ({ type: "PROOF.REMOVE", index }));
    },
  },
  contextKey: (context: WithdrawalConfirmationContext) => [context.kind ?? null, context.proofs.length, context.amountText, context.reading?.name ?? null],
};
