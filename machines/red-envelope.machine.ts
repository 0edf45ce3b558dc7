import { assign, setup } from "xstate";
import type { ErrorInfo, GrabAnswer, RedEnvelopeEvent } from "../src/contract";
import { submissionKey } from "./amount-input";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

export type EnvelopeRole = "guest" | "member" | "trial";

/** How often the page asks whether an event started or ended. */
export const ENVELOPE_POLL_MS = 60_000;

export interface RedEnvelopeContext {
  keyPrefix: string;
  submission: number;
  role: EnvelopeRole;
  event?: NonNullable<RedEnvelopeEvent["event"]>;
  result?: GrabAnswer;
  error?: ErrorInfo;
}

export type RedEnvelopeEventType = { type: "ENVELOPE.OPEN" } | { type: "ENVELOPE.CLOSE" };

/**
 * The floating red envelope: shown while an event runs and the member has not opened theirs; opening it grabs a share
 * (once per member and event, decided by the server) and shows the amount. A visitor is asked to log in, a trial
 * account for a real account. The event is checked again every minute.
 */
export const redEnvelopeMachine = setup({
  types: {
    context: {} as RedEnvelopeContext,
    events: {} as RedEnvelopeEventType,
    input: {} as { keyPrefix: string; role: EnvelopeRole },
  },
  actors: {
    loadEnvelope: promiseNotProvided<RedEnvelopeEvent>("loadEnvelope"),
    grabEnvelope: promiseNotProvided<GrabAnswer, { eventId: string; key: string }>("grabEnvelope"),
  },
  actions: { askLogin: () => {}, askRealAccount: () => {}, balanceChanged: () => {} },
  guards: {
    canGrab: ({ event }) => {
      const answer = (event as unknown as { output?: RedEnvelopeEvent }).output;
      return Boolean(answer?.event) && answer?.grabbed === null && (answer?.event?.sharesLeft ?? 0) > 0;
    },
    isGuest: ({ context }) => context.role === "guest",
    isTrial: ({ context }) => context.role === "trial",
  },
}).createMachine({
  id: "redEnvelope",
  context: ({ input }) => ({ keyPrefix: input.keyPrefix, role: input.role, submission: 0 }),
  initial: "checking",
  states: {
    checking: {
      invoke: {
        id: "loadEnvelope",
        src: "loadEnvelope",
        onDone: [
          { guard: "canGrab", target: "available", actions: assign({ event: ({ event }) => event.output.event ?? undefined }) },
          { target: "waiting", actions: assign({ event: undefined }) },
        ],
        onError: { target: "waiting", actions: assign({ event: undefined }) },
      },
    },
    waiting: { after: { [ENVELOPE_POLL_MS]: "checking" } },
    available: {
      after: { [ENVELOPE_POLL_MS]: "checking" },
      on: {
        "ENVELOPE.OPEN": [
          { guard: "isGuest", actions: "askLogin" },
          { guard: "isTrial", actions: "askRealAccount" },
          { target: "grabbing", actions: assign({ submission: ({ context }) => context.submission + 1, error: undefined }) },
        ],
      },
    },
    grabbing: {
      invoke: {
        id: "grabEnvelope",
        src: "grabEnvelope",
        input: ({ context }) => ({ eventId: context.event?.id ?? "", key: submissionKey(context.keyPrefix, context.submission) }),
        onDone: { target: "opened", actions: [assign({ result: ({ event }) => event.output }), "balanceChanged"] },
        onError: { target: "failed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    opened: { on: { "ENVELOPE.CLOSE": { target: "waiting", actions: assign({ event: undefined }) } } },
    failed: { on: { "ENVELOPE.CLOSE": "checking" } },
  },
});
