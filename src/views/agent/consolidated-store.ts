import { shallowEqual, useSelector } from "@xstate/react";
import { useSyncExternalStore } from "react";
import type { ActorRefFrom } from "xstate";
import type { consolidatedMachine } from "../../../machines/consolidated.machine";
import { CONSOLIDATED_KEYS, CONTRACT_KINDS, type ConsolidatedInfo, type ContractKind } from "../../../contract";

export type ConsolidatedRef = ActorRefFrom<typeof consolidatedMachine>;

// The signed-in member's consolidated-data flow, published for the header and the agent pages. A store rather than a
// context provider: the flow runs in a sibling of the page (SessionConsolidated), so nothing wraps the shell. Apart from
// the flow's runner (ConsolidatedRunner.tsx), so that reading it does not bring the flow and the agent calls into the
// first load.
let current: ConsolidatedRef | undefined;
const listeners = new Set<() => void>();
function publish(ref: ConsolidatedRef | undefined) {
  current = ref;
  listeners.forEach((listener) => listener());
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Publishes the running flow; the function returned takes it back (unless another has been published since). */
export function publishConsolidated(ref: ConsolidatedRef): () => void {
  publish(ref);
  return () => {
    if (current === ref) publish(undefined);
  };
}

export function useConsolidatedRef(): ConsolidatedRef | undefined {
  return useSyncExternalStore(subscribe, () => current, () => undefined);
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
