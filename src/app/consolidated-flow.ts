import { consolidatedMachine } from "../../machines/consolidated.machine";
import { createAgentActors } from "./agent-actors";
import { flowsPerApp } from "./page-deps";

type Listener = () => void;
const listeners = new Set<Listener>();

/** Said by a flow that changed contracts: the consolidated data refreshes and downline lists reload. */
export function contractsChanged(): void {
  listeners.forEach((listener) => listener());
}

export function onContractsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const flowOfApp = flowsPerApp((deps) => consolidatedMachine.provide({ actors: { loadConsolidated: createAgentActors(deps.api).loadConsolidated } }));

/**
 * The signed-in member's consolidated-data flow (red badges, which contract actions show). It runs beside every page,
 * so it is kept apart from the agent centre's flows, which load with the agent pages. Undefined without an app (view tests).
 */
export function consolidatedFlow() {
  return flowOfApp();
}
