import { assign, enqueueActions, setup } from "xstate";
import type { BindBankAccountRequest, ErrorInfo, WithdrawalInfo, WithdrawInfo, WithdrawRequest } from "../src/contract";
import { checkAmount, submissionKey, type AmountProblem } from "./amount-input";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";
import { requestStatusMoved } from "./request-status";

export type WithdrawData = { info: WithdrawInfo; withdrawals: WithdrawalInfo[]; balance: number };
export type BankForm = { bankCode: string; accountNumber: string; accountName: string; paymentPassword: string };
export type BankField = keyof BankForm;
export type WithdrawProblem = AmountProblem | "password";

export interface WithdrawContext {
  keyPrefix: string;
  submission: number;
  info?: WithdrawInfo;
  withdrawals: WithdrawalInfo[];
  balance: number;
  bank: BankForm;
  bankInvalid: BankField[];
  amountText: string;
  paymentPassword: string;
  problem?: WithdrawProblem;
  error?: ErrorInfo;
  result?: WithdrawalInfo;
}

export type WithdrawEvent =
  | { type: "BANK.CHANGE"; field: BankField; value: string }
  | { type: "BANK.SUBMIT" }
  | { type: "AMOUNT.CHANGE"; text: string }
  | { type: "PASSWORD.CHANGE"; text: string }
  | { type: "WITHDRAW.SUBMIT" }
  | { type: "WITHDRAW.REFRESH" };

/** The bank-binding fields that are not acceptable yet (the server checks them again). */
export function invalidBankFields(bank: BankForm): BankField[] {
  const invalid: BankField[] = [];
  if (!bank.bankCode) invalid.push("bankCode");
  if (!/^\d{10,15}$/.test(bank.accountNumber)) invalid.push("accountNumber");
  if (bank.accountName.trim().length < 2) invalid.push("accountName");
  if (!/^\d{6}$/.test(bank.paymentPassword)) invalid.push("paymentPassword");
  return invalid;
}

export function withdrawProblem(c: WithdrawContext): WithdrawProblem | undefined {
  const check = checkAmount(c.amountText, { min: c.info?.minAmount, max: c.info?.maxAmount, balance: c.balance });
  if (!check.ok) return check.problem;
  return c.paymentPassword ? undefined : "password";
}

/** Withdraw: bank account binding (which sets the payment password), amount limits, payment password, request status. */
export const withdrawMachine = setup({
  types: { context: {} as WithdrawContext, events: {} as WithdrawEvent, input: {} as { keyPrefix: string } },
  actors: {
    loadWithdraw: promiseNotProvided<WithdrawData>("loadWithdraw"),
    bindBankAccount: promiseNotProvided<void, BindBankAccountRequest>("bindBankAccount"),
    requestWithdrawal: promiseNotProvided<WithdrawalInfo, { request: WithdrawRequest; key: string }>("requestWithdrawal"),
  },
  actions: {
    balanceChanged: () => {},
    /** A withdrawal seen before has another status (a rejection refunds it): the header balance refreshes. */
    balanceChangedIfRequestMoved: enqueueActions(({ context, event, enqueue }) => {
      if (requestStatusMoved(context.withdrawals, (event as unknown as { output: WithdrawData }).output.withdrawals)) enqueue("balanceChanged");
    }),
  },
  guards: {
    hasBankAccount: ({ event }) => Boolean((event as unknown as { output: WithdrawData }).output.info.bankAccount),
    bankValid: ({ context }) => invalidBankFields(context.bank).length === 0,
    canSubmit: ({ context }) => withdrawProblem(context) === undefined,
  },
}).createMachine({
  id: "withdraw",
  context: ({ input }) => ({
    keyPrefix: input.keyPrefix,
    submission: 0,
    withdrawals: [],
    balance: 0,
    bank: { bankCode: "", accountNumber: "", accountName: "", paymentPassword: "" },
    bankInvalid: [],
    amountText: "",
    paymentPassword: "",
  }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadWithdraw",
        src: "loadWithdraw",
        onDone: [
          { guard: "hasBankAccount", target: "ready", actions: ["balanceChangedIfRequestMoved", assign(({ event }) => ({ ...event.output, error: undefined }))] },
          { target: "binding", actions: ["balanceChangedIfRequestMoved", assign(({ event }) => ({ ...event.output, error: undefined }))] },
        ],
        onError: { target: "loadFailed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    loadFailed: { on: { "WITHDRAW.REFRESH": "loading" } },
    binding: {
      on: {
        "BANK.CHANGE": { actions: assign(({ context, event }) => ({ bank: { ...context.bank, [event.field]: event.value }, bankInvalid: [], error: undefined })) },
        "BANK.SUBMIT": [
          { guard: "bankValid", target: "bindingBank" },
          { actions: assign({ bankInvalid: ({ context }) => invalidBankFields(context.bank) }) },
        ],
      },
    },
    bindingBank: {
      invoke: {
        id: "bindBankAccount",
        src: "bindBankAccount",
        input: ({ context }) => ({ ...context.bank, accountName: context.bank.accountName.trim() }),
        onDone: { target: "loading", actions: assign(({ context }) => ({ bank: { ...context.bank, paymentPassword: "" } })) },
        onError: { target: "binding", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    ready: {
      on: {
        "AMOUNT.CHANGE": { actions: assign(({ context, event }) => ({ amountText: event.text, problem: undefined, error: undefined, result: undefined, submission: context.submission + 1 })) },
        "PASSWORD.CHANGE": { actions: assign({ paymentPassword: ({ event }) => event.text, problem: undefined, error: undefined }) },
        "WITHDRAW.SUBMIT": [
          { guard: "canSubmit", target: "submitting", actions: assign({ problem: undefined, error: undefined, result: undefined }) },
          { actions: assign({ problem: ({ context }) => withdrawProblem(context) }) },
        ],
        "WITHDRAW.REFRESH": "loading",
      },
    },
    submitting: {
      invoke: {
        id: "requestWithdrawal",
        src: "requestWithdrawal",
        input: ({ context }) => {
          const check = checkAmount(context.amountText);
          return { request: { amount: check.ok ? check.text : context.amountText, paymentPassword: context.paymentPassword }, key: submissionKey(context.keyPrefix, context.submission) };
        },
        onDone: {
          target: "ready",
          actions: [
            assign(({ context, event }) => ({
              result: event.output,
              withdrawals: [event.output, ...context.withdrawals],
              balance: Math.round(context.balance * 100 - event.output.amount * 100) / 100,
              amountText: "",
              paymentPassword: "",
              submission: context.submission + 1,
            })),
            "balanceChanged",
          ],
        },
        onError: { target: "ready", actions: assign({ error: ({ event }) => asErrorInfo(event.error), paymentPassword: "" }) },
      },
    },
  },
});
