import { useActorRef } from "@xstate/react";
import { useState } from "react";
import type { AgentReportKind } from "../../../machines/agent-report.machine";
import { type ContractKind } from "../../../contract";
import { CONTRACT_RULES } from "../../../contract/agent";
import { agentFlows } from "../../app/agent-flows";
import { useAppSelector } from "../../app/app-context";
import { inspection } from "../../app/inspection";
import { newKeyPrefix } from "../../app/key-prefix";
import { siteToday } from "../wallet/use-wallet-flow";

// Each agent-centre page starts its flow when it opens and stops it when it closes.

export function useContractFlow(kind: ContractKind) {
  const { minRate, maxRate, decimals } = CONTRACT_RULES[kind];
  const agent = useAppSelector((s) => s.context.role === "agent");
  return useActorRef(agentFlows().contract, { input: { kind, rule: { minRate, maxRate, decimals }, agent }, ...inspection("contract") });
}

export function useDownlineListFlow() {
  return useActorRef(agentFlows().downlineList, inspection("downlineList"));
}

/** A member's affiliate application, starting from the visitor's dialling code, with a fresh idempotency-key prefix. */
export function useAffiliateApplicationFlow(countryDialingCode: string) {
  const [keyPrefix] = useState(newKeyPrefix);
  return useActorRef(agentFlows().affiliateApplication, { input: { countryDialingCode, keyPrefix }, ...inspection("affiliateApplication") });
}

export function useRegisterDownlineFlow() {
  return useActorRef(agentFlows().registerDownline, inspection("registerDownline"));
}

export function useDownlineTransferFlow(downline: { id: number; username: string }) {
  const [keyPrefix] = useState(newKeyPrefix);
  return useActorRef(agentFlows().downlineTransfer, { input: { keyPrefix, downline }, ...inspection("downlineTransfer") });
}

export function useAgentReportFlow(kind: AgentReportKind, type?: string) {
  const [today] = useState(() => siteToday());
  return useActorRef(agentFlows().report, { input: { kind, today, type }, ...inspection("agentReport") });
}
