import { assign, setup } from "xstate";
import type { ErrorInfo, GrabAnswer, RedEnvelopeEvent } from "../contract";
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
  description: "The floating red envelope: shown while a red-envelope event runs and the member has not opened theirs. Opening it grabs a share (once per member and event, decided by the server) and shows the amount. A visitor is asked to log in and a trial player to open a real account. The event is checked again every minute.",
  meta: { spec: ["1 What the product does and for whom", "6 Roles and permissions", "2 Screens and routes › Other screens named in text"], screen: "Floating red envelope" },
  context: ({ input }) => ({ keyPrefix: input.keyPrefix, role: input.role, submission: 0 }),
  initial: "checking",
  states: {
    checking: {
      description: "Asking whether a red-envelope event is running and this member can still grab one.",
      invoke: {
        id: "loadEnvelope",
        src: "loadEnvelope",
        onDone: [
          { guard: "canGrab", target: "available", description: "An event is on and the envelope is still unopened: it appears.", actions: assign({ event: ({ event }) => event.output.event ?? undefined }) },
          { target: "waiting", description: "No event, or already opened: nothing shows.", actions: assign({ event: undefined }) },
        ],
        onError: { target: "waiting", description: "The check failed: nothing shows until the next check.", actions: assign({ event: undefined }) },
      },
    },
    waiting: { description: "No envelope is shown; the event is checked again in a minute.", after: { [ENVELOPE_POLL_MS]: { target: "checking", description: "A minute has passed: check again." } } },
    available: {
      description: "The red envelope floats on the page, waiting to be opened.",
      after: { [ENVELOPE_POLL_MS]: { target: "checking", description: "A minute has passed: check whether the event is still on." } },
      on: {
        "ENVELOPE.OPEN": [
          { guard: "isGuest", description: "A visitor opens it: they are asked to log in.", actions: "askLogin" },
          { guard: "isTrial", description: "A trial player opens it: they are told a real account is needed.", actions: "askRealAccount" },
          { target: "grabbing", description: "A member opens it: their share is grabbed.", actions: assign({ submission: ({ context }) => context.submission + 1, error: undefined }) },
        ],
      },
    },
    grabbing: {
      description: "Waiting for the server to decide and pay the member's share.",
      invoke: {
        id: "grabEnvelope",
        src: "grabEnvelope",
        input: ({ context }) => ({ eventId: context.event?.id ?? "", key: submissionKey(context.keyPrefix, context.submission) }),
        onDone: { target: "opened", description: "The amount won is shown and the header balance refreshes.", actions: [assign({ result: ({ event }) => event.output }), "balanceChanged"] },
        onError: { target: "failed", description: "The grab failed (for example the event just ended): the reason is shown.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    opened: { description: "The opened envelope shows the amount won.", on: { "ENVELOPE.CLOSE": { target: "waiting", description: "The member closes it; it does not come back for this event.", actions: assign({ event: undefined }) } } },
    failed: { description: "The envelope could not be opened; the reason is shown.", on: { "ENVELOPE.CLOSE": { target: "checking", description: "The member closes the message: the event is checked again." } } },
  },
});
