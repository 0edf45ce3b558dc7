import { assign, setup } from "xstate";
import type { ClaimRebateAnswer, ErrorInfo, RebateInfo } from "../src/contract";
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
  context: ({ input }) => ({ keyPrefix: input.keyPrefix, submission: 0 }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "fetchRebate",
        src: "fetchRebate",
        onDone: { target: "ready", actions: assign({ info: ({ event }) => event.output, error: undefined }) },
        onError: { target: "failed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: { on: { "REBATE.RETRY": "loading" } },
    ready: {
      on: {
        "REBATE.CLAIM": { guard: "somethingDue", target: "claiming", actions: assign({ claimError: undefined, result: undefined }) },
      },
    },
    claiming: {
      invoke: {
        id: "claimRebate",
        src: "claimRebate",
        input: ({ context }) => ({ version: context.info?.version ?? 0, key: submissionKey(context.keyPrefix, context.submission) }),
        onDone: {
          target: "loading",
          actions: [assign(({ context, event }) => ({ result: event.output, submission: context.submission + 1 })), "balanceChanged"],
        },
        onError: [
          {
            guard: ({ event }) => SETTLED_REFUSALS.includes(asErrorInfo(event.error).errorCode ?? ""),
            target: "loading",
            actions: assign(({ context, event }) => ({ claimError: asErrorInfo(event.error), submission: context.submission + 1 })),
          },
          { target: "ready", actions: assign({ claimError: ({ event }) => asErrorInfo(event.error) }) },
        ],
      },
    },
  },
});
