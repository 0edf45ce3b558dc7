import { useActorRef } from "@xstate/react";
import { useState } from "react";
import { inspection } from "../../app/inspection";
import { promotionFlows } from "../../app/promotion-flows";
import { newKeyPrefix } from "../../app/key-prefix";

/** The promotion list's flow, started with the page (openId: the promotion a `?id=` link asks for). */
export function usePromotionsFlow(openId: string | undefined) {
  const [keyPrefix] = useState(newKeyPrefix);
  return useActorRef(promotionFlows().promotions, { input: { keyPrefix, openId }, ...inspection("promotions") });
}

export function useRewardCentreFlow() {
  const [keyPrefix] = useState(newKeyPrefix);
  return useActorRef(promotionFlows().rewardCentre, { input: { keyPrefix }, ...inspection("rewardCentre") });
}
