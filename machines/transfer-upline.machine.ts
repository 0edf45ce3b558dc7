import { assign, setup } from "xstate";
import type { ErrorInfo, UplineTransferAnswer } from "../src/contract";
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
  context: ({ input }) => ({ keyPrefix: input.keyPrefix, submission: 0, balance: 0, amountText: "" }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadMainBalance",
        src: "loadMainBalance",
        onDone: { target: "editing", actions: assign({ balance: ({ event }) => event.output, error: undefined }) },
        onError: { target: "loadFailed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    loadFailed: { on: { "UPLINE.RETRY": "loading" } },
    editing: {
      on: {
        "AMOUNT.CHANGE": { actions: assign(({ context, event }) => ({ amountText: event.text, problem: undefined, error: undefined, submission: context.submission + 1 })) },
        "UPLINE.SUBMIT": [
          { guard: "canSubmit", target: "submitting", actions: assign({ problem: undefined, error: undefined }) },
          { actions: assign({ problem: ({ context }) => problemOf(context) }) },
        ],
      },
    },
    submitting: {
      invoke: {
        id: "transferToUpline",
        src: "transferToUpline",
        input: ({ context }) => {
          const check = checkAmount(context.amountText);
          return { amount: check.ok ? check.text : context.amountText, key: submissionKey(context.keyPrefix, context.submission) };
        },
        onDone: { target: "done", actions: [assign({ result: ({ event }) => event.output, balance: ({ event }) => event.output.balanceAfter }), "balanceChanged"] },
        onError: { target: "editing", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    done: {
      on: { "UPLINE.AGAIN": { target: "editing", actions: assign(({ context }) => ({ amountText: "", result: undefined, submission: context.submission + 1 })) } },
    },
  },
});
