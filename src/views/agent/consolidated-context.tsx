import { shallowEqual, useActorRef, useSelector } from "@xstate/react";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import type { ActorRefFrom } from "xstate";
import type { consolidatedMachine } from "../../../machines/consolidated.machine";
import { CONSOLIDATED_KEYS, CONTRACT_KINDS, type ConsolidatedInfo, type ContractKind } from "../../contract";
import { agentFlowsIfCreated, type AgentFlows } from "../../app/agent-flows";
import { useAppSelector } from "../../app/app-context";
import { AGENT_FLAGS } from "./agent-pages";

export type ConsolidatedRef = ActorRefFrom<typeof consolidatedMachine>;

const ConsolidatedContext = createContext<ConsolidatedRef | undefined>(undefined);

/**
 * Holds the consolidated-data flow of the signed-in member for everything below. The flow itself runs in a sibling
 * (`ConsolidatedRunner`), so signing in or out never remounts the page.
 */
export function ConsolidatedProvider({ session, children }: { session?: { key: string; trial: boolean }; children: ReactNode }) {
  const [ref, setRef] = useState<ConsolidatedRef | undefined>(undefined);
  const flows = agentFlowsIfCreated();
  return (
    <ConsolidatedContext.Provider value={ref}>
      {session && flows ? <ConsolidatedRunner key={session.key} flows={flows} trial={session.trial} onRef={setRef} /> : null}
      {children}
    </ConsolidatedContext.Provider>
  );
}

function ConsolidatedRunner({ flows, trial, onRef }: { flows: AgentFlows; trial: boolean; onRef: (ref: ConsolidatedRef | undefined) => void }) {
  const agentPolicy = useAppSelector((s) => s.context.system?.flags[AGENT_FLAGS.policy] ?? false);
  const ref = useActorRef(flows.consolidated, { input: { trial, agentPolicy } });
  useEffect(() => {
    onRef(ref);
    const stop = flows.onContractsChanged(() => ref.send({ type: "CONSOLIDATED.REFRESH" }));
    return () => {
      stop();
      onRef(undefined);
    };
  }, [flows, ref, onRef]);
  return null;
}

export function useConsolidatedRef(): ConsolidatedRef | undefined {
  return useContext(ConsolidatedContext);
}

export type ContractSummary = { waiting: Record<ContractKind, number>; info: Partial<Record<ContractKind, ConsolidatedInfo>>; total: number };

const NONE: ContractSummary = { waiting: { dividend: 0, daily: 0, hourly: 0, realtime: 0 }, info: {}, total: 0 };

/** Per contract kind: how many contracts wait for the member's answer (the red badges) and what the member may do. */
export function useContractSummary(): ContractSummary {
  const ref = useConsolidatedRef();
  return useSelector(
    ref,
    (s) => {
      const data = s?.context.data;
      if (!data) return NONE;
      const waiting = Object.fromEntries(CONTRACT_KINDS.map((kind) => [kind, data[CONSOLIDATED_KEYS[kind].req]])) as Record<ContractKind, number>;
      const info = Object.fromEntries(CONTRACT_KINDS.map((kind) => [kind, data[CONSOLIDATED_KEYS[kind].info]])) as Record<ContractKind, ConsolidatedInfo>;
      return { waiting, info, total: CONTRACT_KINDS.reduce((sum, kind) => sum + waiting[kind], 0) };
    },
    (a, b) => a === b || (a.total === b.total && shallowEqual(a.waiting, b.waiting) && shallowEqual(a.info, b.info)),
  );
}
