import type { StudioLiveMessage } from "../model";

type ActorMessage = Extract<StudioLiveMessage, { type: "actor" }>;
type EventMessage = Extract<StudioLiveMessage, { type: "event" }>;

export interface LiveActor {
  actorId: string;
  machineId?: string;
  systemId?: string;
  parentActorId?: string;
  stateIds: string[];
  status: ActorMessage["status"];
  /** The state ids it has been in, oldest first (each change once). */
  trail: string[][];
  at: number;
}

export interface LiveSession {
  appSessionId: string;
  startedAt: number;
  lastAt: number;
  actors: Record<string, LiveActor>;
  events: EventMessage[];
}

export interface LiveState {
  sessions: Record<string, LiveSession>;
}

export const EMPTY_LIVE: LiveState = { sessions: {} };

/** Events kept per app session (the oldest go first). */
const MAX_EVENTS = 500;

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, n) => id === b[n]);

/** The appSessionId prefix of a studio's own `hello` (asking running apps to send their actors again). */
export const STUDIO_HELLO_PREFIX = "studio:";

/** Folds one channel message into the studio's live picture: app sessions, their actors' current states, their event log. */
export function receive(state: LiveState, message: StudioLiveMessage): LiveState {
  if (!message || typeof message !== "object" || typeof message.appSessionId !== "string") return state;
  // Another studio's hello: not an app.
  if (message.appSessionId.startsWith(STUDIO_HELLO_PREFIX)) return state;
  const known = state.sessions[message.appSessionId];
  const session: LiveSession = known
    ? { ...known, lastAt: Math.max(known.lastAt, message.at) }
    : { appSessionId: message.appSessionId, startedAt: message.at, lastAt: message.at, actors: {}, events: [] };
  if (message.type === "actor") {
    const previous = session.actors[message.actorId];
    const trail = previous ? (sameIds(previous.trail.at(-1) ?? [], message.stateIds) ? previous.trail : [...previous.trail, message.stateIds]) : [message.stateIds];
    session.actors = {
      ...session.actors,
      [message.actorId]: {
        actorId: message.actorId,
        machineId: message.machineId,
        systemId: message.systemId,
        parentActorId: message.parentActorId,
        stateIds: message.stateIds,
        status: message.status,
        trail,
        at: message.at,
      },
    };
  } else if (message.type === "event") {
    session.events = [...session.events, message].slice(-MAX_EVENTS);
  }
  return { sessions: { ...state.sessions, [message.appSessionId]: session } };
}

/** Sessions, newest first. */
export const sessionsOf = (state: LiveState): LiveSession[] => Object.values(state.sessions).sort((a, b) => b.startedAt - a.startedAt);

/** A session's machine actors, the most recently changed first. */
export const machineActorsOf = (session: LiveSession): LiveActor[] => Object.values(session.actors).filter((a) => a.machineId).sort((a, b) => b.at - a.at);
