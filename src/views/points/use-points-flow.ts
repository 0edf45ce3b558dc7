import { useActorRef } from "@xstate/react";
import { useState } from "react";
import type { MallRole } from "../../../machines/point-mall.machine";
import { useAppActor } from "../../app/app-context";
import { inspection } from "../../app/inspection";
import { newKeyPrefix } from "../../app/key-prefix";
import { pointsFlows } from "../../app/points-flows";

export function usePointMallFlow(role: MallRole) {
  const app = useAppActor();
  const [keyPrefix] = useState(newKeyPrefix);
  return useActorRef(pointsFlows(app).pointMall, { input: { keyPrefix, role }, ...inspection("pointMall") });
}

export function useVipFlow() {
  const app = useAppActor();
  return useActorRef(pointsFlows(app).vip, inspection("vip"));
}
