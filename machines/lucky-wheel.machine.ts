import { assign, setup } from "xstate";
import type { ErrorInfo, WheelSpinAnswer, WheelStatus } from "../contract";
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
  description: "The daily lucky wheel (a mini game popup): the server says whether today's spin is still there, picks the prize and pays it; the popup shows the result and when the next spin opens.",
  meta: { spec: ["2 Screens and routes › Popups", "6 Roles and permissions"], screen: "Lucky wheel mini game popup" },
  context: ({ input }) => ({ key: input.key }),
  initial: "loading",
  states: {
    loading: {
      description: "Asking whether today's spin is still available.",
      invoke: {
        id: "loadWheel",
        src: "loadWheel",
        onDone: [
          { guard: "canSpin", target: "ready", description: "Today's spin is available.", actions: assign({ status: ({ event }) => event.output, error: undefined }) },
          { target: "spent", description: "Today's spin was already used.", actions: assign({ status: ({ event }) => event.output, error: undefined }) },
        ],
        onError: { target: "failed", description: "The wheel could not be loaded.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: { description: "The wheel could not be loaded; the player can retry.", on: { "WHEEL.RETRY": { target: "loading", description: "The player tries again." } } },
    ready: { description: "The wheel waits for the player to spin.", on: { "WHEEL.SPIN": { target: "spinning", description: "The player spins.", actions: assign({ error: undefined }) } } },
    spinning: {
      description: "The wheel turns while the server picks and pays the prize.",
      invoke: {
        id: "spinWheel",
        src: "spinWheel",
        input: ({ context }) => ({ key: context.key }),
        onDone: { target: "won", description: "The prize is shown and the header balance refreshes.", actions: [assign({ result: ({ event }) => event.output }), "balanceChanged"] },
        onError: [
          { guard: "alreadySpun", target: "loading", description: "Today's spin was used elsewhere meanwhile: the status is fetched again." },
          { guard: "needsRealAccount", target: "ready", description: "A trial account cannot spin: the player is told a real account is needed.", actions: "askRealAccount" },
          { target: "ready", description: "The spin failed: the reason is shown and the player may spin again.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
        ],
      },
    },
    /** Today's spin: its result and the next chance. */
    won: { description: "Today's prize and when the next spin opens." },
    /** Spun already today: the result from the status and the next chance. */
    spent: { description: "Already spun today: that result and when the next spin opens." },
  },
});
