import { assign, setup } from "xstate";
import type { DownlineTransferAnswer, ErrorInfo } from "../src/contract";
import { checkAmount, submissionKey, type AmountProblem } from "./amount-input";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

export interface DownlineTransferContext {
  keyPrefix: string;
  submission: number;
  downline: { id: number; username: string };
  balance: number;
  amountText: string;
  problem?: AmountProblem;
  error?: ErrorInfo;
  result?: DownlineTransferAnswer;
}

export type DownlineTransferEvent =
  | { type: "AMOUNT.CHANGE"; text: string }
  | { type: "DOWNLINE_TRANSFER.SUBMIT" }
  | { type: "DOWNLINE_TRANSFER.AGAIN" }
  | { type: "DOWNLINE_TRANSFER.RETRY" };

const problemOf = (c: DownlineTransferContext) => {
  const check = checkAmount(c.amountText, { balance: c.balance });
  return check.ok ? undefined : check.problem;
};

/** An agent's transfer to one direct downline; the success message shows the amounts. */
export const downlineTransferMachine = setup({
  types: { context: {} as DownlineTransferContext, events: {} as DownlineTransferEvent, input: {} as { keyPrefix: string; downline: { id: number; username: string } } },
  actors: {
    loadMainBalance: promiseNotProvided<number>("loadMainBalance"),
    transferToDownline: promiseNotProvided<DownlineTransferAnswer, { downlineId: number; amount: string; key: string }>("transferToDownline"),
  },
  actions: { balanceChanged: () => {} },
  guards: { canSubmit: ({ context }) => problemOf(context) === undefined },
}).createMachine({
  id: "downlineTransfer",
  context: ({ input }) => ({ keyPrefix: input.keyPrefix, downline: input.downline, submission: 0, balance: 0, amountText: "" }),
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
    loadFailed: { on: { "DOWNLINE_TRANSFER.RETRY": "loading" } },
    editing: {
      on: {
        "AMOUNT.CHANGE": { actions: assign(({ context, event }) => ({ amountText: event.text, problem: undefined, error: undefined, submission: context.submission + 1 })) },
        "DOWNLINE_TRANSFER.SUBMIT": [
          { guard: "canSubmit", target: "submitting", actions: assign({ problem: undefined, error: undefined }) },
          { actions: assign({ problem: ({ context }) => problemOf(context) }) },
        ],
      },
    },
    submitting: {
      invoke: {
        id: "transferToDownline",
        src: "transferToDownline",
        input: ({ context }) => {
          const check = checkAmount(context.amountText);
          return { downlineId: context.downline.id, amount: check.ok ? check.text : context.amountText, key: submissionKey(context.keyPrefix, context.submission) };
        },
        onDone: { target: "done", actions: [assign({ result: ({ event }) => event.output, balance: ({ event }) => event.output.balanceAfter }), "balanceChanged"] },
        onError: { target: "editing", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    done: {
      on: {
        "DOWNLINE_TRANSFER.AGAIN": { target: "editing", actions: assign(({ context }) => ({ amountText: "", result: undefined, submission: context.submission + 1 })) },
      },
    },
  },
});
