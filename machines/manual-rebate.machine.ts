import { assign, setup } from "xstate";
import type { ClaimRebateAnswer, ErrorInfo, RebateInfo } from "../contract";
import { submissionKey } from "./amount-input";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

export interface ManualRebateContext {
  keyPrefix: string;
  /** Numbers the claims: a retry after a lost answer keeps the key (the server answers it once), a new claim gets a new one. */
  submission: number;
  info?: RebateInfo;
  /** The page's data did not load. */
  error?: ErrorInfo;
  /** The last claim was refused or failed. */
  claimError?: ErrorInfo;
  /** The last claim's answer (shown until the next claim). */
  result?: ClaimRebateAnswer;
}

export type ManualRebateEvent = { type: "REBATE.CLAIM" } | { type: "REBATE.RETRY" };

/** Refusals after which the page shows what is due now: the claim itself is over. */
const SETTLED_REFUSALS = ["REBATE_ALREADY_CLAIMED", "REBATE_NOTHING_DUE"];

/** Manual rebate: what is due per category, one claim paying all of it once, and the claims made. */
export const manualRebateMachine = setup({
  types: { context: {} as ManualRebateContext, events: {} as ManualRebateEvent, input: {} as { keyPrefix: string } },
  actors: {
    fetchRebate: promiseNotProvided<RebateInfo>("fetchRebate"),
    claimRebate: promiseNotProvided<ClaimRebateAnswer, { version: number; key: string }>("claimRebate"),
  },
  actions: { balanceChanged: () => {} },
  guards: {
    somethingDue: ({ context }) => (context.info?.total ?? 0) > 0,
  },
}).createMachine({
  id: "manualRebate",
  description: "Manual rebate: the rebate due per game category, one claim that pays all of it once, and the claims made before.",
  meta: { spec: ["2 Screens and routes › Member centre pages", "9 Business constants and limits"], screen: "Member centre: manual rebate" },
  context: ({ input }) => ({ keyPrefix: input.keyPrefix, submission: 0 }),
  initial: "loading",
  states: {
    loading: {
      description: "Fetching the rebate due and the past claims.",
      invoke: {
        id: "fetchRebate",
        src: "fetchRebate",
        onDone: { target: "ready", description: "The rebate due is shown.", actions: assign({ info: ({ event }) => event.output, error: undefined }) },
        onError: { target: "failed", description: "The rebate could not be fetched.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: { description: "The page could not be loaded; the player can retry.", on: { "REBATE.RETRY": { target: "loading", description: "The player tries again." } } },
    ready: {
      description: "The rebate due per category is shown, with a claim button when something is due.",
      on: {
        "REBATE.CLAIM": { guard: "somethingDue", target: "claiming", description: "The player claims everything due.", actions: assign({ claimError: undefined, result: undefined }) },
      },
    },
    claiming: {
      description: "Waiting for the server to pay the rebate (claiming again after no answer cannot pay twice).",
      invoke: {
        id: "claimRebate",
        src: "claimRebate",
        input: ({ context }) => ({ version: context.info?.version ?? 0, key: submissionKey(context.keyPrefix, context.submission) }),
        onDone: {
          target: "loading",
          description: "Paid: the amount is shown, the header balance refreshes and the page reloads.",
          actions: [assign(({ context, event }) => ({ result: event.output, submission: context.submission + 1 })), "balanceChanged"],
        },
        onError: [
          {
            guard: ({ event }) => SETTLED_REFUSALS.includes(asErrorInfo(event.error).errorCode ?? ""),
            target: "loading",
            description: "Already claimed or nothing due any more: the message is shown and the page shows what is due now.",
            actions: assign(({ context, event }) => ({ claimError: asErrorInfo(event.error), submission: context.submission + 1 })),
          },
          { target: "ready", description: "The claim failed: the reason is shown and the player can claim again.", actions: assign({ claimError: ({ event }) => asErrorInfo(event.error) }) },
        ],
      },
    },
  },
});
