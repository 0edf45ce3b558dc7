import { useActorRef } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { saferBreakMachine } from "../../../../machines/safer-break.machine";
import type { saferPlayMachine } from "../../../../machines/safer-play.machine";
import { inspection } from "../../../app/inspection";
import { BREAK_DURATIONS, LIMIT_BOUNDS, saferPlayFlows } from "../../../app/safer-play-flows";

export type SaferPlayRef = ActorRefFrom<typeof saferPlayMachine>;
export type SaferBreakRef = ActorRefFrom<typeof saferBreakMachine>;

// The page starts its flow when it opens and stops it when it closes.
export function useSaferPlayFlow(): SaferPlayRef {
  return useActorRef(saferPlayFlows().saferPlay, { input: LIMIT_BOUNDS, ...inspection("saferPlay") });
}

export function useSaferBreakFlow(): SaferBreakRef {
  return useActorRef(saferPlayFlows().saferBreak, { input: BREAK_DURATIONS, ...inspection("saferBreak") });
}
