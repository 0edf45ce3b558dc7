import type { InspectionEvent, Observer } from "xstate";
import { maskSecrets, shapeOfSecret } from "./mask-secrets";

/** One step of a recorded actor: the event it received, when, and the state it was in afterwards. */
export interface RecordedStep {
  /** Milliseconds since the actor started. */
  at: number;
  event: { type: string };
  state?: unknown;
  status?: string;
}

export interface RecordedActor {
  /** The flow's systemId: `app`, `login`, `register`, `deposit`, `withdraw`, ... */
  flow: string;
  input?: unknown;
  steps: RecordedStep[];
}

export interface RecordedSession {
  format: "royal-play-session/1";
  recordedAt: string;
  actors: RecordedActor[];
}

interface InspectedRef {
  sessionId: string;
  systemId?: string;
  _parent?: unknown;
  logic?: { root?: unknown };
}

/**
 * Whether an actor is recorded: every machine with a systemId, that is the root, every page flow and the root's
 * children (login, register, change password, balance, ...). Promise and callback actors are not: their answers are
 * in their parent's events, which is what a replay feeds back; nor are children without a systemId (a flow's SMS
 * countdown), whose messages are in their parent's events too.
 */
function recorded(ref: InspectedRef): ref is InspectedRef & { systemId: string } {
  return typeof ref.systemId === "string" && (!ref._parent || typeof ref.logic?.root === "object");
}

/**
 * Records what the root actor, its children and every page flow receive (through the app's inspection hook), with
 * timings and the state after each event, every secret replaced by a stand-in of its shape (mask-secrets.ts).
 */
export function createSessionRecorder(now: () => number = () => performance.now()) {
  const actors = new Map<string, RecordedActor & { started: number }>();
  // The step each received event made, so its snapshot lands on it even when events queue up.
  const stepOf = new WeakMap<object, RecordedStep>();
  const observer: Observer<InspectionEvent> = {
    next: (inspection) => {
      const ref = inspection.actorRef as unknown as InspectedRef;
      if (!recorded(ref)) return;
      if (inspection.type === "@xstate.event") {
        const event = maskSecrets(inspection.event, shapeOfSecret) as { type: string; input?: unknown };
        if (event.type === "xstate.init") {
          actors.set(ref.sessionId, { flow: ref.systemId, input: event.input, steps: [], started: now() });
          return;
        }
        const actor = actors.get(ref.sessionId);
        if (!actor) return;
        const step: RecordedStep = { at: Math.round(now() - actor.started), event };
        actor.steps.push(step);
        stepOf.set(inspection.event, step);
      } else if (inspection.type === "@xstate.snapshot") {
        const step = stepOf.get(inspection.event);
        const snapshot = inspection.snapshot as { value?: unknown; status?: string };
        if (step) Object.assign(step, { state: snapshot.value, status: snapshot.status });
      }
    },
  };
  const session = (): RecordedSession => ({
    format: "royal-play-session/1",
    recordedAt: new Date().toISOString(),
    actors: [...actors.values()].map(({ flow, input, steps }) => ({ flow, input, steps })),
  });
  return { observer, session };
}
