import { useActorRef } from "@xstate/react";
import { useState } from "react";
import { inboxFlows } from "../../app/inbox-flows";
import { inspection } from "../../app/inspection";
import { newKeyPrefix } from "../../app/key-prefix";

// Each page starts its flow when it opens and stops it when it closes.

export function useMessagesFlow() {
  return useActorRef(inboxFlows().messages, inspection("messages"));
}

export function useMissionsFlow() {
  const [keyPrefix] = useState(newKeyPrefix);
  return useActorRef(inboxFlows().missions, { input: { keyPrefix }, ...inspection("missions") });
}
