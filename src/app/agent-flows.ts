import { agentReportMachine } from "../../machines/agent-report.machine";
import { consolidatedMachine } from "../../machines/consolidated.machine";
import { contractMachine } from "../../machines/contract.machine";
import { downlineListMachine } from "../../machines/downline-list.machine";
import { downlineTransferMachine } from "../../machines/downline-transfer.machine";
import { registerDownlineMachine } from "../../machines/register-downline.machine";
import type { ApiClient } from "../api/http-client";
import { createAgentActors } from "./agent-actors";
import { createWalletActors } from "./wallet-actors";

type Listener = () => void;

/**
 * The agent centre's machines with the app's actors and actions provided. Pages start their flow when they open;
 * the consolidated data lives while a member is signed in. A flow that changed contracts tells `onContractsChanged`
 * listeners (the consolidated data refreshes, downline lists reload).
 */
export function createAgentFlows(api: ApiClient, onBalanceChanged: () => void) {
  const a = createAgentActors(api);
  const wallet = createWalletActors(api);
  const listeners = new Set<Listener>();
  const contractsChanged = () => listeners.forEach((listener) => listener());
  return {
    consolidated: consolidatedMachine.provide({ actors: { loadConsolidated: a.loadConsolidated } }),
    contract: contractMachine.provide({ actors: { loadContracts: a.loadContracts, contractCall: a.contractCall }, actions: { contractsChanged } }),
    downlineList: downlineListMachine.provide({ actors: { fetchDownlines: a.fetchDownlines } }),
    downlineTransfer: downlineTransferMachine.provide({
      actors: { loadMainBalance: wallet.loadMainBalance, transferToDownline: a.transferToDownline },
      actions: { balanceChanged: () => onBalanceChanged() },
    }),
    registerDownline: registerDownlineMachine.provide({ actors: { registerDownline: a.registerDownline } }),
    report: agentReportMachine.provide({ actors: { fetchAgentReport: a.fetchAgentReport } }),
    onContractsChanged(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type AgentFlows = ReturnType<typeof createAgentFlows>;

let current: AgentFlows | undefined;

/** Set once by createAppActor; read by the agent pages. */
export function setAgentFlows(flows: AgentFlows): void {
  current = flows;
}

export function agentFlows(): AgentFlows {
  if (!current) throw new Error("agent flows are created with the app actor");
  return current;
}

/** The flows once the app actor created them; undefined in a view rendered without the app's wiring. */
export function agentFlowsIfCreated(): AgentFlows | undefined {
  return current;
}
