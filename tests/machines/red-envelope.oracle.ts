import type { EventObject } from "xstate";
import type { GrabAnswer, RedEnvelopeEvent } from "../../contract";
import type { Oracle, StepExpectation } from "../paths/oracle";

export const KEY_PREFIX = "k";
export type Role = "guest" | "member" | "trial";
type Phase = "checking" | "waiting" | "available" | "grabbing" | "opened" | "failed";

/** The floating envelope as the events and the fakes' answers leave it. */
export interface EnvelopeView {
  phase: Phase;
  eventId?: string;
  submission: number;
  result?: GrabAnswer;
  error?: unknown;
}

const check: StepExpectation = { requests: [{ id: "loadEnvelope" }] };

function apply(role: Role, v: EnvelopeView, event: EventObject & Record<string, unknown>): StepExpectation {
  switch (event.type) {
    case "xstate.done.actor.loadEnvelope": {
      const answer = event.output as RedEnvelopeEvent;
      // The envelope shows while an event runs, shares are left and the member has not opened theirs.
      const open = answer.event !== null && answer.grabbed === null && answer.event.sharesLeft > 0;
      v.phase = open ? "available" : "waiting";
      v.eventId = open ? answer.event!.id : undefined;
      return {};
    }
    case "xstate.error.actor.loadEnvelope":
      v.phase = "waiting";
      v.eventId = undefined;
      return {};
    case "ENVELOPE.OPEN":
      if (role === "guest") return { effects: ["askLogin"] };
      if (role === "trial") return { effects: ["askRealAccount"] };
      v.phase = "grabbing";
      v.submission += 1;
      v.error = undefined;
      return { requests: [{ id: "grabEnvelope", input: { eventId: v.eventId, key: `${KEY_PREFIX}-${v.submission}` } }] };
    case "xstate.done.actor.grabEnvelope":
      v.phase = "opened";
      v.result = event.output as GrabAnswer;
      return { effects: ["balanceChanged"] };
    case "xstate.error.actor.grabEnvelope":
      v.phase = "failed";
      v.error = event.error;
      return {};
    case "ENVELOPE.CLOSE":
      if (v.phase === "opened") {
        v.phase = "waiting";
        v.eventId = undefined;
        return {};
      }
      v.phase = "checking";
      return check;
  }
  if (event.type.startsWith("xstate.after.")) {
    v.phase = "checking";
    return check;
  }
  return {};
}

function run(role: Role, events: readonly EventObject[]) {
  const view: EnvelopeView = { phase: "checking", submission: 0 };
  let expectation = check;
  for (const event of events) expectation = apply(role, view, event as EventObject & Record<string, unknown>);
  return { view, expectation };
}

export function envelopeAfter(role: Role, events: readonly EventObject[]): EnvelopeView {
  return run(role, events).view;
}

export function redEnvelopeOracle(role: Role): Oracle {
  return {
    step(events) {
      const { view, expectation } = run(role, events);
      return { ...expectation, context: { result: view.result, error: view.error } };
    },
    // By design the event is checked again every minute, while waiting and while the envelope shows.
    delays: { "redEnvelope.waiting": 60_000, "redEnvelope.available": 60_000 },
  };
}
