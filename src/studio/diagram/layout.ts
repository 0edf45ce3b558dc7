import ELK from "elkjs/lib/elk.bundled.js";
import type { ElkExtendedEdge, ElkNode } from "elkjs/lib/elk-api";
import type { StudioMachine } from "../model";
import { diagramGraph, type DiagramGraph } from "./graph";

export interface Box {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Laid {
  width: number;
  height: number;
  boxes: Box[];
  edges: { id: string; points: { x: number; y: number }[][]; label?: { x: number; y: number; text: string } }[];
  graph: DiagramGraph;
}

const elk = new ELK();

function flatten(node: ElkNode, into: Box[]): Box[] {
  into.push({ id: node.id, x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0 });
  for (const child of node.children ?? []) flatten(child, into);
  return into;
}

/** Lays the machine out with ELK in the browser (no worker): boxes and edges in root coordinates. */
export async function layoutMachine(machine: StudioMachine, collapsed: ReadonlySet<string>): Promise<Laid> {
  const graph = diagramGraph(machine, collapsed);
  const laid = await elk.layout(graph.graph);
  const edges = ((laid.edges ?? []) as ElkExtendedEdge[]).map((edge) => {
    const label = edge.labels?.[0];
    return {
      id: edge.id,
      points: (edge.sections ?? []).map((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]),
      label: label ? { x: label.x ?? 0, y: label.y ?? 0, text: label.text ?? "" } : undefined,
    };
  });
  return { width: laid.width ?? 0, height: laid.height ?? 0, boxes: flatten(laid, []), edges, graph };
}
