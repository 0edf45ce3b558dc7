import type { EventObject } from "xstate";
import type { LimitKind, LimitPeriod, SaferPlay } from "../../contract";
import type { Oracle, StepExpectation } from "../paths/oracle";

/** The contract's bounds (LIMIT_MIN_AMOUNT, LIMIT_MAX_AMOUNT), the machine's input. */
export const BOUNDS = { minAmount: 1, maxAmount: 10_000_000 };

/**
 * What each amount the paths type must give (whole baht or two decimals, 1 to 10,000,000, no separators or exponents):
 * the text sent (trimmed, as typed), or the problem shown under the field.
 */
export const TYPED: Record<string, { send: string } | { problem: string }> = {
  "": { problem: "empty" },
  "500": { send: "500" },
  " 5000.50 ": { send: "5000.50" },
  "2500": { send: "2500" },
  "12.345": { problem: "decimals" },
  "10000000.01": { problem: "aboveMax" },
  "0.50": { problem: "belowMin" },
  "1,000": { problem: "separators" },
};

type Phase = "loading" | "failed" | "ready" | "confirming" | "saving" | "cancelling";
type Key = `${LimitKind}.${LimitPeriod}`;
interface Change {
  kind: LimitKind;
  period: LimitPeriod;
  amount: string | null;
}

/** The safer-play page as the member's events and the fakes' answers leave it. */
export interface SaferPlayPage {
  phase: Phase;
  data?: SaferPlay;
  drafts: Partial<Record<Key, string>>;
  problems: Partial<Record<Key, string>>;
  proposal?: Change;
  cancelling?: { kind: LimitKind; period: LimitPeriod };
  notice?: { type: "saved" | "cancelled"; kind: LimitKind; period: LimitPeriod };
  loadError?: unknown;
  changeError?: { kind: string; errorCode?: string };
}

const keyOf = (e: { kind: LimitKind; period: LimitPeriod }): Key => `${e.kind}.${e.period}`;
const limitIn = (p: SaferPlayPage, e: { kind: LimitKind; period: LimitPeriod }) => p.data?.limits.find((l) => l.kind === e.kind && l.period === e.period);

function follow(events: readonly EventObject[]): { page: SaferPlayPage; expectation: StepExpectation } {
  const p: SaferPlayPage = { phase: "loading", drafts: {}, problems: {} };
  const load = (): StepExpectation => {
    p.phase = "loading";
    return { requests: [{ id: "loadSaferPlay" }] };
  };
  const send = (change: Change): StepExpectation => {
    p.phase = "saving";
    return { requests: [{ id: "setLimit", input: change }] };
  };
  // Starting a change hides the last one's message.
  const start = (change: Partial<SaferPlayPage>) => Object.assign(p, change, { notice: undefined, changeError: undefined });
  let x = load();
  for (const e of events) {
    const event = e as EventObject & Record<string, unknown> & { kind: LimitKind; period: LimitPeriod };
    const need = (...phases: Phase[]) => {
      if (!phases.includes(p.phase)) throw new Error(`${event.type} cannot happen while the page is ${p.phase}`);
    };
    x = {};
    switch (event.type) {
      case "xstate.done.actor.loadSaferPlay":
        need("loading");
        p.phase = "ready";
        p.data = event.output as SaferPlay;
        p.loadError = undefined;
        break;
      case "xstate.error.actor.loadSaferPlay":
        need("loading");
        p.phase = "failed";
        p.loadError = event.error;
        break;
      case "SAFER.RETRY":
        need("failed");
        x = load();
        break;
      case "SAFER.CHANGE": {
        need("ready");
        const key = keyOf(event);
        p.drafts = { ...p.drafts, [key]: event.value as string };
        delete p.problems[key];
        p.notice = undefined;
        break;
      }
      case "SAFER.SET": {
        need("ready");
        const key = keyOf(event);
        const typed = TYPED[p.drafts[key] ?? ""];
        if (!typed) throw new Error(`the oracle has no rule for "${p.drafts[key]}"`);
        if ("problem" in typed) {
          p.problems = { ...p.problems, [key]: typed.problem };
          break;
        }
        const change: Change = { kind: event.kind, period: event.period, amount: typed.send };
        const current = limitIn(p, event)?.amount ?? null;
        // A higher limit than the one in force waits 24 hours: the member confirms first.
        start({ proposal: change });
        if (current !== null && Number(typed.send) > current) p.phase = "confirming";
        else x = send(change);
        break;
      }
      case "SAFER.REMOVE":
        need("ready");
        // Only a limit in force can be removed; the removal always waits, so the member confirms first.
        if ((limitIn(p, event)?.amount ?? null) !== null) {
          start({ proposal: { kind: event.kind, period: event.period, amount: null } });
          p.phase = "confirming";
        }
        break;
      case "SAFER.CONFIRM":
        need("confirming");
        x = send(p.proposal!);
        break;
      case "SAFER.BACK":
        need("confirming");
        p.phase = "ready";
        p.proposal = undefined;
        break;
      case "xstate.done.actor.setLimit": {
        need("saving");
        const change = p.proposal!;
        p.phase = "ready";
        p.data = event.output as SaferPlay;
        delete p.drafts[keyOf(change)];
        p.proposal = undefined;
        p.notice = { type: "saved", kind: change.kind, period: change.period };
        break;
      }
      case "xstate.error.actor.setLimit":
        need("saving");
        // Nothing typed is lost: the draft stays for another try.
        p.phase = "ready";
        p.changeError = event.error as SaferPlayPage["changeError"];
        p.proposal = undefined;
        break;
      case "SAFER.CANCEL_CHANGE":
        need("ready");
        if ((limitIn(p, event)?.pending ?? null) !== null) {
          start({ cancelling: { kind: event.kind, period: event.period } });
          p.phase = "cancelling";
          x.requests = [{ id: "cancelLimitChange", input: { kind: event.kind, period: event.period } }];
        }
        break;
      case "xstate.done.actor.cancelLimitChange":
        need("cancelling");
        p.phase = "ready";
        p.data = event.output as SaferPlay;
        p.notice = { type: "cancelled", ...p.cancelling! };
        p.cancelling = undefined;
        break;
      case "xstate.error.actor.cancelLimitChange": {
        need("cancelling");
        const error = event.error as { kind: string; errorCode?: string };
        p.changeError = error;
        p.cancelling = undefined;
        // Nothing pending any more: the page loads the limits as they now stand.
        if (error.errorCode === "NO_PENDING_LIMIT_CHANGE") x = load();
        else p.phase = "ready";
        break;
      }
      case "SAFER.DISMISS":
        need("ready");
        p.notice = undefined;
        p.changeError = undefined;
        break;
      default:
        throw new Error(`the safer-play oracle does not know ${event.type}`);
    }
  }
  return { page: p, expectation: x };
}

export const saferPlayPageAfter = (events: readonly EventObject[]): SaferPlayPage => follow(events).page;

export const saferPlayOracle: Oracle = {
  step(events) {
    const { page: p, expectation } = follow(events);
    const { data, drafts, problems, proposal, cancelling, notice, loadError, changeError } = p;
    return { ...expectation, context: { data, drafts, problems, proposal, cancelling, notice, loadError, changeError } };
  },
};
