import { useActorRef } from "@xstate/react";
import { useEffect } from "react";
import { consolidatedFlow, onContractsChanged } from "../../app/consolidated-flow";
import { useAppSelector } from "../../app/app-context";
import { inspection } from "../../app/inspection";
import { AGENT_FLAGS } from "./agent-pages";
import { publishConsolidated } from "./consolidated-store";

type ConsolidatedFlow = NonNullable<ReturnType<typeof consolidatedFlow>>;

/** Runs the member's consolidated-data flow and publishes it (consolidated-store.ts); nothing without an app (view tests). */
export function ConsolidatedRunner({ trial }: { trial: boolean }) {
  const flow = consolidatedFlow();
  if (!flow) return null;
  return <ConsolidatedActor flow={flow} trial={trial} />;
}

function ConsolidatedActor({ flow, trial }: { flow: ConsolidatedFlow; trial: boolean }) {
  const agentPolicy = useAppSelector((s) => s.context.system?.flags[AGENT_FLAGS.policy] ?? false);
  const ref = useActorRef(flow, { input: { trial, agentPolicy }, ...inspection("consolidated") });
  useEffect(() => {
    const withdraw = publishConsolidated(ref);
    const stop = onContractsChanged(() => ref.send({ type: "CONSOLIDATED.REFRESH" }));
    return () => {
      stop();
      withdraw();
    };
  }, [ref]);
  return null;
}
