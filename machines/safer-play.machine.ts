import { assign, setup } from "xstate";
import type { CancelLimitChangeRequest, ErrorInfo, LimitKind, LimitPeriod, SaferPlay } from "../contract";
import type { AmountProblem } from "./amount-input";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";
import { checkLimitAmount, limitKey, limitOf, waitsForCoolOff, type LimitBounds, type LimitKey, type LimitProposal } from "./safer-play-rules";

export interface SaferPlayContext {
  bounds: LimitBounds;
  /** What the server last said: every limit with its use, pending changes, the history and its clock. */
  data?: SaferPlay;
  /** The amount typed per limit, kept until that limit's change goes through. */
  drafts: Partial<Record<LimitKey, string>>;
  /** Why a typed amount cannot be sent, under its field. */
  problems: Partial<Record<LimitKey, AmountProblem>>;
  /** The change being confirmed or sent. */
  proposal?: LimitProposal;
  /** The pending change being cancelled. */
  cancelling?: CancelLimitChangeRequest;
  /** What the last change did (the page reads the limit's row for when it takes effect). */
  notice?: { type: "saved" | "cancelled"; kind: LimitKind; period: LimitPeriod };
  /** The page did not load. */
  loadError?: ErrorInfo;
  /** The last change or cancellation was refused or failed. */
  changeError?: ErrorInfo;
}

type LimitEvent<T extends string> = { type: T; kind: LimitKind; period: LimitPeriod };

export type SaferPlayEvent =
  | (LimitEvent<"SAFER.CHANGE"> & { value: string })
  | LimitEvent<"SAFER.SET">
  | LimitEvent<"SAFER.REMOVE">
  | LimitEvent<"SAFER.CANCEL_CHANGE">
  | { type: "SAFER.CONFIRM" }
  | { type: "SAFER.BACK" }
  | { type: "SAFER.RETRY" }
  | { type: "SAFER.DISMISS" };

const draftOf = (context: SaferPlayContext, event: { kind: LimitKind; period: LimitPeriod }) => context.drafts[limitKey(event.kind, event.period)] ?? "";

/** The typed amount of the event's limit, checked; undefined when it breaks a rule. */
function typedProposal(context: SaferPlayContext, event: { kind: LimitKind; period: LimitPeriod }): LimitProposal | undefined {
  const check = checkLimitAmount(draftOf(context, event), context.bounds);
  return check.ok ? { kind: event.kind, period: event.period, amount: check.text } : undefined;
}

const loosens = (context: SaferPlayContext, proposal: LimitProposal) =>
  waitsForCoolOff(limitOf(context.data, proposal.kind, proposal.period)?.amount, proposal.amount);

function without<T>(map: Partial<Record<LimitKey, T>>, key: LimitKey): Partial<Record<LimitKey, T>> {
  const rest = { ...map };
  delete rest[key];
  return rest;
}

const STARTED = { changeError: undefined, notice: undefined };

/**
 * Safer play: the member's own deposit, loss and wager limits per day, week and month, with what is used of each in
 * its period, pending changes and the history. A first or lower limit applies at once; a higher one or a removal is
 * confirmed first and waits for its cooling-off, and a pending change can be cancelled meanwhile.
 */
export const saferPlayMachine = setup({
  types: {
    context: {} as SaferPlayContext,
    events: {} as SaferPlayEvent,
    input: {} as LimitBounds,
  },
  actors: {
    loadSaferPlay: promiseNotProvided<SaferPlay>("loadSaferPlay"),
    setLimit: promiseNotProvided<SaferPlay, LimitProposal>("setLimit"),
    cancelLimitChange: promiseNotProvided<SaferPlay, CancelLimitChangeRequest>("cancelLimitChange"),
  },
  guards: {
    typedLoosens: ({ context, event }) => {
      const proposal = typedProposal(context, event as LimitEvent<"SAFER.SET">);
      return proposal !== undefined && loosens(context, proposal);
    },
    typedValid: ({ context, event }) => typedProposal(context, event as LimitEvent<"SAFER.SET">) !== undefined,
    hasLimit: ({ context, event }) => {
      const { kind, period } = event as LimitEvent<"SAFER.REMOVE">;
      return (limitOf(context.data, kind, period)?.amount ?? null) !== null;
    },
    hasPending: ({ context, event }) => {
      const { kind, period } = event as LimitEvent<"SAFER.CANCEL_CHANGE">;
      return (limitOf(context.data, kind, period)?.pending ?? null) !== null;
    },
    nothingPending: ({ event }) => asErrorInfo((event as { error?: unknown }).error).errorCode === "NO_PENDING_LIMIT_CHANGE",
  },
}).createMachine({
  id: "saferPlay",
  description:
    "Safer play: the member sets their own deposit, loss and wager limits per day, week and month. A first or lower limit applies at once; a higher one or a removal waits 24 hours and can be cancelled meanwhile.",
  meta: { spec: ["2 Screens and routes › Member centre pages", "8 Error catalogue"], screen: "Member centre: safer play (responsibleGaming)" },
  context: ({ input }) => ({ bounds: input, drafts: {}, problems: {} }),
  initial: "loading",
  states: {
    loading: {
      description: "Fetching every limit with what is used of it, the pending changes and the history of changes.",
      invoke: {
        id: "loadSaferPlay",
        src: "loadSaferPlay",
        onDone: {
          target: "ready",
          description: "The limits, their use in the current period, pending changes and the history are shown.",
          actions: assign({ data: ({ event }) => event.output, loadError: undefined }),
        },
        onError: { target: "failed", description: "The page could not be loaded: the reason is shown in the member's language.", actions: assign({ loadError: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: {
      description: "The limits could not be loaded; the member can try again.",
      on: { "SAFER.RETRY": { target: "loading", description: "The member tries loading the page again." } },
    },
    ready: {
      description: "Every limit with its use and reset time, an amount field, set and remove buttons, pending changes with a cancel button, and the history.",
      on: {
        "SAFER.CHANGE": {
          description: "The member types an amount for one limit; the problem shown under that field goes away.",
          actions: assign(({ context, event }) => {
            const key = limitKey(event.kind, event.period);
            return { drafts: { ...context.drafts, [key]: event.value }, problems: without(context.problems, key), notice: undefined };
          }),
        },
        "SAFER.SET": [
          {
            guard: "typedLoosens",
            target: "confirming",
            description: "The amount is above the limit in force: the member is told it takes effect only after the 24-hour cooling-off, and confirms.",
            actions: assign(({ context, event }) => ({ proposal: typedProposal(context, event), ...STARTED })),
          },
          {
            guard: "typedValid",
            target: "saving",
            description: "A first limit, or one lower than (or equal to) the limit in force: it is sent and applies at once.",
            actions: assign(({ context, event }) => ({ proposal: typedProposal(context, event), ...STARTED })),
          },
          {
            description: "The amount is empty, not whole baht or two decimals, or outside the allowed range: nothing is sent and the field says why.",
            actions: assign(({ context, event }) => {
              const check = checkLimitAmount(draftOf(context, event), context.bounds);
              return { problems: check.ok ? context.problems : { ...context.problems, [limitKey(event.kind, event.period)]: check.problem } };
            }),
          },
        ],
        "SAFER.REMOVE": {
          guard: "hasLimit",
          target: "confirming",
          description: "The member asks to remove a limit in force: told it goes only after the 24-hour cooling-off, they confirm.",
          actions: assign(({ event }) => ({ proposal: { kind: event.kind, period: event.period, amount: null }, ...STARTED })),
        },
        "SAFER.CANCEL_CHANGE": {
          guard: "hasPending",
          target: "cancelling",
          description: "The member cancels a pending raise or removal; the limit in force stays.",
          actions: assign(({ event }) => ({ cancelling: { kind: event.kind, period: event.period }, ...STARTED })),
        },
        "SAFER.DISMISS": { description: "The member closes the message of the last change.", actions: assign(STARTED) },
      },
    },
    confirming: {
      description: "A raise or removal waits: the page says it takes effect 24 hours after it is sent, with the limit in force until then.",
      on: {
        "SAFER.CONFIRM": { target: "saving", description: "The member confirms the change with its cooling-off: it is sent." },
        "SAFER.BACK": { target: "ready", description: "The member goes back without sending; the amount typed is kept.", actions: assign({ proposal: undefined }) },
      },
    },
    saving: {
      description: "Sending the change; every button waits and the fields cannot change.",
      invoke: {
        id: "setLimit",
        src: "setLimit",
        input: ({ context }) => context.proposal!,
        onDone: {
          target: "ready",
          description: "The change was stored: the page shows the limits as they now stand, and when the change takes effect.",
          actions: assign(({ context, event }) => {
            const proposal = context.proposal!;
            const key = limitKey(proposal.kind, proposal.period);
            return { data: event.output, drafts: without(context.drafts, key), proposal: undefined, notice: { type: "saved" as const, kind: proposal.kind, period: proposal.period } };
          }),
        },
        onError: {
          target: "ready",
          description: "Refused or no answer: the reason is shown in the member's language and the amount typed is kept to try again.",
          actions: assign({ changeError: ({ event }) => asErrorInfo(event.error), proposal: undefined }),
        },
      },
    },
    cancelling: {
      description: "Cancelling the pending change; every button waits.",
      invoke: {
        id: "cancelLimitChange",
        src: "cancelLimitChange",
        input: ({ context }) => context.cancelling!,
        onDone: {
          target: "ready",
          description: "The pending change is gone: the limit in force stays and the page says so.",
          actions: assign(({ context, event }) => ({ data: event.output, cancelling: undefined, notice: { type: "cancelled" as const, ...context.cancelling! } })),
        },
        onError: [
          {
            guard: "nothingPending",
            target: "loading",
            description: "Nothing was pending any more (it took effect, or was cancelled elsewhere): the message is shown and the page loads the limits as they stand.",
            actions: assign({ changeError: ({ event }) => asErrorInfo(event.error), cancelling: undefined }),
          },
          {
            target: "ready",
            description: "Refused or no answer: the reason is shown and the change stays pending; the member can cancel again.",
            actions: assign({ changeError: ({ event }) => asErrorInfo(event.error), cancelling: undefined }),
          },
        ],
      },
    },
  },
});
