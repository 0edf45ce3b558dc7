import { assign, setup } from "xstate";
import type { ErrorInfo, UplineTransferAnswer } from "../contract";
import { checkAmount, submissionKey, type AmountProblem } from "./amount-input";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

export interface TransferUplineContext {
  keyPrefix: string;
  submission: number;
  balance: number;
  amountText: string;
  problem?: AmountProblem;
  error?: ErrorInfo;
  result?: UplineTransferAnswer;
}

export type TransferUplineEvent = { type: "AMOUNT.CHANGE"; text: string } | { type: "UPLINE.SUBMIT" } | { type: "UPLINE.AGAIN" } | { type: "UPLINE.RETRY" };

const problemOf = (c: TransferUplineContext) => {
  const check = checkAmount(c.amountText, { balance: c.balance });
  return check.ok ? undefined : check.problem;
};

/** A player's transfer to the upline; the success message shows the amounts. */
export const transferUplineMachine = setup({
  types: { context: {} as TransferUplineContext, events: {} as TransferUplineEvent, input: {} as { keyPrefix: string } },
  actors: {
    loadMainBalance: promiseNotProvided<number>("loadMainBalance"),
    transferToUpline: promiseNotProvided<UplineTransferAnswer, { amount: string; key: string }>("transferToUpline"),
  },
  actions: { balanceChanged: () => {} },
  guards: { canSubmit: ({ context }) => problemOf(context) === undefined },
}).createMachine({
  id: "transferUpline",
  description: "A player sends money from their main balance to their upline agent; the success message shows the amounts.",
  meta: { spec: ["2 Screens and routes › Member centre pages", "6 Roles and permissions"], screen: "Member centre: transfer to upline" },
  context: ({ input }) => ({ keyPrefix: input.keyPrefix, submission: 0, balance: 0, amountText: "" }),
  initial: "loading",
  states: {
    loading: {
      description: "Fetching the player's main balance.",
      invoke: {
        id: "loadMainBalance",
        src: "loadMainBalance",
        onDone: { target: "editing", description: "The balance is shown with the amount field.", actions: assign({ balance: ({ event }) => event.output, error: undefined }) },
        onError: { target: "loadFailed", description: "The balance could not be fetched.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    loadFailed: { description: "The page could not be loaded; the player can retry.", on: { "UPLINE.RETRY": { target: "loading", description: "The player tries again." } } },
    editing: {
      description: "The player types the amount to send.",
      on: {
        "AMOUNT.CHANGE": { description: "The player types an amount.", actions: assign(({ context, event }) => ({ amountText: event.text, problem: undefined, error: undefined, submission: context.submission + 1 })) },
        "UPLINE.SUBMIT": [
          { guard: "canSubmit", target: "submitting", description: "The amount is valid and within the balance: it is sent.", actions: assign({ problem: undefined, error: undefined }) },
          { description: "The amount is missing, invalid or above the balance: the form says why.", actions: assign({ problem: ({ context }) => problemOf(context) }) },
        ],
      },
    },
    submitting: {
      description: "Waiting for the server to make the transfer (sending again after no answer cannot transfer twice).",
      invoke: {
        id: "transferToUpline",
        src: "transferToUpline",
        input: ({ context }) => {
          const check = checkAmount(context.amountText);
          return { amount: check.ok ? check.text : context.amountText, key: submissionKey(context.keyPrefix, context.submission) };
        },
        onDone: { target: "done", description: "The transfer was made: the new balance shows and the header balance refreshes.", actions: [assign({ result: ({ event }) => event.output, balance: ({ event }) => event.output.balanceAfter }), "balanceChanged"] },
        onError: { target: "editing", description: "The transfer was refused or got no answer: the reason is shown.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    done: {
      description: "A success message shows the amount sent and the balance after.",
      on: { "UPLINE.AGAIN": { target: "editing", description: "The player makes another transfer.", actions: assign(({ context }) => ({ amountText: "", result: undefined, submission: context.submission + 1 })) } },
    },
  },
});
