import type { InspectionEvent, Observer } from "xstate";
import { STUDIO_LIVE_CHANNEL, type StudioLiveMessage } from "../studio/model";
import { maskEvent } from "./mask-inspection";

/** What the inspection events carry of an actor (an XState Actor has all of it). */
interface LiveActor {
  sessionId: string;
  systemId?: string;
  logic?: { id?: unknown; root?: unknown };
  _parent?: { sessionId: string };
}

interface LiveSnapshot {
  value?: unknown;
  status?: string;
  _nodes?: { id: string }[];
}

/** The part of a BroadcastChannel the live stream uses (tests pass their own). */
export interface LiveChannel {
  postMessage(message: StudioLiveMessage): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close?(): void;
}

const STATUSES = ["active", "done", "error", "stopped"] as const;

/** A machine's id (matches the studio's machine ids); undefined for promise and callback actors. */
function machineIdOf(actor: LiveActor): string | undefined {
  const logic = actor.logic;
  return logic && typeof logic.root === "object" && typeof logic.id === "string" ? logic.id : undefined;
}

/** An event log needs the first items of a list (a game list's answer has thousands): the rest is counted. */
const LIST_ITEMS = 10;

function listed(items: unknown[], path: Set<object>): unknown[] {
  const kept = items.slice(0, LIST_ITEMS).map((item) => cloneable(item, path));
  return items.length > LIST_ITEMS ? [...kept, `… ${items.length - LIST_ITEMS} more`] : kept;
}

/**
 * Plain data a channel can carry, small enough to send on every event: functions and repeated (cyclic) objects
 * dropped, class instances as their fields, lists cut to their first items.
 */
function cloneable(value: unknown, path: Set<object> = new Set()): unknown {
  if (typeof value === "function" || typeof value === "symbol") return undefined;
  if (typeof value === "bigint") return String(value);
  if (typeof value !== "object" || value === null) return value;
  if (path.has(value)) return undefined;
  path.add(value);
  try {
    if (value instanceof Date) return value.toISOString();
    if (Array.isArray(value)) return listed(value, path);
    if (value instanceof Map) return Object.fromEntries([...value].slice(0, LIST_ITEMS).map(([key, item]) => [String(key), cloneable(item, path)]));
    if (value instanceof Set) return listed([...value], path);
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const plain = cloneable(item, path);
      if (plain !== undefined) copy[key] = plain;
    }
    return copy;
  } finally {
    path.delete(value);
  }
}

/**
 * The app side of the studio's live view: every actor the inspection hook sees (src/app/inspection.ts) goes to the
 * studio over a same-origin BroadcastChannel as StudioLiveMessages: a `hello` when the stream starts, an `actor` on each
 * snapshot (machine id, systemId, parent, state value, the full ids of the active state nodes, status) and an `event`
 * for each event an actor receives, masked by the one masking list (mask-secrets.ts). Contexts are never sent. A studio
 * that opens later posts its own `hello`: the stream answers with the latest `actor` message of every actor it knows.
 */
export function createStudioLive(channel: LiveChannel, now: () => number = Date.now, appSessionId: string = randomId()): Observer<InspectionEvent> {
  const latest = new Map<string, Extract<StudioLiveMessage, { type: "actor" }>>();
  const post = (message: StudioLiveMessage) => {
    try {
      channel.postMessage(message);
    } catch {
      // A message the channel cannot carry is left out; the app goes on.
    }
  };
  post({ type: "hello", appSessionId, at: now() });
  channel.onmessage = (message) => {
    const data = message.data as { type?: unknown; appSessionId?: unknown } | null;
    // A studio (or another tab of the app) said hello: it has missed what came before.
    if (data?.type !== "hello" || data.appSessionId === appSessionId) return;
    for (const actor of latest.values()) post(actor);
  };
  return {
    next: (inspection) => {
      const actor = inspection.actorRef as unknown as LiveActor;
      const machineId = machineIdOf(actor);
      if (inspection.type === "@xstate.snapshot") {
        const snapshot = inspection.snapshot as LiveSnapshot;
        const status = STATUSES.find((known) => known === snapshot.status) ?? "active";
        const message: Extract<StudioLiveMessage, { type: "actor" }> = {
          type: "actor",
          appSessionId,
          actorId: actor.sessionId,
          machineId,
          systemId: actor.systemId,
          parentActorId: actor._parent?.sessionId,
          // State values are made of the machine's own state names: no secrets in them.
          value: cloneable(snapshot.value),
          stateIds: (snapshot._nodes ?? []).map((node) => node.id),
          status,
          at: now(),
        };
        if (status === "active") latest.set(actor.sessionId, message);
        else latest.delete(actor.sessionId);
        post(message);
      } else if (inspection.type === "@xstate.event") {
        const masked = maskEvent(inspection.event, inspection.sourceRef as never, inspection.actorRef as never);
        post({ type: "event", appSessionId, actorId: actor.sessionId, machineId, event: cloneable(masked) as { type: string }, at: now() });
      }
    },
  };
}

function randomId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `app-${Math.random().toString(36).slice(2)}`;
}

/** Opens the channel and returns the observer for the app's inspection hook. Only imported when the switch is on. */
export function startStudioLive(): Observer<InspectionEvent> {
  return createStudioLive(new BroadcastChannel(STUDIO_LIVE_CHANNEL) as unknown as LiveChannel);
}
