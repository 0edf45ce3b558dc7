import { assertEvent, assign, enqueueActions, setup, type EventObject } from "xstate";
import type { DepositChannel, DepositInfo, DepositRequest, ErrorInfo } from "../contract";
import { checkAmount, submissionKey, type AmountProblem } from "./amount-input";
import { asErrorInfo } from "./errors";
import { callbackNotProvided, promiseNotProvided } from "./not-provided";
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
  | { type: "DEPOSIT.REFRESH" }
  /** The header balance changed (sent by `followBalance`): an approval or a rejection may have decided a listed request. */
  | { type: "BALANCE.MOVED" };

export const selectedChannel = (c: Pick<DepositContext, "channels" | "channelId">) => c.channels.find((ch) => ch.id === c.channelId);

function problemOf(c: DepositContext): AmountProblem | undefined {
  const channel = selectedChannel(c);
  const check = checkAmount(c.amountText, { min: channel?.minAmount, max: channel?.maxAmount });
  return check.ok ? undefined : check.problem;
}

/** The form's events: the same while the list is shown and while it is read again in the background. */
const formEvents = {
  "DEPOSIT.CHANNEL": { description: "The player picks another payment channel.", actions: ["edited", "pickChannel"] },
  "AMOUNT.CHANGE": { description: "The player types an amount.", actions: ["edited", "typeAmount"] },
  "DEPOSIT.SUBMIT": [
    { guard: "canSubmit", target: "submitting", description: "The amount is within the channel's limits: the request is sent.", actions: "startSubmitting" },
    { description: "The amount is missing or outside the channel's minimum and maximum: nothing is sent and the form says why.", actions: "showProblem" },
  ],
} as const;

/** Deposit (depositv2): channels with amount limits and a tutorial, a request the operator approves, its status. */
export const depositMachine = setup({
  types: { context: {} as DepositContext, events: {} as DepositEvent, input: {} as { keyPrefix: string } },
  actors: {
    loadDeposit: promiseNotProvided<DepositData>("loadDeposit"),
    requestDeposit: promiseNotProvided<DepositInfo, { request: DepositRequest; key: string }>("requestDeposit"),
    /** Follows the header balance for as long as the page is open, sending BALANCE.MOVED each time it changes. */
    followBalance: callbackNotProvided<EventObject>(),
  },
  actions: {
    /** Asks the header balance to refresh (an approved deposit has moved money; a new request makes it watch for the approval). */
    balanceChanged: () => {},
    edited: assign({ submission: ({ context }) => context.submission + 1, problem: undefined, error: undefined, result: undefined }),
    pickChannel: assign({
      channelId: ({ event }) => {
        assertEvent(event, "DEPOSIT.CHANNEL");
        return event.channelId;
      },
    }),
    typeAmount: assign({
      amountText: ({ event }) => {
        assertEvent(event, "AMOUNT.CHANGE");
        return event.text;
      },
    }),
    startSubmitting: assign({ problem: undefined, error: undefined, result: undefined }),
    showProblem: assign({ problem: ({ context }) => problemOf(context) }),
  },
  guards: {
    canSubmit: ({ context }) => problemOf(context) === undefined,
    showsPending: ({ context }) => context.deposits.some((d) => d.status === "pending"),
  },
}).createMachine({
  id: "deposit",
  description:
    "Putting money in: the player picks a payment channel (each with its own minimum and maximum and a tutorial), enters an amount and sends a deposit request, which the operator then approves; the page lists the player's requests and their status, which follows the header balance (an approval shows in the list with no press of refresh).",
  meta: { spec: ["2 Screens and routes › Member centre pages", "2 Screens and routes › Other screens named in text", "7 Calls › Wallet"], screen: "Deposit page" },
  context: ({ input }) => ({ keyPrefix: input.keyPrefix, submission: 0, channels: [], deposits: [], amountText: "" }),
  invoke: { id: "followBalance", src: "followBalance" },
  initial: "loading",
  states: {
    loading: {
      description: "Fetching the payment channels and the player's recent deposit requests.",
      invoke: {
        id: "loadDeposit",
        src: "loadDeposit",
        onDone: {
          target: "ready",
          description: "The channels are shown, the first one picked (the header balance refreshes if a request was approved meanwhile).",
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
        onError: { target: "loadFailed", description: "The page could not be loaded.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    loadFailed: {
      description: "The deposit page could not be loaded; the player can refresh.",
      on: { "DEPOSIT.REFRESH": { target: "loading", description: "The player tries again." } },
    },
    ready: {
      description: "The deposit form: channel, amount, and the list of recent requests with their status.",
      on: {
        ...formEvents,
        "DEPOSIT.REFRESH": { target: "loading", description: "The player refreshes to see the requests' latest status." },
        "BALANCE.MOVED": {
          guard: "showsPending",
          target: "refreshingList",
          description: "The header balance changed while a listed request waits for approval: the list is read again, with no press of refresh.",
        },
      },
    },
    refreshingList: {
      description: "Reading the requests again in the background after the balance changed; the form stays as it is and can be used.",
      invoke: {
        id: "loadDeposit",
        src: "loadDeposit",
        onDone: {
          target: "ready",
          description: "The requests' latest status is shown (an approved request reads approved).",
          actions: assign({ deposits: ({ event }) => event.output.deposits }),
        },
        onError: { target: "ready", description: "The list could not be read again: the one shown stays, and refresh still works." },
      },
      on: {
        ...formEvents,
        "DEPOSIT.REFRESH": { target: "loading", description: "The player refreshes: the whole page is read again." },
      },
    },
    submitting: {
      description: "Waiting for the server to accept the deposit request. Sending it again after no answer cannot make two requests.",
      invoke: {
        id: "requestDeposit",
        src: "requestDeposit",
        input: ({ context }) => {
          const check = checkAmount(context.amountText);
          return { request: { channelId: context.channelId ?? "", amount: check.ok ? check.text : context.amountText }, key: submissionKey(context.keyPrefix, context.submission) };
        },
        onDone: {
          target: "ready",
          description:
            "The request was accepted and appears in the list, waiting for approval; the header balance is told, so it watches for the approval closely.",
          actions: [
            assign(({ context, event }) => ({
              result: event.output,
              deposits: [event.output, ...context.deposits.filter((d) => d.id !== event.output.id)],
              amountText: "",
              submission: context.submission + 1,
            })),
            "balanceChanged",
          ],
        },
        onError: { target: "ready", description: "The request was refused or got no answer: the reason is shown.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
  },
});
