import { useActorRef } from "@xstate/react";
import { useState } from "react";
import { inspection } from "../../../app/inspection";
import { referralFlows } from "../../../app/referral-flows";
import { newKeyPrefix } from "../../../app/key-prefix";

// Each page starts its flow when it opens and stops it when it closes.

export function useReferralFlow() {
  const [registerUrl] = useState(() => `${window.location.origin}/register`);
  return useActorRef(referralFlows().referral, { input: { registerUrl }, ...inspection("referral") });
}

export function useManualRebateFlow() {
  const [keyPrefix] = useState(newKeyPrefix);
  return useActorRef(referralFlows().manualRebate, { input: { keyPrefix }, ...inspection("manualRebate") });
}
