import { assign, setup } from "xstate";
import type { ErrorInfo, WheelSpinAnswer, WheelStatus } from "../src/contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

export interface LuckyWheelInput {
  /** The spin's Idempotency-Key: one per popup, since only one spin a day can succeed (a retry after a lost answer gets the same spin). */
  key: string;
}

export interface LuckyWheelContext {
  key: string;
  status?: WheelStatus;
  result?: WheelSpinAnswer;
  error?: ErrorInfo;
}

export type LuckyWheelEvent = { type: "WHEEL.SPIN" } | { type: "WHEEL.RETRY" };

const codeOf = (event: unknown) => asErrorInfo((event as { error: unknown }).error).errorCode;

/**
 * The daily lucky wheel (mini game popup, members): the server says whether today's spin is there, decides the slice
 * and pays it; the popup shows the result and when the next chance opens. Spun elsewhere meanwhile: the status again.
 */
export const luckyWheelMachine = setup({
  types: { context: {} as LuckyWheelContext, events: {} as LuckyWheelEvent, input: {} as LuckyWheelInput },
  actors: {
    loadWheel: promiseNotProvided<WheelStatus>("loadWheel"),
    spinWheel: promiseNotProvided<WheelSpinAnswer, { key: string }>("spinWheel"),
  },
  actions: {
    /** Refreshes the header balance (the prize went to the main wallet). */
    balanceChanged: () => {},
    /** Opens the root's real-account prompt (REAL_ACCOUNT.REQUIRED). */
    askRealAccount: () => {},
  },
  guards: {
    canSpin: ({ event }) => (event as unknown as { output: WheelStatus }).output.canSpin,
    alreadySpun: ({ event }) => codeOf(event) === "WHEEL_ALREADY_SPUN",
    needsRealAccount: ({ event }) => codeOf(event) === "REAL_ACCOUNT_REQUIRED",
  },
}).createMachine({
  id: "luckyWheel",
  context: ({ input }) => ({ key: input.key }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadWheel",
        src: "loadWheel",
        onDone: [
          { guard: "canSpin", target: "ready", actions: assign({ status: ({ event }) => event.output, error: undefined }) },
          { target: "spent", actions: assign({ status: ({ event }) => event.output, error: undefined }) },
        ],
        onError: { target: "failed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: { on: { "WHEEL.RETRY": "loading" } },
    ready: { on: { "WHEEL.SPIN": { target: "spinning", actions: assign({ error: undefined }) } } },
    spinning: {
      invoke: {
        id: "spinWheel",
        src: "spinWheel",
        input: ({ context }) => ({ key: context.key }),
        onDone: { target: "won", actions: [assign({ result: ({ event }) => event.output }), "balanceChanged"] },
        onError: [
          { guard: "alreadySpun", target: "loading" },
          { guard: "needsRealAccount", target: "ready", actions: "askRealAccount" },
          { target: "ready", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
        ],
      },
    },
    /** Today's spin: its result and the next chance. */
    won: {},
    /** Spun already today: the result from the status and the next chance. */
    spent: {},
  },
});
