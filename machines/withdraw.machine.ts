import { assertEvent, assign, enqueueActions, setup, type EventObject } from "xstate";
import type { BindBankAccountRequest, ErrorInfo, WithdrawalInfo, WithdrawInfo, WithdrawRequest } from "../contract";
import { checkAmount, submissionKey, type AmountProblem } from "./amount-input";
import { asErrorInfo } from "./errors";
import { callbackNotProvided, promiseNotProvided } from "./not-provided";
import { requestStatusMoved } from "./request-status";

export type WithdrawData = { info: WithdrawInfo; withdrawals: WithdrawalInfo[]; balance: number };
/** The binding form; the login password re-authenticates it (binding where withdrawals go is a security change). */
export type BankForm = { bankCode: string; accountNumber: string; accountName: string; paymentPassword: string; loginPassword: string };
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
  | { type: "WITHDRAW.REFRESH" }
  /** The header balance changed (sent by `followBalance`): a payment or a refund may have decided a listed request. */
  | { type: "BALANCE.MOVED" };

/** The bank-binding fields that are not acceptable yet (the server checks them again). */
export function invalidBankFields(bank: BankForm): BankField[] {
  const invalid: BankField[] = [];
  if (!bank.bankCode) invalid.push("bankCode");
  if (!/^\d{10,15}$/.test(bank.accountNumber)) invalid.push("accountNumber");
  if (bank.accountName.trim().length < 2) invalid.push("accountName");
  if (!/^\d{6}$/.test(bank.paymentPassword)) invalid.push("paymentPassword");
  if (bank.loginPassword === "") invalid.push("loginPassword");
  return invalid;
}

export function withdrawProblem(c: WithdrawContext): WithdrawProblem | undefined {
  const check = checkAmount(c.amountText, { min: c.info?.minAmount, max: c.info?.maxAmount, balance: c.balance });
  if (!check.ok) return check.problem;
  return c.paymentPassword ? undefined : "password";
}

/** The form's events: the same while the list is shown and while it is read again in the background. */
const formEvents = {
  "AMOUNT.CHANGE": { description: "The player types an amount (a changed amount counts as a new request).", actions: "typeAmount" },
  "PASSWORD.CHANGE": { description: "The player types the payment password.", actions: "typePassword" },
  "WITHDRAW.SUBMIT": [
    {
      guard: "canSubmit",
      target: "submitting",
      description: "The amount is within the limits and the balance, and a payment password is given: the request is sent.",
      actions: "startSubmitting",
    },
    {
      description: "The amount is missing, below the minimum, above the maximum or the balance, or the payment password is missing: nothing is sent and the form says why.",
      actions: "showProblem",
    },
  ],
} as const;

/** Withdraw: bank account binding (re-authenticated; it sets the payment password), amount limits, payment password, request status. */
export const withdrawMachine = setup({
  types: { context: {} as WithdrawContext, events: {} as WithdrawEvent, input: {} as { keyPrefix: string } },
  actors: {
    loadWithdraw: promiseNotProvided<WithdrawData>("loadWithdraw"),
    bindBankAccount: promiseNotProvided<void, BindBankAccountRequest>("bindBankAccount"),
    requestWithdrawal: promiseNotProvided<WithdrawalInfo, { request: WithdrawRequest; key: string }>("requestWithdrawal"),
    /** Follows the header balance for as long as the page is open, sending BALANCE.MOVED each time it changes. */
    followBalance: callbackNotProvided<EventObject>(),
  },
  actions: {
    balanceChanged: () => {},
    typeAmount: assign(({ context, event }) => {
      assertEvent(event, "AMOUNT.CHANGE");
      return { amountText: event.text, problem: undefined, error: undefined, result: undefined, submission: context.submission + 1 };
    }),
    typePassword: assign(({ event }) => {
      assertEvent(event, "PASSWORD.CHANGE");
      return { paymentPassword: event.text, problem: undefined, error: undefined };
    }),
    startSubmitting: assign({ problem: undefined, error: undefined, result: undefined }),
    showProblem: assign({ problem: ({ context }) => withdrawProblem(context) }),
    /** A withdrawal seen before has another status (a rejection refunds it): the header balance refreshes. */
    balanceChangedIfRequestMoved: enqueueActions(({ context, event, enqueue }) => {
      if (requestStatusMoved(context.withdrawals, (event as unknown as { output: WithdrawData }).output.withdrawals)) enqueue("balanceChanged");
    }),
  },
  guards: {
    hasBankAccount: ({ event }) => Boolean((event as unknown as { output: WithdrawData }).output.info.bankAccount),
    bankValid: ({ context }) => invalidBankFields(context.bank).length === 0,
    canSubmit: ({ context }) => withdrawProblem(context) === undefined,
    showsPending: ({ context }) => context.withdrawals.some((w) => w.status === "pending"),
  },
}).createMachine({
  id: "withdraw",
  description:
    "Taking money out to the player's bank account. A player without a bank account binds one first, confirming it with their login password (which also sets their payment password); then they enter an amount within the limits and their balance, confirm with the payment password, and follow their requests' status, which follows the header balance (a payment or a refund shows in the list with no press of refresh).",
  meta: { spec: ["2 Screens and routes › Member centre pages", "7 Calls › Wallet", "9 Business constants and limits"], screen: "Withdraw page" },
  context: ({ input }) => ({
    keyPrefix: input.keyPrefix,
    submission: 0,
    withdrawals: [],
    balance: 0,
    bank: { bankCode: "", accountNumber: "", accountName: "", paymentPassword: "", loginPassword: "" },
    bankInvalid: [],
    amountText: "",
    paymentPassword: "",
  }),
  invoke: { id: "followBalance", src: "followBalance" },
  initial: "loading",
  states: {
    loading: {
      description: "Fetching the withdrawal limits, the bound bank account, the balance and the player's recent withdrawal requests.",
      invoke: {
        id: "loadWithdraw",
        src: "loadWithdraw",
        onDone: [
          {
            guard: "hasBankAccount",
            target: "ready",
            description: "A bank account is bound: the withdrawal form is shown (the header balance refreshes if a request changed status, e.g. a refund).",
            actions: ["balanceChangedIfRequestMoved", assign(({ event }) => ({ ...event.output, error: undefined }))],
          },
          {
            target: "binding",
            description: "No bank account yet: the player must bind one first.",
            actions: ["balanceChangedIfRequestMoved", assign(({ event }) => ({ ...event.output, error: undefined }))],
          },
        ],
        onError: { target: "loadFailed", description: "The page could not be loaded.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    loadFailed: {
      description: "The withdrawal page could not be loaded; the player can refresh.",
      on: { "WITHDRAW.REFRESH": { target: "loading", description: "The player tries again." } },
    },
    binding: {
      description: "The player binds a bank account: bank, account number (10 to 15 digits), account name, a 6-digit payment password, and their login password to confirm it is them.",
      on: {
        "BANK.CHANGE": {
          description: "The player types in a bank field.",
          actions: assign(({ context, event }) => ({ bank: { ...context.bank, [event.field]: event.value }, bankInvalid: [], error: undefined })),
        },
        "BANK.SUBMIT": [
          { guard: "bankValid", target: "bindingBank", description: "All bank fields are acceptable: the account is sent." },
          { description: "A bank field is missing or wrong: nothing is sent and the fields are marked.", actions: assign({ bankInvalid: ({ context }) => invalidBankFields(context.bank) }) },
        ],
      },
    },
    bindingBank: {
      description: "Waiting for the server to bind the bank account.",
      invoke: {
        id: "bindBankAccount",
        src: "bindBankAccount",
        input: ({ context }) => ({ ...context.bank, accountName: context.bank.accountName.trim() }),
        onDone: {
          target: "loading",
          description: "The account was bound: the page reloads and shows the withdrawal form; neither password is kept.",
          actions: assign(({ context }) => ({ bank: { ...context.bank, paymentPassword: "", loginPassword: "" } })),
        },
        onError: { target: "binding", description: "The binding was refused (for example a wrong login password or a lock): the reason is shown and the form kept.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    ready: {
      description: "The withdrawal form: the player enters an amount and the payment password; recent requests and their status are listed.",
      on: {
        ...formEvents,
        "WITHDRAW.REFRESH": { target: "loading", description: "The player refreshes the page (limits, balance and request status)." },
        "BALANCE.MOVED": {
          guard: "showsPending",
          target: "refreshingList",
          description: "The header balance changed while a listed request waits for the operator: the list is read again, with no press of refresh.",
        },
      },
    },
    refreshingList: {
      description: "Reading the requests and the balance again in the background after the header balance changed; the form stays as it is and can be used.",
      invoke: {
        id: "loadWithdraw",
        src: "loadWithdraw",
        onDone: {
          target: "ready",
          description: "The requests' latest status (paid, or rejected and refunded) and the balance are shown.",
          actions: assign(({ event }) => ({ withdrawals: event.output.withdrawals, balance: event.output.balance })),
        },
        onError: { target: "ready", description: "The list could not be read again: the one shown stays, and refresh still works." },
      },
      on: {
        ...formEvents,
        "WITHDRAW.REFRESH": { target: "loading", description: "The player refreshes: the whole page is read again." },
      },
    },
    submitting: {
      description: "Waiting for the server to accept the withdrawal request. Sending the same request again after no answer cannot pay it twice.",
      invoke: {
        id: "requestWithdrawal",
        src: "requestWithdrawal",
        input: ({ context }) => {
          const check = checkAmount(context.amountText);
          return { request: { amount: check.ok ? check.text : context.amountText, paymentPassword: context.paymentPassword }, key: submissionKey(context.keyPrefix, context.submission) };
        },
        onDone: {
          target: "ready",
          description: "The request was accepted: it is shown at the top of the list, the balance goes down and the form empties.",
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
        onError: {
          target: "ready",
          description: "The request was refused (for example a wrong payment password) or got no answer: the reason is shown and the payment password cleared.",
          actions: assign({ error: ({ event }) => asErrorInfo(event.error), paymentPassword: "" }),
        },
      },
    },
  },
});
