import { assign, enqueueActions, setup } from "xstate";
import type { DepositChannel, DepositInfo, DepositRequest, ErrorInfo } from "../src/contract";
import { checkAmount, submissionKey, type AmountProblem } from "./amount-input";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";
import { requestStatusMoved } from "./request-status";

export type DepositData = { channels: DepositChannel[]; deposits: DepositInfo[] };

export interface DepositContext {
  keyPrefix: string;
  submission: number;
  channels: DepositChannel[];
  deposits: DepositInfo[];
  channelId?: string;
  amountText: string;
  problem?: AmountProblem;
  error?: ErrorInfo;
  result?: DepositInfo;
}

export type DepositEvent =
  | { type: "DEPOSIT.CHANNEL"; channelId: string }
  | { type: "AMOUNT.CHANGE"; text: string }
  | { type: "DEPOSIT.SUBMIT" }
  | { type: "DEPOSIT.REFRESH" };

export const selectedChannel = (c: Pick<DepositContext, "channels" | "channelId">) => c.channels.find((ch) => ch.id === c.channelId);

function problemOf(c: DepositContext): AmountProblem | undefined {
  const channel = selectedChannel(c);
  const check = checkAmount(c.amountText, { min: channel?.minAmount, max: channel?.maxAmount });
  return check.ok ? undefined : check.problem;
}

/** Deposit (depositv2): channels with amount limits and a tutorial, a request the operator approves, its status. */
export const depositMachine = setup({
  types: { context: {} as DepositContext, events: {} as DepositEvent, input: {} as { keyPrefix: string } },
  actors: {
    loadDeposit: promiseNotProvided<DepositData>("loadDeposit"),
    requestDeposit: promiseNotProvided<DepositInfo, { request: DepositRequest; key: string }>("requestDeposit"),
  },
  actions: {
    /** Asks the header balance to refresh (an approved deposit has moved money). */
    balanceChanged: () => {},
    edited: assign({ submission: ({ context }) => context.submission + 1, problem: undefined, error: undefined, result: undefined }),
  },
  guards: { canSubmit: ({ context }) => problemOf(context) === undefined },
}).createMachine({
  id: "deposit",
  context: ({ input }) => ({ keyPrefix: input.keyPrefix, submission: 0, channels: [], deposits: [], amountText: "" }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadDeposit",
        src: "loadDeposit",
        onDone: {
          target: "ready",
          actions: [
            enqueueActions(({ context, event, enqueue }) => {
              if (requestStatusMoved(context.deposits, event.output.deposits)) enqueue("balanceChanged");
            }),
            assign(({ context, event }) => ({
              channels: event.output.channels,
              deposits: event.output.deposits,
              channelId: context.channelId ?? event.output.channels[0]?.id,
              error: undefined,
            })),
          ],
        },
        onError: { target: "loadFailed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    loadFailed: { on: { "DEPOSIT.REFRESH": "loading" } },
    ready: {
      on: {
        "DEPOSIT.CHANNEL": { actions: ["edited", assign({ channelId: ({ event }) => event.channelId })] },
        "AMOUNT.CHANGE": { actions: ["edited", assign({ amountText: ({ event }) => event.text })] },
        "DEPOSIT.SUBMIT": [
          { guard: "canSubmit", target: "submitting", actions: assign({ problem: undefined, error: undefined, result: undefined }) },
          { actions: assign({ problem: ({ context }) => problemOf(context) }) },
        ],
        "DEPOSIT.REFRESH": "loading",
      },
    },
    submitting: {
      invoke: {
        id: "requestDeposit",
        src: "requestDeposit",
        input: ({ context }) => {
          const check = checkAmount(context.amountText);
          return { request: { channelId: context.channelId ?? "", amount: check.ok ? check.text : context.amountText }, key: submissionKey(context.keyPrefix, context.submission) };
        },
        onDone: {
          target: "ready",
          actions: assign(({ context, event }) => ({
            result: event.output,
            deposits: [event.output, ...context.deposits.filter((d) => d.id !== event.output.id)],
            amountText: "",
            submission: context.submission + 1,
          })),
        },
        onError: { target: "ready", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
  },
});
