// `npm run studio:data`: writes the studio's data (src/studio/generated/catalogue.json) from the machines, the route
// table, the contract, the views, the tests and docs/spec.md. See docs/studio-data.md.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { StudioCatalogue, StudioMachine } from "../../src/studio/model";
import { machineInventory } from "./inventory";
import { linkCalls } from "./calls";
import { coverageOf } from "./coverage";
import { linkLabels } from "./labels";
import { studioMachines } from "./machines";
import { pageFlows } from "./page-flows";
import { linkScenarios } from "./scenarios";
import { Sources } from "./source";
import { specSections } from "./spec";

export const CATALOGUE_FILE = "src/studio/generated/catalogue.json";

/**
 * Page flows: routes to the machines their pages make and back; kinds settled (root: started by nobody, starting
 * others, not made by a page; page: made by a page or by the frame every page renders in). The root links to each
 * page flow with `via: "page"`, since the app's pages run beside it.
 */
function linkRoutes(machines: StudioMachine[], routes: StudioCatalogue["routes"], frameFlows: string[]): void {
  const byId = new Map(machines.map((m) => [m.id, m]));
  for (const route of routes) {
    for (const id of route.flows) {
      const machine = byId.get(id);
      if (machine && !machine.routes.includes(route.path)) machine.routes.push(route.path);
    }
  }
  const pageMade = new Set([...routes.flatMap((r) => r.flows), ...frameFlows]);
  for (const m of machines) {
    if (pageMade.has(m.id)) m.kind = "page";
    else if (m.parents.length) m.kind = "child";
    else m.kind = m.children.length ? "root" : "page";
  }
  const root = machines.find((m) => m.kind === "root");
  if (root) {
    for (const m of machines) {
      if (m.kind !== "page" || m === root) continue;
      root.children.push({ machineId: m.id, via: "page" });
      m.parents.push({ machineId: root.id, via: "page" });
    }
  }
  // States carry the routes of their machine, and a child's states those of the machines that start it.
  const routesOf = (m: StudioMachine, seen = new Set<string>()): string[] => {
    if (seen.has(m.id)) return [];
    seen.add(m.id);
    if (m.routes.length) return m.routes;
    return [...new Set(m.parents.filter((p) => p.via !== "page").flatMap((p) => routesOf(byId.get(p.machineId)!, seen)))];
  };
  for (const m of machines) {
    const own = routesOf(m);
    for (const state of m.states) state.routes = own;
  }
}

export async function buildStudioData(root: string): Promise<StudioCatalogue> {
  const sources = new Sources(root);
  const entries = await machineInventory(root);
  const machines = studioMachines(entries);
  const machineIdOfFile = new Map(entries.map((e) => [resolve(root, "machines", `${e.file}.machine.ts`), e.machine.id]));
  const { routes, frameFlows } = await pageFlows(sources, machineIdOfFile);
  linkRoutes(machines, routes, frameFlows);
  const calls = linkCalls(sources, machines, machineIdOfFile);
  linkLabels(sources, machines);
  linkScenarios(sources, machines);
  for (const [i, entry] of entries.entries()) {
    const coverage = coverageOf(root, entry.models.map((m) => m.name));
    if (coverage) machines[i]!.coverage = coverage;
  }
  return { generatedAt: new Date().toISOString(), machines, routes, calls, spec: specSections(root) };
}

export function writeStudioData(root: string, catalogue: StudioCatalogue): string {
  const file = join(root, CATALOGUE_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(catalogue, null, 1)}\n`);
  return file;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, "build-data.ts")) {
  const started = Date.now();
  const root = process.cwd();
  const catalogue = await buildStudioData(root);
  const file = writeStudioData(root, catalogue);
  console.log(`studio data: ${catalogue.machines.length} machines, ${catalogue.routes.length} routes, ${catalogue.calls.length} calls, written to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
