import type { ActorRefLike, InspectionEvent, Observer } from "xstate";
import { MASK, maskSecrets, secretKind } from "./mask-secrets";

/** What the inspection events carry of an actor (an XState Actor has all of it). */
type InspectedActor = ActorRefLike & { id?: string; systemId?: string; src?: unknown; logic?: unknown; _parent?: InspectedActor };

/** Actors whose whole output is a secret string: the human-verification proof, Firebase's ID token. */
export const SECRET_OUTPUT_ACTORS = ["verifyHuman", "confirmFirebaseCode"];

function srcName(actor: InspectedActor | undefined): string | undefined {
  if (!actor) return undefined;
  return typeof actor.src === "string" ? actor.src : actor.id;
}

const hasSecretOutput = (actor: InspectedActor | undefined) => {
  const name = srcName(actor);
  return name !== undefined && SECRET_OUTPUT_ACTORS.includes(name);
};

/**
 * An actor named for a secret ("checkResetToken") given the secret itself as its input (the mailed reset token, a
 * plain string with no key to mask it by): that input is hidden.
 */
const takesSecretInput = (actor: InspectedActor | undefined) => {
  const name = srcName(actor);
  return name !== undefined && secretKind(name) === "secret";
};

function withoutPlainInput<T>(value: T): T {
  const input = (value as { input?: unknown } | null)?.input;
  if (typeof input !== "string" && typeof input !== "number") return value;
  return { ...value, input: MASK } as T;
}

/** Where such an actor's result travels: its snapshot's output, its own resolve event's data, its done event's output. */
const RESULT_KEYS = ["output", "data"];

function withoutResult<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  const copy = { ...value } as Record<string, unknown>;
  for (const key of RESULT_KEYS) if (copy[key] !== undefined) copy[key] = MASK;
  return copy as T;
}

/** A snapshot as plain, masked data (context, value, input, output, error), the output hidden whole for SECRET_OUTPUT_ACTORS. */
export function maskSnapshot(actor: InspectedActor, snapshot: unknown): unknown {
  const masked = maskSecrets(snapshot);
  // The state value is made of the machine's own state names: a region named "captcha" is no secret, and masking it
  // hid the login form's captcha state from the diagram.
  const value = (snapshot as { value?: unknown } | null)?.value;
  if (value !== undefined && typeof masked === "object" && masked !== null) (masked as { value?: unknown }).value = value;
  const withInput = takesSecretInput(actor) ? withoutPlainInput(masked) : masked;
  return hasSecretOutput(actor) ? withoutResult(withInput) : withInput;
}

/** An event as masked data; one that carries the result of a SECRET_OUTPUT_ACTORS actor (to it or from it) loses it. */
export function maskEvent(event: { type: string }, ...actors: (InspectedActor | undefined)[]): { type: string } {
  const masked = maskSecrets(event);
  const doneOf = event.type.startsWith("xstate.done.actor.") ? event.type.slice("xstate.done.actor.".length) : undefined;
  const secret = actors.some(hasSecretOutput) || (doneOf !== undefined && SECRET_OUTPUT_ACTORS.includes(doneOf));
  // The start of an actor named for a secret carries its input (checkResetToken's reset token).
  const withInput = event.type === "xstate.init" && actors.some(takesSecretInput) ? withoutPlainInput(masked) : masked;
  return secret ? withoutResult(withInput) : withInput;
}

/**
 * What an inspector may know of an actor: its ids, parent and definition, and a snapshot that is masked when read.
 * The actor is announced before its first snapshot exists, so the snapshot is read (and masked) when asked for.
 */
function maskedActorRef(actor: InspectedActor): InspectedActor {
  const parent = actor._parent;
  return {
    id: actor.id,
    sessionId: actor.sessionId,
    systemId: actor.systemId,
    src: actor.src,
    logic: actor.logic,
    _parent: parent ? maskedActorRef(parent) : undefined,
    getSnapshot: () => maskSnapshot(actor, actor.getSnapshot()),
  } as InspectedActor;
}

/** The inspection event with everything that could carry a secret masked; undefined for kinds inspectors ignore. */
export function maskInspectionEvent(event: InspectionEvent): InspectionEvent | undefined {
  switch (event.type) {
    case "@xstate.actor":
      return { ...event, actorRef: maskedActorRef(event.actorRef) };
    case "@xstate.event":
      return {
        ...event,
        actorRef: maskedActorRef(event.actorRef),
        sourceRef: event.sourceRef ? maskedActorRef(event.sourceRef) : undefined,
        event: maskEvent(event.event, event.sourceRef, event.actorRef),
      };
    case "@xstate.snapshot":
      return {
        ...event,
        actorRef: maskedActorRef(event.actorRef),
        event: maskEvent(event.event, event.actorRef),
        snapshot: maskSnapshot(event.actorRef, event.snapshot) as typeof event.snapshot,
      };
    default:
      // Microsteps and actions repeat what the events and snapshots say, with the unmasked event: not passed on.
      return undefined;
  }
}

/** Wraps an inspection observer so that it only ever receives masked inspection events. */
export function maskInspection(target: Observer<InspectionEvent>): Observer<InspectionEvent> {
  return {
    next: (event) => {
      const masked = maskInspectionEvent(event);
      if (masked) target.next?.(masked);
    },
  };
}
