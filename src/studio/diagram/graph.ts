import type { ElkExtendedEdge, ElkNode } from "elkjs/lib/elk-api";
import type { StudioMachine, StudioState, StudioTransition } from "../model";

/** Text metrics of the diagram's font (12 px sans-serif): a generous average so labels never overflow their box. */
const CHAR_WIDTH = 7;
const LINE_HEIGHT = 16;
const HEADER = 26;

export const textWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH) + 10;

/** How an event type reads on an arrow: `done: login`, `after 30 s`, `always`. */
export function eventLabel(event: string): string {
  if (event === "") return "always";
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event);
  if (actor) return `${actor[1]}: ${actor[2]}`;
  const after = /^xstate\.after\.(\d+)\./.exec(event);
  if (after) return `after ${Number(after[1]) >= 1000 ? `${Number(after[1]) / 1000} s` : `${after[1]} ms`}`;
  if (event.startsWith("xstate.after.")) return "after a delay";
  const state = /^xstate\.done\.state\.(.+)$/.exec(event);
  if (state) return `done: ${state[1]!.split(".").pop()}`;
  return event;
}

export const transitionLabel = (t: StudioTransition) => (t.guard ? `${eventLabel(t.event)} [${t.guard}]` : eventLabel(t.event));

const hasChildren = (machine: StudioMachine, id: string) => machine.states.some((s) => s.parentId === id);
const depth = (id: string) => id.split(".").length - 1;

/**
 * The compound states shown collapsed when a machine page opens: in a large machine (more than 30 states) the
 * compound and parallel states two levels down or deeper (the app machine's session, say), so the whole machine fits a
 * 1280 px screen at a readable size; none otherwise.
 */
export function defaultCollapsed(machine: StudioMachine): Set<string> {
  if (machine.states.length <= 30) return new Set();
  return new Set(machine.states.filter((s) => depth(s.id) >= 2 && hasChildren(machine, s.id)).map((s) => s.id));
}

/** The state a state is drawn as: itself, or its outermost collapsed ancestor. */
export function visibleState(machine: StudioMachine, collapsed: ReadonlySet<string>, stateId: string): string {
  const parts = stateId.split(".");
  for (let n = 1; n < parts.length; n++) {
    const ancestor = parts.slice(0, n).join(".");
    if (collapsed.has(ancestor) && machine.states.some((s) => s.id === ancestor)) return ancestor;
  }
  return stateId;
}

/** The states drawn: every state that is not inside a collapsed one. */
export function visibleStates(machine: StudioMachine, collapsed: ReadonlySet<string>): StudioState[] {
  return machine.states.filter((s) => visibleState(machine, collapsed, s.id) === s.id);
}

export interface DiagramEdge {
  /** ELK edge id. */
  id: string;
  /** The machine's transitions this arrow stands for. */
  transitionIds: string[];
  /** Drawn ends (a collapsed state stands for what it contains). */
  from: string;
  to: string;
  labels: string[];
  /** Transition without a target (runs actions only): drawn as a loop. */
  internal: boolean;
}

export interface DiagramGraph {
  graph: ElkNode;
  edges: DiagramEdge[];
  /** Drawn state id to its box's lines (title, invoked actors). */
  boxes: Map<string, { title: string; lines: string[]; collapsed: boolean; type: StudioState["type"] }>;
}

/**
 * The ELK graph of a machine: states nested as in the machine (collapsed ones as plain boxes), one edge per drawn
 * transition and target with its label placed by ELK. Edges between the same two drawn states with the same label
 * are drawn once. Coordinates come back relative to the root (elk.json.*Coords = ROOT).
 */
export function diagramGraph(machine: StudioMachine, collapsed: ReadonlySet<string>): DiagramGraph {
  const shown = visibleStates(machine, collapsed);
  const shownIds = new Set(shown.map((s) => s.id));
  const nodes = new Map<string, ElkNode>();
  const boxes: DiagramGraph["boxes"] = new Map();
  for (const state of shown) {
    const isCollapsed = collapsed.has(state.id) && hasChildren(machine, state.id);
    const open = !isCollapsed && shown.some((s) => s.parentId === state.id);
    const lines = state.invokes.map((i) => `⇢ ${i.src}`);
    // Room for the fold/unfold mark drawn at the box's right end.
    const title = hasChildren(machine, state.id) ? `${state.key}    ` : state.key;
    const width = Math.max(textWidth(title), ...lines.map(textWidth), 70);
    boxes.set(state.id, { title, lines, collapsed: isCollapsed, type: state.type });
    const node: ElkNode = { id: state.id, labels: [{ text: title }], children: [], edges: [] };
    if (open) {
      node.layoutOptions = {
        "elk.padding": `[top=${HEADER + lines.length * LINE_HEIGHT + 8},left=12,bottom=12,right=12]`,
        "elk.nodeSize.minimum": `(${width + 16}, 40)`,
        "elk.nodeSize.constraints": "MINIMUM_SIZE",
      };
    } else {
      node.width = width + 16;
      node.height = HEADER + 8 + lines.length * LINE_HEIGHT;
    }
    nodes.set(state.id, node);
    if (state.parentId && nodes.has(state.parentId)) nodes.get(state.parentId)!.children!.push(node);
  }
  const root = nodes.get(machine.states[0]!.id)!;
  const edges: DiagramEdge[] = [];
  const byPair = new Map<string, DiagramEdge>();
  const isInside = (outer: string, inner: string) => inner.startsWith(`${outer}.`);
  const open = (id: string) => root.id === id || (nodes.get(id)?.children?.length ?? 0) > 0;
  for (const t of machine.transitions) {
    const from = visibleState(machine, collapsed, t.source);
    const targets = t.targets.length ? t.targets : [t.source];
    for (const target of targets) {
      const to = visibleState(machine, collapsed, target);
      if (!shownIds.has(from) || !shownIds.has(to)) continue;
      // ELK cannot draw an edge from a box to what it contains (or a loop on an open box): those stay in the panel.
      // A loop on a collapsed box stands for transitions inside it: the panel lists those.
      if (isInside(from, to) || isInside(to, from) || (from === to && (open(from) || t.source !== from))) continue;
      // Transitions between the same two boxes share one arrow, their labels one under the other.
      const pair = `${from}|${to}`;
      const label = transitionLabel(t);
      const known = byPair.get(pair);
      if (known) {
        known.transitionIds.push(t.id);
        if (!known.labels.includes(label)) known.labels.push(label);
        continue;
      }
      const edge: DiagramEdge = { id: `e${edges.length}`, transitionIds: [t.id], from, to, labels: [label], internal: t.targets.length === 0 };
      byPair.set(pair, edge);
      edges.push(edge);
    }
  }
  for (const edge of edges) {
    const elkEdge: ElkExtendedEdge = {
      id: edge.id,
      sources: [edge.from],
      targets: [edge.to],
      labels: [{ text: edge.labels.join("\n"), width: Math.max(...edge.labels.map(textWidth)), height: LINE_HEIGHT * edge.labels.length }],
    };
    root.edges!.push(elkEdge);
  }
  root.layoutOptions = {
    ...root.layoutOptions,
    "elk.algorithm": "layered",
    "elk.direction": "DOWN",
    "elk.hierarchyHandling": "INCLUDE_CHILDREN",
    "elk.layered.spacing.nodeNodeBetweenLayers": "40",
    "elk.spacing.nodeNode": "28",
    "elk.spacing.edgeLabel": "4",
    "elk.edgeLabels.placement": "CENTER",
    "elk.json.shapeCoords": "ROOT",
    "elk.json.edgeCoords": "ROOT",
  };
  return { graph: root, edges, boxes };
}

/** Transitions into and out of a state (or anything inside it), for highlighting. */
export function transitionsOf(machine: StudioMachine, stateId: string): { incoming: StudioTransition[]; outgoing: StudioTransition[] } {
  const within = (id: string) => id === stateId || id.startsWith(`${stateId}.`);
  return {
    outgoing: machine.transitions.filter((t) => within(t.source)),
    incoming: machine.transitions.filter((t) => t.targets.some(within) && !within(t.source)),
  };
}
