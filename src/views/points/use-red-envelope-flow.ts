import { useActorRef } from "@xstate/react";
import { useState } from "react";
import type { MallRole } from "../../../machines/point-mall.machine";
import { useAppActor } from "../../app/app-context";
import { inspection } from "../../app/inspection";
import { newKeyPrefix } from "../../app/key-prefix";
import { redEnvelopeFlow } from "../../app/red-envelope-flow";

export function useRedEnvelopeFlow(role: MallRole) {
  const app = useAppActor();
  const [keyPrefix] = useState(newKeyPrefix);
  return useActorRef(redEnvelopeFlow(app), { input: { keyPrefix, role }, ...inspection("redEnvelope") });
}
