import { assign, setup } from "xstate";
import type { DownlineTransferAnswer, ErrorInfo } from "../contract";
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
  description: "An agent sends money from their main balance to one of their direct downlines; the success message shows the amounts.",
  meta: { spec: ["6 Roles and permissions", "2 Screens and routes › Agent centre pages"], screen: "Agent centre: transfer to downline" },
  context: ({ input }) => ({ keyPrefix: input.keyPrefix, downline: input.downline, submission: 0, balance: 0, amountText: "" }),
  initial: "loading",
  states: {
    loading: {
      description: "Fetching the agent's main balance.",
      invoke: {
        id: "loadMainBalance",
        src: "loadMainBalance",
        onDone: { target: "editing", description: "The balance is shown with the amount field.", actions: assign({ balance: ({ event }) => event.output, error: undefined }) },
        onError: { target: "loadFailed", description: "The balance could not be fetched.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    loadFailed: { description: "The transfer form could not be loaded; the agent can retry.", on: { "DOWNLINE_TRANSFER.RETRY": { target: "loading", description: "The agent tries again." } } },
    editing: {
      description: "The agent types the amount to send to the downline.",
      on: {
        "AMOUNT.CHANGE": { description: "The agent types an amount.", actions: assign(({ context, event }) => ({ amountText: event.text, problem: undefined, error: undefined, submission: context.submission + 1 })) },
        "DOWNLINE_TRANSFER.SUBMIT": [
          { guard: "canSubmit", target: "submitting", description: "The amount is valid and within the balance: it is sent.", actions: assign({ problem: undefined, error: undefined }) },
          { description: "The amount is missing, invalid or above the balance: the form says why.", actions: assign({ problem: ({ context }) => problemOf(context) }) },
        ],
      },
    },
    submitting: {
      description: "Waiting for the server to make the transfer (sending again after no answer cannot transfer twice).",
      invoke: {
        id: "transferToDownline",
        src: "transferToDownline",
        input: ({ context }) => {
          const check = checkAmount(context.amountText);
          return { downlineId: context.downline.id, amount: check.ok ? check.text : context.amountText, key: submissionKey(context.keyPrefix, context.submission) };
        },
        onDone: { target: "done", description: "The transfer was made: the new balance shows and the header balance refreshes.", actions: [assign({ result: ({ event }) => event.output, balance: ({ event }) => event.output.balanceAfter }), "balanceChanged"] },
        onError: { target: "editing", description: "Refused (for example not a direct downline) or no answer: the reason is shown.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    done: {
      description: "A success message shows the amount sent and the balance after.",
      on: {
        "DOWNLINE_TRANSFER.AGAIN": { target: "editing", description: "The agent makes another transfer.", actions: assign(({ context }) => ({ amountText: "", result: undefined, submission: context.submission + 1 })) },
      },
    },
  },
});
