import { assign, setup } from "xstate";
import type { ErrorInfo } from "../contract";
import type { Break, BreakDuration, BreakKind, TakeBreakRequest } from "../contract/safer-play";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

/** The durations each kind of break offers (the contract's TIME_OUT_DURATIONS and SELF_EXCLUSION_DURATIONS), shortest first. */
export type BreakDurations = Record<BreakKind, readonly BreakDuration[]>;

export interface SaferBreakContext {
  durations: BreakDurations;
  kind: BreakKind;
  duration: BreakDuration;
  /** The login password typed (the re-authentication of the break). */
  password: string;
  /** The password field is empty: nothing was sent. */
  passwordMissing: boolean;
  /** The break taken (every session of the account has ended). */
  taken?: Break;
  /** The break was refused or failed. */
  error?: ErrorInfo;
}

export type SaferBreakEvent =
  | { type: "BREAK.KIND"; kind: BreakKind }
  | { type: "BREAK.DURATION"; duration: BreakDuration }
  | { type: "BREAK.PASSWORD"; value: string }
  | { type: "BREAK.SUBMIT" }
  | { type: "BREAK.CONFIRM" }
  | { type: "BREAK.BACK" }
  | { type: "BREAK.DISMISS" };

/**
 * A time-out (24 hours, 7 or 30 days) or a self-exclusion (6 months, 1 or 5 years, or for good) asked for on the
 * safer-play page: the member picks the kind and duration, types their login password, reads what will happen and
 * until when, and confirms. Once taken every session of the account has ended: the app is told, and signs out.
 */
export const saferBreakMachine = setup({
  types: { context: {} as SaferBreakContext, events: {} as SaferBreakEvent, input: {} as BreakDurations },
  actors: { takeBreak: promiseNotProvided<Break, TakeBreakRequest>("takeBreak") },
  actions: {
    /** Every session of the account has ended: the app finds out and signs out (provided by the app). */
    sessionEnded: () => {},
  },
  guards: {
    passwordTyped: ({ context }) => context.password !== "",
    offered: ({ context, event }) => context.durations[context.kind].includes((event as { duration: BreakDuration }).duration),
  },
}).createMachine({
  id: "saferBreak",
  description:
    "Taking a break from play: a time-out that ends by itself, or a self-exclusion that cannot be shortened or lifted. It asks for the login password and a confirmation, then every session of the account ends and, until the break ends, a sign-in opens a withdraw-only session.",
  meta: { spec: ["2 Screens and routes › Member centre pages", "8 Error catalogue"], screen: "Member centre: safer play (responsibleGaming)" },
  context: ({ input }) => ({ durations: input, kind: "timeOut", duration: input.timeOut[0]!, password: "", passwordMissing: false }),
  initial: "editing",
  states: {
    editing: {
      description: "The kind of break, its duration and the login password field, with the reason the last try was refused.",
      on: {
        "BREAK.KIND": {
          description: "The member picks a time-out or a self-exclusion; the duration goes to that kind's shortest.",
          actions: assign(({ context, event }) => ({ kind: event.kind, duration: context.durations[event.kind][0]!, error: undefined })),
        },
        "BREAK.DURATION": {
          guard: "offered",
          description: "The member picks one of the kind's durations.",
          actions: assign(({ event }) => ({ duration: event.duration, error: undefined })),
        },
        "BREAK.PASSWORD": {
          description: "The member types their login password; the note that it is missing goes away.",
          actions: assign(({ event }) => ({ password: event.value, passwordMissing: false })),
        },
        "BREAK.DISMISS": { description: "The member closes the reason the last try was refused.", actions: assign({ error: undefined }) },
        "BREAK.SUBMIT": [
          {
            guard: "passwordTyped",
            target: "confirming",
            description: "The password is typed: the member is told what will happen and until when, and confirms.",
            actions: assign({ error: undefined }),
          },
          { description: "The password is missing: nothing is sent and the field says so.", actions: assign({ passwordMissing: true }) },
        ],
      },
    },
    confirming: {
      description: "The confirmation: every session ends at once, and until the end date only withdrawals, records and safer play are open; a self-exclusion cannot be shortened or lifted.",
      on: {
        "BREAK.CONFIRM": { target: "taking", description: "The member confirms: the break is sent with the login password." },
        "BREAK.BACK": { target: "editing", description: "The member goes back without taking a break; what they chose is kept." },
      },
    },
    taking: {
      description: "Sending the break; the buttons wait.",
      invoke: {
        id: "takeBreak",
        src: "takeBreak",
        input: ({ context }) => ({ kind: context.kind, duration: context.duration, loginPassword: context.password }) as TakeBreakRequest,
        onDone: {
          target: "taken",
          description: "The break has started and every session of the account has ended: the page says until when and the app signs out.",
          actions: [assign({ taken: ({ event }) => event.output, password: "" }), "sessionEnded"],
        },
        onError: {
          target: "editing",
          description: "Refused (a wrong or locked password, a break that would end sooner than the one in force) or no answer: the reason is shown and the password is typed again.",
          actions: assign({ error: ({ event }) => asErrorInfo(event.error), password: "" }),
        },
      },
    },
    taken: {
      type: "final",
      description: "The break is in force until its end (or for good): the page says so while the app signs the member out.",
    },
  },
});
