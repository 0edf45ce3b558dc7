import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";

/** One transition as the catalogue draws and lists it. */
export interface TransitionInfo {
  source: string;
  /** Target state ids; empty for a transition that only runs actions (drawn as a loop). */
  targets: string[];
  /** `EVENT`, `after 30 s`, `always`, `done: loadDeposit`. */
  trigger: string;
  eventType: string;
  guard?: string;
}

export interface StateInfo {
  id: string;
  key: string;
  type: "atomic" | "compound" | "parallel" | "final" | "history";
  parent?: string;
  initial?: string[];
  invokes: { id: string; src: string }[];
  description?: string;
  /** Thai and English labels, when the machine carries them (`meta.label: { th, en }`). */
  labels?: { th?: string; en?: string };
}

export interface MachineStructure {
  id: string;
  states: StateInfo[];
  transitions: TransitionInfo[];
  /** Every event type some state reacts to, in definition order. */
  eventTypes: string[];
  invokes: { id: string; src: string; state: string }[];
}

type GuardLike = string | { type?: string } | ((...args: never[]) => unknown) | undefined;

export function guardLabel(guard: GuardLike): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === "string") return guard;
  if (typeof guard === "function") {
    const inner = (guard as { guards?: GuardLike[] }).guards;
    if (inner) return `${guard.name}(${inner.map((g) => guardLabel(g) ?? "?").join(", ")})`;
    return guard.name || "inline guard";
  }
  return guard.type ?? "inline guard";
}

function formatDelay(delay: unknown): string {
  if (typeof delay !== "number") return `after ${String(delay)}`;
  if (delay >= 60_000 && delay % 60_000 === 0) return `after ${delay / 60_000} min`;
  if (delay >= 1000 && delay % 1000 === 0) return `after ${delay / 1000} s`;
  return `after ${delay} ms`;
}

export function triggerOf(eventType: string, delays: Map<string, unknown>): string {
  if (eventType === "") return "always";
  if (delays.has(eventType)) return formatDelay(delays.get(eventType));
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return `${actor[1]}: ${actor[2]}`;
  const state = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (state) return `done: ${state[1]}`;
  return eventType;
}

function labelsOf(node: AnyStateNode): StateInfo["labels"] {
  const label = (node.meta as { label?: { th?: string; en?: string } } | undefined)?.label;
  return label && (label.th || label.en) ? { th: label.th, en: label.en } : undefined;
}

/** The states, transitions, events and invoked actors of a machine, read from its definition. */
export function machineStructure(machine: AnyStateMachine): MachineStructure {
  const states: StateInfo[] = [];
  const transitions: TransitionInfo[] = [];
  const eventTypes: string[] = [];
  const invokes: MachineStructure["invokes"] = [];
  const addTransition = (node: AnyStateNode, t: AnyTransitionDefinition, delays: Map<string, unknown>) => {
    transitions.push({
      source: node.id,
      targets: (t.target ?? []).map((target: AnyStateNode) => target.id),
      trigger: triggerOf(t.eventType, delays),
      eventType: t.eventType,
      guard: guardLabel(t.guard as GuardLike),
    });
    if (t.eventType && !eventTypes.includes(t.eventType)) eventTypes.push(t.eventType);
  };
  const visit = (node: AnyStateNode) => {
    const delays = new Map<string, unknown>((node.after ?? []).map((t: AnyTransitionDefinition & { delay?: unknown }) => [t.eventType, t.delay]));
    const nodeInvokes = (node.invoke ?? []).map((i: { id: string; src: unknown }) => ({ id: i.id, src: typeof i.src === "string" ? i.src : i.id }));
    states.push({
      id: node.id,
      key: node.key,
      type: node.type,
      parent: node.parent?.id,
      initial: node.initial?.target?.map((t: AnyStateNode) => t.id),
      invokes: nodeInvokes,
      description: node.description,
      labels: labelsOf(node),
    });
    for (const i of nodeInvokes) invokes.push({ ...i, state: node.id });
    for (const list of node.transitions.values()) for (const t of list) addTransition(node, t, delays);
    for (const t of node.always ?? []) addTransition(node, t, delays);
    for (const child of Object.values(node.states)) visit(child as AnyStateNode);
  };
  visit(machine.root);
  return { id: machine.id, states, transitions, eventTypes, invokes };
}
