import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";
import { transitionKey } from "../../tests/paths/machine-inventory";
import type { SpecRef, StudioLink, StudioMachine, StudioState, StudioTransition } from "../../src/studio/model";
import type { MachineEntry } from "./inventory";

interface StudioMeta {
  spec?: SpecRef[];
  screen?: string;
}

type GuardLike = string | { type?: string } | ((...args: never[]) => unknown) | undefined;

/** A guard's name: `isValid`, `and(isValid, hasCaptcha)`. */
function guardLabel(guard: GuardLike): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === "string") return guard;
  if (typeof guard === "function") {
    const inner = (guard as { guards?: GuardLike[] }).guards;
    if (inner) return `${guard.name}(${inner.map((g) => guardLabel(g) ?? "?").join(", ")})`;
    return guard.name || "inline guard";
  }
  return guard.type ?? "inline guard";
}

const metaOf = (node: AnyStateNode): StudioMeta => (node.meta ?? {}) as StudioMeta;

/** A named action's name: `keepSystem`, `xstate.assign`, `xstate.spawnChild`. */
function actionName(action: unknown): string {
  if (typeof action === "string") return action;
  if (typeof action === "function") return (action as { type?: string }).type ?? (action.name || "inline action");
  if (action && typeof action === "object") return (action as { type?: string }).type ?? "inline action";
  return String(action);
}

interface SpawnAction {
  type: "xstate.spawnChild";
  src: unknown;
  id?: string;
  systemId?: string;
}

const isSpawn = (action: unknown): action is SpawnAction => typeof action === "function" && (action as { type?: string }).type === "xstate.spawnChild";

/** Where a machine starts another actor: every invoke and every spawnChild action, with the state it happens in. */
export interface ActorUse {
  via: "invoke" | "spawn";
  stateId: string;
  src: string;
  id: string;
  systemId?: string;
}

/** The states, transitions and actor uses of a machine, read from its definition. */
export function readMachine(machine: AnyStateMachine): { states: StudioState[]; transitions: StudioTransition[]; uses: ActorUse[] } {
  const states: StudioState[] = [];
  const transitions: StudioTransition[] = [];
  const uses: ActorUse[] = [];
  const rootMeta = metaOf(machine.root);
  const noteSpawns = (node: AnyStateNode, actions: readonly unknown[] | undefined) => {
    for (const action of actions ?? []) {
      if (!isSpawn(action)) continue;
      const src = typeof action.src === "string" ? action.src : (action.id ?? "inline actor");
      uses.push({ via: "spawn", stateId: node.id, src, id: action.id ?? src, systemId: action.systemId });
    }
  };
  const addTransition = (node: AnyStateNode, t: AnyTransitionDefinition) => {
    transitions.push({
      id: transitionKey(t),
      source: node.id,
      targets: (t.target ?? []).map((target: AnyStateNode) => target.id),
      event: t.eventType,
      guard: guardLabel(t.guard as Parameters<typeof guardLabel>[0]),
      actions: (t.actions ?? []).map(actionName),
      description: t.description,
      labels: [],
    });
    noteSpawns(node, t.actions);
  };
  const visit = (node: AnyStateNode) => {
    const meta = metaOf(node);
    const invokes = (node.invoke ?? []).map((i: { id: string; src: unknown; systemId?: string }) => {
      const src = typeof i.src === "string" ? i.src : i.id;
      uses.push({ via: "invoke", stateId: node.id, src, id: i.id, systemId: i.systemId });
      return { id: i.id, src, callIds: [] as string[] };
    });
    const initial = node.type === "compound" ? node.initial?.target?.[0]?.key : undefined;
    states.push({
      id: node.id,
      key: node.key,
      parentId: node.parent?.id,
      type: node.type,
      ...(initial ? { initial } : {}),
      ...(node.description ? { description: node.description } : {}),
      tags: [...(node.tags ?? [])],
      invokes,
      ...(meta.screen ?? rootMeta.screen ? { screen: meta.screen ?? rootMeta.screen } : {}),
      routes: [],
      spec: meta.spec ?? rootMeta.spec ?? [],
    });
    noteSpawns(node, node.entry);
    noteSpawns(node, node.exit);
    for (const list of node.transitions.values()) for (const t of list) addTransition(node, t);
    for (const t of node.always ?? []) addTransition(node, t);
    for (const child of Object.values(node.states)) visit(child as AnyStateNode);
  };
  visit(machine.root);
  return { states, transitions, uses };
}

/** The machine a `src` name stands for in the parent's setup({ actors }): the same object, or a machine of the same id. */
function childOf(parent: AnyStateMachine, src: string, entries: MachineEntry[]): MachineEntry | undefined {
  const logic = (parent.implementations.actors as Record<string, unknown>)[src];
  if (!logic) return undefined;
  return entries.find((e) => e.machine === logic) ?? entries.find((e) => e.machine.id === (logic as { id?: unknown }).id && "root" in (logic as object));
}

/** One machine's page, without the links, routes, calls, labels and scenarios the other readers add. */
export function studioMachines(entries: MachineEntry[]): StudioMachine[] {
  const machines = entries.map((entry): StudioMachine & { uses: ActorUse[] } => {
    const { states, transitions, uses } = readMachine(entry.machine);
    const meta = metaOf(entry.machine.root);
    return {
      id: entry.machine.id,
      file: `machines/${entry.file}.machine.ts`,
      exportName: entry.exportName,
      ...(entry.machine.root.description ? { description: entry.machine.root.description } : {}),
      kind: "child",
      spec: meta.spec ?? [],
      ...(meta.screen ? { screen: meta.screen } : {}),
      parents: [],
      children: [],
      routes: [],
      states,
      transitions,
      scenarios: [],
      uses,
    };
  });
  const byId = new Map(machines.map((m) => [m.id, m]));
  for (const [i, entry] of entries.entries()) {
    const parent = machines[i]!;
    for (const use of parent.uses) {
      const child = childOf(entry.machine, use.src, entries);
      if (!child) continue;
      const link: Omit<StudioLink, "machineId"> = { via: use.via, stateId: use.stateId, src: use.src, ...(use.systemId ? { systemId: use.systemId } : {}) };
      parent.children.push({ machineId: child.machine.id, ...link });
      byId.get(child.machine.id)!.parents.push({ machineId: parent.id, ...link });
    }
  }
  // The root: the machine nobody starts that starts others (the app machine).
  for (const m of machines) if (m.parents.length === 0 && m.children.length > 0 && m.id === "app") m.kind = "root";
  return machines.map(({ uses: _uses, ...machine }) => machine);
}

/** The actor uses of a machine (for the calls reader). */
export function actorUses(machine: AnyStateMachine): ActorUse[] {
  return readMachine(machine).uses;
}
