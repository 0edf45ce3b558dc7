import { assign, setup } from "xstate";
import type { Balance, ErrorInfo, MerchantWallet, RecallAnswer, WalletTransferAnswer, WalletTransferRequest } from "../contract";
import { checkAmount, submissionKey, type AmountProblem } from "./amount-input";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

export type TransferData = { merchant: MerchantWallet; balance: Balance };
export type WalletBalances = Balance["balance"];
export type TransferProblem = AmountProblem | "sameWallet";

export interface TransferContext {
  keyPrefix: string;
  submission: number;
  merchant?: MerchantWallet;
  balances: WalletBalances;
  from: number;
  to: number;
  amountText: string;
  problem?: TransferProblem;
  error?: ErrorInfo;
  result?: WalletTransferAnswer;
  recalled?: number;
}

export type TransferEvent =
  | { type: "TRANSFER.FROM"; accountTypeId: number }
  | { type: "TRANSFER.TO"; accountTypeId: number }
  | { type: "AMOUNT.CHANGE"; text: string }
  | { type: "TRANSFER.SUBMIT" }
  | { type: "TRANSFER.RECALL" }
  | { type: "TRANSFER.RETRY" };

const balanceOf = (balances: WalletBalances, id: number) => balances.find((b) => b.accountTypeId === id)?.availBalance ?? 0;

/** What is wrong with the transfer as entered, or undefined when it can be sent. */
export function transferProblem(context: Pick<TransferContext, "from" | "to" | "amountText" | "balances">): TransferProblem | undefined {
  if (context.from === context.to) return "sameWallet";
  const check = checkAmount(context.amountText, { balance: balanceOf(context.balances, context.from) });
  return check.ok ? undefined : check.problem;
}

/** Transfer fund: between the main wallet and game wallets (GCS_walletTransfer), and recall of every game wallet. */
export const transferMachine = setup({
  types: {
    context: {} as TransferContext,
    events: {} as TransferEvent,
    input: {} as { keyPrefix: string },
  },
  actors: {
    loadTransferData: promiseNotProvided<TransferData>("loadTransferData"),
    walletTransfer: promiseNotProvided<WalletTransferAnswer, { request: WalletTransferRequest; key: string }>("walletTransfer"),
    recallBalance: promiseNotProvided<RecallAnswer, { key: string }>("recallBalance"),
  },
  actions: {
    /** The header balance is out of date: the app refreshes it. */
    balanceChanged: () => {},
    edited: assign({ submission: ({ context }) => context.submission + 1, problem: undefined, error: undefined, result: undefined, recalled: undefined }),
  },
  guards: {
    canSubmit: ({ context }) => transferProblem(context) === undefined,
  },
}).createMachine({
  id: "transfer",
  description: "Transfer fund: moving money between the main wallet and the game wallets, and recalling every game wallet's balance back to the main wallet in one go.",
  meta: { spec: ["2 Screens and routes › Member centre pages", "4 States and transitions", "7 Calls › Wallet"], screen: "Member centre: transfer fund (transferFund)" },
  context: ({ input }) => ({ keyPrefix: input.keyPrefix, submission: 0, balances: [], from: 0, to: 0, amountText: "" }),
  initial: "loading",
  states: {
    loading: {
      description: "Fetching the wallets and their balances.",
      invoke: {
        id: "loadTransferData",
        src: "loadTransferData",
        onDone: {
          target: "ready",
          description: "The wallets are shown; from the main wallet to the first game wallet by default.",
          actions: assign(({ event }) => ({
            merchant: event.output.merchant,
            balances: event.output.balance.balance,
            from: 0,
            to: event.output.merchant.wallets.find((w) => w.accountTypeId !== 0)?.accountTypeId ?? 0,
            error: undefined,
          })),
        },
        onError: { target: "loadFailed", description: "The wallets could not be fetched.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    loadFailed: { description: "The page could not be loaded; the player can retry.", on: { "TRANSFER.RETRY": { target: "loading", description: "The player tries again." } } },
    ready: {
      description: "The wallets and their balances, with the transfer form.",
      on: {
        "TRANSFER.FROM": { description: "The player picks the wallet to take money from.", actions: ["edited", assign({ from: ({ event }) => event.accountTypeId })] },
        "TRANSFER.TO": { description: "The player picks the wallet to put money into.", actions: ["edited", assign({ to: ({ event }) => event.accountTypeId })] },
        "AMOUNT.CHANGE": { description: "The player types an amount.", actions: ["edited", assign({ amountText: ({ event }) => event.text })] },
        "TRANSFER.SUBMIT": [
          { guard: "canSubmit", target: "submitting", description: "Two different wallets and a valid amount within the source's balance: the transfer is sent.", actions: assign({ problem: undefined, error: undefined, result: undefined }) },
          { description: "The wallets are the same, or the amount is missing, invalid or above the balance: the form says why.", actions: assign({ problem: ({ context }) => transferProblem(context) }) },
        ],
        "TRANSFER.RECALL": { target: "recalling", description: "The player recalls every game wallet back to the main wallet.", actions: "edited" },
      },
    },
    submitting: {
      description: "Waiting for the server to move the money (sending again after no answer cannot move it twice).",
      invoke: {
        id: "walletTransfer",
        src: "walletTransfer",
        input: ({ context }) => {
          const check = checkAmount(context.amountText);
          return {
            request: { fromAccountTypeId: context.from, toAccountTypeId: context.to, amount: check.ok ? check.text : context.amountText },
            key: submissionKey(context.keyPrefix, context.submission),
          };
        },
        onDone: {
          target: "ready",
          description: "Moved: the new balances show and the header balance refreshes.",
          actions: [
            assign(({ context, event }) => ({ result: event.output, balances: event.output.balances, amountText: "", submission: context.submission + 1 })),
            "balanceChanged",
          ],
        },
        // The same key stays for a retry: a transfer that did go through is answered again, not repeated.
        onError: { target: "ready", description: "The transfer was refused or got no answer: the reason is shown.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    recalling: {
      description: "Waiting for the server to bring every game wallet's balance back to the main wallet.",
      invoke: {
        id: "recallBalance",
        src: "recallBalance",
        input: ({ context }) => ({ key: submissionKey(context.keyPrefix, context.submission) }),
        onDone: {
          target: "ready",
          description: "Recalled: the amount brought back and the new balances show.",
          actions: [assign(({ context, event }) => ({ balances: event.output.balances, recalled: event.output.recalled, submission: context.submission + 1 })), "balanceChanged"],
        },
        onError: { target: "ready", description: "The recall failed: the reason is shown.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
  },
});
