import { agentReportMachine } from "../../machines/agent-report.machine";
import { contractMachine } from "../../machines/contract.machine";
import { downlineListMachine } from "../../machines/downline-list.machine";
import { downlineTransferMachine } from "../../machines/downline-transfer.machine";
import { registerDownlineMachine } from "../../machines/register-downline.machine";
import { affiliateApplicationMachine } from "../../machines/affiliate-application.machine";
import type { ApiClient } from "../api/http-client";
import { createAgentActors } from "./agent-actors";
import { contractsChanged } from "./consolidated-flow";
import { flowsPerApp } from "./page-deps";
import { createWalletActors } from "./wallet-actors";

/**
 * The agent centre's machines with the app's actors and actions provided. Pages start their flow when they open. A
 * flow that changed contracts says so through `contractsChanged` (the consolidated data refreshes, downline lists reload).
 */
export function createAgentFlows(api: ApiClient, onBalanceChanged: () => void) {
  const a = createAgentActors(api);
  const wallet = createWalletActors(api);
  return {
    contract: contractMachine.provide({ actors: { loadContracts: a.loadContracts, contractCall: a.contractCall }, actions: { contractsChanged } }),
    downlineList: downlineListMachine.provide({ actors: { fetchDownlines: a.fetchDownlines } }),
    downlineTransfer: downlineTransferMachine.provide({
      actors: { loadMainBalance: wallet.loadMainBalance, transferToDownline: a.transferToDownline },
      actions: { balanceChanged: () => onBalanceChanged() },
    }),
    registerDownline: registerDownlineMachine.provide({ actors: { registerDownline: a.registerDownline } }),
    affiliateApplication: affiliateApplicationMachine.provide({ actors: { submitApplication: a.submitApplication } }),
    report: agentReportMachine.provide({ actors: { fetchAgentReport: a.fetchAgentReport } }),
  };
}

export type AgentFlows = ReturnType<typeof createAgentFlows>;

const flowsOfApp = flowsPerApp((deps) => createAgentFlows(deps.api, deps.onBalanceChanged));

/** The flows of the current app (made on first use by an agent page, again when a new app was created). */
export function agentFlows(): AgentFlows {
  const flows = flowsOfApp();
  if (!flows) throw new Error("agent flows are created with the app actor");
  return flows;
}
