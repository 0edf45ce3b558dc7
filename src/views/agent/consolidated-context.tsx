import { shallowEqual, useActorRef, useSelector } from "@xstate/react";
import { useEffect, useSyncExternalStore } from "react";
import type { ActorRefFrom } from "xstate";
import type { consolidatedMachine } from "../../../machines/consolidated.machine";
import { CONSOLIDATED_KEYS, CONTRACT_KINDS, type ConsolidatedInfo, type ContractKind } from "../../../contract";
import { consolidatedFlow, onContractsChanged } from "../../app/consolidated-flow";
import { useAppSelector } from "../../app/app-context";
import { inspection } from "../../app/inspection";
import { AGENT_FLAGS } from "./agent-pages";

export type ConsolidatedRef = ActorRefFrom<typeof consolidatedMachine>;

// The signed-in member's consolidated-data flow, published for the header and the agent pages. A store rather than a
// context provider: the flow runs in a sibling of the page (SessionConsolidated), so nothing wraps the shell.
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

export function useConsolidatedRef(): ConsolidatedRef | undefined {
  return useSyncExternalStore(subscribe, () => current, () => undefined);
}

/** Runs the consolidated-data flow while a member is signed in (restarted for each member); nothing for guests. */
export function SessionConsolidated() {
  const session = useAppSelector(
    (s) => ({
      signedIn: s.matches({ running: { session: "signedIn" } }),
      key: s.context.member ? `${s.context.member.id}:${s.context.member.userName}` : "",
      trial: s.context.role === "trial",
    }),
    shallowEqual,
  );
  const flow = consolidatedFlow();
  if (!session.signedIn || !flow) return null;
  return <ConsolidatedRunner key={session.key} flow={flow} trial={session.trial} />;
}

function ConsolidatedRunner({ flow, trial }: { flow: NonNullable<ReturnType<typeof consolidatedFlow>>; trial: boolean }) {
  const agentPolicy = useAppSelector((s) => s.context.system?.flags[AGENT_FLAGS.policy] ?? false);
  const ref = useActorRef(flow, { input: { trial, agentPolicy }, ...inspection("consolidated") });
  useEffect(() => {
    publish(ref);
    const stop = onContractsChanged(() => ref.send({ type: "CONSOLIDATED.REFRESH" }));
    return () => {
      stop();
      if (current === ref) publish(undefined);
    };
  }, [ref]);
  return null;
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
