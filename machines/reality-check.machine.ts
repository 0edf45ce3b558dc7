import { assign, setup } from "xstate";
import type { ErrorInfo } from "../contract";
import type { RealityCheck, RealityCheckInterval } from "../contract/reality-check";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

/** Where "See my betting record" goes. */
export const BETTING_RECORD_PATH = "/member/personalHistoryCopy";
/** After a failed read, the server is asked again after this long (not every second). */
export const REALITY_CHECK_RETRY_MS = 60_000;

export interface RealityCheckContext {
  trial: boolean;
  /** The server's last answer: interval, session start, net result, and when the next check comes (its clock). */
  check?: RealityCheck;
  /** Why the last interval change failed; cleared by the next answer. */
  error?: ErrorInfo;
}

export type RealityCheckEvent =
  | { type: "REALITY_CHECK.SET"; intervalMinutes: RealityCheckInterval }
  | { type: "REALITY_CHECK.CONTINUE" }
  | { type: "REALITY_CHECK.STOP" }
  | { type: "REALITY_CHECK.RECORD" };

const answerOf = (event: unknown) => (event as { output: RealityCheck }).output;
const msOf = (iso: string) => Date.parse(iso);

/**
 * The reality check (docs/player-protection.md): while a real account is signed in, it asks the server when the next
 * check comes and waits that long by the server's clock (`nextAt - now` of its answer, so a moved server clock moves
 * it, and no polling in between), then asks again for the session's time and net result and shows the dialog. The
 * player's answer is acknowledged to the server, so a reload does not show the same check again.
 */
export const realityCheckMachine = setup({
  types: { context: {} as RealityCheckContext, events: {} as RealityCheckEvent, input: {} as { trial: boolean } },
  actors: {
    fetchRealityCheck: promiseNotProvided<RealityCheck>("fetchRealityCheck"),
    setRealityCheck: promiseNotProvided<RealityCheck, { intervalMinutes: RealityCheckInterval }>("setRealityCheck"),
    ackRealityCheck: promiseNotProvided<RealityCheck, { checkNumber: number }>("ackRealityCheck"),
  },
  actions: {
    /** Tells the launch flow to close the game (LAUNCH.STOP through the actor system). */
    stopGame: () => {},
    navigate: (_, _params: { to: string }) => {},
  },
  guards: {
    isTrial: ({ context }) => context.trial,
    isOff: ({ context }) => context.check?.nextAt == null,
    isDue: ({ context }) => context.check?.nextAt != null && msOf(context.check.nextAt) <= msOf(context.check.now),
  },
  delays: {
    /** From the server's now to its next check. */
    untilDue: ({ context }) => (context.check?.nextAt ? Math.max(msOf(context.check.nextAt) - msOf(context.check.now), 0) : REALITY_CHECK_RETRY_MS),
    retry: REALITY_CHECK_RETRY_MS,
  },
}).createMachine({
  id: "realityCheck",
  description:
    "The reality check: at the interval the player chose (off, 15, 30 or 60 minutes; 60 by default), a dialog over the page says how long the session has lasted and the net result since sign-in, with Continue, Stop playing and See my betting record. Time is the server's; a check acknowledged does not come again after a reload. Trial accounts have none.",
  meta: { spec: ["2 Screens and routes › Member centre pages"], screen: "Reality check dialog; Safer play page: reality check interval" },
  context: ({ input }) => ({ trial: input.trial }),
  initial: "checking",
  states: {
    checking: {
      description: "Is this a trial account?",
      always: [
        { guard: "isTrial", target: "notChecked", description: "A trial account: no reality check." },
        { target: "loading", description: "A real account: the server is asked when the next check comes." },
      ],
    },
    notChecked: {
      description: "A trial account: no reality check is asked for or shown.",
      on: { "REALITY_CHECK.SET": { target: "notChecked", description: "A trial account has no interval to choose: nothing is sent." } },
    },
    loading: {
      description: "Asking the server for the interval, the session's time and net result, and the next check's time.",
      invoke: {
        id: "fetchRealityCheck",
        src: "fetchRealityCheck",
        onDone: { target: "deciding", description: "The answer arrived.", actions: assign({ check: ({ event }) => event.output }) },
        onError: { target: "failed", description: "The server could not be asked." },
      },
    },
    deciding: {
      description: "Is the check off, due now, or later?",
      always: [
        { guard: "isOff", target: "off", description: "The player turned the reality check off." },
        { guard: "isDue", target: "showing", description: "A check is due and not yet acknowledged: the dialog shows." },
        { target: "waiting", description: "The next check is later." },
      ],
    },
    off: {
      description: "No reality check (the player chose off).",
      on: { "REALITY_CHECK.SET": { target: "setting", description: "The player chooses an interval." } },
    },
    waiting: {
      description: "Waiting for the next check, as long as the server's clock says.",
      after: { untilDue: { target: "loading", description: "The check's time has come: the session's figures are read fresh." } },
      on: { "REALITY_CHECK.SET": { target: "setting", description: "The player chooses another interval." } },
    },
    failed: {
      description: "The server could not be asked; it is asked again in a minute.",
      after: { retry: { target: "loading", description: "A minute later: asked again." } },
      on: { "REALITY_CHECK.SET": { target: "setting", description: "The player chooses an interval." } },
    },
    setting: {
      description: "Saving the interval the player chose.",
      invoke: {
        id: "setRealityCheck",
        src: "setRealityCheck",
        input: ({ event }) => ({ intervalMinutes: (event as Extract<RealityCheckEvent, { type: "REALITY_CHECK.SET" }>).intervalMinutes }),
        onDone: { target: "deciding", description: "Saved: the next check counts from sign-in at the new interval.", actions: assign({ check: ({ event }) => answerOf(event), error: undefined }) },
        onError: { target: "loading", description: "Not saved: the reason is shown and the interval in force is read again.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    showing: {
      description: "The dialog over the page: the session's time and net result since sign-in.",
      on: {
        "REALITY_CHECK.CONTINUE": { target: "acknowledging", description: "The player goes on playing." },
        "REALITY_CHECK.STOP": { target: "acknowledging", description: "The player stops: the game closes and the home page opens.", actions: ["stopGame", { type: "navigate", params: { to: "/" } }] },
        "REALITY_CHECK.RECORD": { target: "acknowledging", description: "The player opens the betting record.", actions: { type: "navigate", params: { to: BETTING_RECORD_PATH } } },
      },
    },
    acknowledging: {
      description: "Telling the server this check was seen, so a reload does not show it again.",
      invoke: {
        id: "ackRealityCheck",
        src: "ackRealityCheck",
        input: ({ context }) => ({ checkNumber: context.check?.checkNumber ?? 1 }),
        onDone: { target: "deciding", description: "Acknowledged: the answer says when the next check comes.", actions: assign({ check: ({ event }) => event.output }) },
        onError: { target: "failed", description: "Not acknowledged: the server is asked again in a minute." },
      },
    },
  },
});
