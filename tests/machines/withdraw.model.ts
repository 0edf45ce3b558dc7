import { withdrawMachine, type BankField, type WithdrawContext } from "../../machines/withdraw.machine";
import type { PathModel, Snapshot } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { withdrawalInfo, withdrawData } from "../fixtures/wallet";
import { KEY_PREFIX, withdrawOracle } from "./withdraw.oracle";

type M = typeof withdrawMachine;
const ctx = (snapshot: Snapshot<M>) => snapshot.context as WithdrawContext;
const FORM: Array<[BankField, string]> = [
  ["bankCode", "KBANK"],
  ["accountNumber", "1234567890"],
  ["accountName", "  Demo Member  "],
  ["paymentPassword", "123456"],
  ["loginPassword", "Demo1234"],
];
/** Once the form is filled: values just outside each docs/features.md rule, and the longest account number allowed. */
const EDGES: Array<[BankField, string]> = [
  ["accountNumber", "123456789"],
  ["accountNumber", "1234567890123456"],
  ["accountNumber", "123456789012345"],
  ["accountName", " A "],
  ["accountName", " Al "],
  ["paymentPassword", "12345"],
  ["paymentPassword", "1234567"],
];
/** Amounts against the fixture's limits (min 100, max 50,000, balance 1,000). */
const AMOUNTS = [" 150 ", "100", "99.99", "1000", "1000.01", "50000.01", "1,000", ""];

export const withdrawModel: PathModel<M> = {
  name: "withdraw",
  machine: withdrawMachine,
  input: { keyPrefix: KEY_PREFIX },
  oracle: withdrawOracle,
  payloads: {
    // No bank account only on a first visit: a page that typed something or bound a bank gets the bound answer.
    "xstate.done.actor.loadWithdraw": (snapshot) => [
      { type: "xstate.done.actor.loadWithdraw", output: withdrawData(true) },
      ...(ctx(snapshot).bank.bankCode === "" && ctx(snapshot).amountText === "" ? [{ type: "xstate.done.actor.loadWithdraw", output: withdrawData(false) }] : []),
    ],
    "xstate.error.actor.loadWithdraw": () => [{ type: "xstate.error.actor.loadWithdraw", error: networkError }],
    "xstate.done.actor.bindBankAccount": () => [{ type: "xstate.done.actor.bindBankAccount", output: undefined }],
    "xstate.error.actor.bindBankAccount": () => [{ type: "xstate.error.actor.bindBankAccount", error: errorOf("BANK_ACCOUNT_INVALID") }],
    "xstate.done.actor.requestWithdrawal": () => [{ type: "xstate.done.actor.requestWithdrawal", output: withdrawalInfo({ id: 6, amount: 150, status: "pending", paidAt: null, confirmBy: null }) }],
    "xstate.error.actor.requestWithdrawal": () => [{ type: "xstate.error.actor.requestWithdrawal", error: errorOf("PAYMENT_PASSWORD_INCORRECT") }],
    // The form in order, one field at a time; once filled, each rule's edge.
    "BANK.CHANGE": (snapshot) => {
      const bank = ctx(snapshot).bank;
      const next = FORM.find(([field]) => bank[field] === "");
      const edits = next ? [next] : FORM.every(([field, value]) => bank[field] === value) ? EDGES : [];
      return edits.map(([field, value]) => ({ type: "BANK.CHANGE", field, value }));
    },
    // After a withdrawal went out, one more valid amount: the next request must take a new key.
    "AMOUNT.CHANGE": (snapshot) => {
      const c = ctx(snapshot);
      if (c.amountText !== "") return [];
      return (c.withdrawals.length > 1 ? [" 150 "] : AMOUNTS.filter(Boolean)).map((text) => ({ type: "AMOUNT.CHANGE", text }));
    },
    "PASSWORD.CHANGE": (snapshot) => (ctx(snapshot).paymentPassword === "" ? [{ type: "PASSWORD.CHANGE", text: "654321" }] : []),
  },
  // Withdrawals made so far, capped: a second request after a success is a state of its own, the graph stays finite.
  contextKey: (context: WithdrawContext) => [context.bank, context.amountText, context.paymentPassword !== "", context.result !== undefined, Math.min(context.withdrawals.length, 3)],
};
