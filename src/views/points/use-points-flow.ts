import { useActorRef } from "@xstate/react";
import { useState } from "react";
import type { MallRole } from "../../../machines/point-mall.machine";
import { useAppActor, useAppSelector } from "../../app/app-context";
import { inspection } from "../../app/inspection";
import { newKeyPrefix, pointsFlows } from "../../app/points-flows";
import { sessionView } from "../shell/session-view";

/** Who is looking: undefined while the session is still being found out. Agents use the mall as members. */
export function useMallRole(): MallRole | undefined {
  return useAppSelector((snapshot) => {
    const view = sessionView(snapshot);
    if (view === "pending") return undefined;
    if (view === "guest") return "guest";
    return snapshot.context.role === "trial" ? "trial" : "member";
  });
}

export function usePointMallFlow(role: MallRole) {
  const app = useAppActor();
  const [keyPrefix] = useState(newKeyPrefix);
  return useActorRef(pointsFlows(app).pointMall, { input: { keyPrefix, role }, ...inspection("pointMall") });
}

export function useVipFlow() {
  const app = useAppActor();
  return useActorRef(pointsFlows(app).vip, inspection("vip"));
}

export function useRedEnvelopeFlow(role: MallRole) {
  const app = useAppActor();
  const [keyPrefix] = useState(newKeyPrefix);
  return useActorRef(pointsFlows(app).redEnvelope, { input: { keyPrefix, role }, ...inspection("redEnvelope") });
}
