import ELK, { type ElkExtendedEdge, type ElkLabel, type ElkNode } from "elkjs/lib/elk.bundled.js";
import type { MachineStructure, StateInfo } from "./machine-structure";

/** Text metrics of the SVG's font (11 px sans-serif): a generous average so labels never overflow their box. */
const CHAR_WIDTH = 6.6;
const LINE_HEIGHT = 14;
const HEADER = 24;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const textWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH) + 8;

interface EdgeData {
  label: string;
  loop: boolean;
  initial: boolean;
}

function edgeLabel(trigger: string, guard: string | undefined): string {
  return guard ? `${trigger} [${guard}]` : trigger;
}

/** What a state box lists under its name: the actors it invokes, then the events it handles without leaving (UML's internal transitions). */
function stateLines(structure: MachineStructure, state: StateInfo): string[] {
  const internal = structure.transitions.filter((t) => t.source === state.id && t.targets.length === 0).map((t) => `↻ ${edgeLabel(t.trigger, t.guard)}`);
  return [...state.invokes.map((i) => `invoke ${i.src}`), ...[...new Set(internal)]];
}

function stateTitle(state: StateInfo): string {
  const labels = state.labels ? [state.labels.th, state.labels.en].filter(Boolean).join(" / ") : "";
  return labels ? `${state.key} (${labels})` : state.key;
}

/** The ELK graph of a machine: states nested as in the machine, an initial marker per compound state, one edge per target. */
export function elkGraph(structure: MachineStructure): { graph: ElkNode; edges: Map<string, EdgeData> } {
  const byId = new Map(structure.states.map((s) => [s.id, s]));
  const nodes = new Map<string, ElkNode>();
  const edges = new Map<string, EdgeData>();
  // Marker nodes (`<state>#initial`, `<state>#any`) sit inside their state.
  const ancestors = (id: string): string[] => {
    const [stateId, marker] = id.split("#") as [string, string | undefined];
    const chain: string[] = marker ? [id] : [];
    for (let s = byId.get(stateId); s; s = s.parent ? byId.get(s.parent) : undefined) chain.unshift(s.id);
    return chain;
  };
  const isAncestor = (outer: string, inner: string) => inner !== outer && ancestors(inner).includes(outer);
  const hasChildren = (id: string) => structure.states.some((s) => s.parent === id);
  const markers = new Map<string, ElkNode>();
  // ELK cannot connect a state to what it contains: such an edge starts at the state's "any state" marker and ends at
  // its initial marker.
  const marker = (stateId: string, kind: "initial" | "any"): string => {
    const id = `${stateId}#${kind}`;
    if (!markers.has(id)) {
      const node: ElkNode = { id, width: 12, height: 12 };
      markers.set(id, node);
      nodes.get(stateId)!.children!.push(node);
    }
    return id;
  };
  // The edge lives in the deepest state containing both ends (not in either end itself).
  const container = (a: string, b: string): string => {
    const pa = ancestors(a);
    const pb = ancestors(b);
    let k = 0;
    while (k < pa.length && k < pb.length && pa[k] === pb[k]) k++;
    const common = pa[k - 1]!;
    // One end inside the other: the edge goes in the outer end's parent.
    if (common === a || common === b) return byId.get(common)?.parent ?? common;
    return common;
  };
  for (const state of structure.states) {
    const children = structure.states.filter((s) => s.parent === state.id);
    const invokeLines = stateLines(structure, state);
    const title = stateTitle(state);
    const width = Math.max(textWidth(title), ...invokeLines.map(textWidth), 60);
    const node: ElkNode = {
      id: state.id,
      labels: [{ text: title }],
      children: [],
      edges: [],
      layoutOptions: children.length
        ? { "elk.padding": `[top=${HEADER + invokeLines.length * LINE_HEIGHT + 8},left=14,bottom=14,right=14]`, "elk.nodeSize.minimum": `(${width + 16}, 40)`, "elk.nodeSize.constraints": "MINIMUM_SIZE" }
        : {},
    };
    if (!children.length) {
      node.width = width + 16;
      node.height = HEADER + 10 + invokeLines.length * LINE_HEIGHT;
    }
    nodes.set(state.id, node);
    if (state.parent) nodes.get(state.parent)!.children!.push(node);
    if (state.type === "compound" && state.initial?.length) {
      const start = marker(state.id, "initial");
      for (const target of state.initial) {
        const id = `e${edges.size}`;
        edges.set(id, { label: "", loop: false, initial: true });
        node.edges!.push({ id, sources: [start], targets: [target] });
      }
    }
  }
  for (const t of structure.transitions) {
    const label = edgeLabel(t.trigger, t.guard);
    for (const target of t.targets) {
      const id = `e${edges.size}`;
      edges.set(id, { label, loop: target === t.source, initial: false });
      const labels: ElkLabel[] = [{ text: label, width: textWidth(label), height: LINE_HEIGHT }];
      let from = t.source;
      let to = target;
      const compoundSource = hasChildren(t.source) || !byId.get(t.source)?.parent;
      if (isAncestor(from, to) || (from === to && compoundSource)) from = marker(t.source, "any");
      if (isAncestor(target, t.source) || (target === t.source && compoundSource)) {
        to = byId.get(target)?.type === "compound" ? marker(target, "initial") : marker(target, "any");
      }
      const edge: ElkExtendedEdge = { id, sources: [from], targets: [to], labels };
      const home = from === to ? ancestors(from).at(-2) ?? from : container(from, to);
      nodes.get(home)!.edges!.push(edge);
    }
  }
  const root = nodes.get(structure.states[0]!.id)!;
  root.layoutOptions = {
    ...root.layoutOptions,
    "elk.algorithm": "layered",
    "elk.direction": "DOWN",
    "elk.hierarchyHandling": "INCLUDE_CHILDREN",
    "elk.layered.spacing.nodeNodeBetweenLayers": "36",
    "elk.spacing.nodeNode": "28",
    "elk.spacing.edgeLabel": "4",
    "elk.edgeLabels.placement": "CENTER",
    "elk.json.shapeCoords": "ROOT",
    "elk.json.edgeCoords": "ROOT",
  };
  return { graph: root, edges };
}

function renderNode(node: ElkNode, byId: Map<string, StateInfo>, structure: MachineStructure, out: string[]): void {
  const x = node.x ?? 0;
  const y = node.y ?? 0;
  const w = node.width ?? 0;
  const h = node.height ?? 0;
  if (node.id.endsWith("#initial")) {
    out.push(`<circle class="initial" cx="${x + w / 2}" cy="${y + h / 2}" r="${w / 2}"/>`);
    return;
  }
  if (node.id.endsWith("#any")) {
    out.push(`<circle class="any" cx="${x + w / 2}" cy="${y + h / 2}" r="${w / 2}"><title>from any state inside</title></circle><text class="any-mark" x="${x + w / 2 - 3}" y="${y + h / 2 + 4}">*</text>`);
    return;
  }
  const state = byId.get(node.id);
  const lines = state ? stateLines(structure, state) : [];
  const parallelRegion = state?.parent && byId.get(state.parent)?.type === "parallel";
  const classes = ["state", state?.type ?? "atomic", parallelRegion ? "region" : ""].filter(Boolean).join(" ");
  out.push(`<g class="${classes}" data-state="${escapeXml(node.id)}">`);
  out.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8"/>`);
  if (state?.type === "final") out.push(`<rect class="inner" x="${x + 3}" y="${y + 3}" width="${w - 6}" height="${h - 6}" rx="6"/>`);
  const title = node.labels?.[0]?.text ?? node.id;
  out.push(`<text class="title" x="${x + 8}" y="${y + 17}">${escapeXml(title)}${state?.type === "parallel" ? " ‖" : ""}</text>`);
  lines.forEach((line, n) => out.push(`<text class="${line.startsWith("invoke") ? "invoke" : "internal"}" x="${x + 8}" y="${y + 17 + LINE_HEIGHT * (n + 1)}">${escapeXml(line)}</text>`));
  out.push(`</g>`);
  for (const child of node.children ?? []) renderNode(child, byId, structure, out);
}

function collectEdges(node: ElkNode, into: ElkExtendedEdge[]): ElkExtendedEdge[] {
  for (const edge of node.edges ?? []) into.push(edge);
  for (const child of node.children ?? []) collectEdges(child, into);
  return into;
}

/** Lays the machine out with ELK and draws it as a standalone SVG (states, nesting, parallel regions, labelled edges). */
export async function machineDiagram(structure: MachineStructure): Promise<string> {
  const { graph, edges } = elkGraph(structure);
  const laid = await new ELK().layout(graph);
  const byId = new Map(structure.states.map((s) => [s.id, s]));
  const out: string[] = [];
  renderNode(laid, byId, structure, out);
  for (const edge of collectEdges(laid, [])) {
    const data = edges.get(edge.id)!;
    for (const section of edge.sections ?? []) {
      const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
      const d = points.map((p, i) => `${i ? "L" : "M"}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ");
      out.push(`<path class="edge${data.loop ? " loop" : ""}${data.initial ? " from-initial" : ""}" d="${d}" marker-end="url(#arrow)"/>`);
    }
    for (const label of edge.labels ?? []) {
      out.push(`<text class="edge-label" x="${(label.x ?? 0) + 4}" y="${(label.y ?? 0) + 11}">${escapeXml(label.text ?? "")}</text>`);
    }
  }
  const width = Math.ceil((laid.width ?? 0) + 4);
  const height = Math.ceil((laid.height ?? 0) + 4);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(structure.id)} state diagram">`,
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#445"/></marker></defs>`,
    `<style>`,
    `.state rect{fill:#fff;stroke:#4a5a78;stroke-width:1.2}.state.compound>rect,.state.parallel>rect{fill:#f4f6fb}`,
    `.state.region>rect{stroke-dasharray:5 3}.state.final rect{stroke:#2a7a3a}.initial{fill:#223}.any{fill:#fff;stroke:#223}.any-mark{font-size:10px}`,
    `text{font:11px sans-serif;fill:#223}.title{font-weight:600}.invoke{fill:#7a4a00;font-style:italic}.internal{fill:#555}`,
    `.edge{fill:none;stroke:#445;stroke-width:1}.edge.loop{stroke-dasharray:3 2}.edge-label{fill:#1d3f8a}`,
    `</style>`,
    ...out,
    `</svg>`,
  ].join("\n");
}
