import { useActorRef } from "@xstate/react";
import { chatFlows } from "../../../app/chat-flows";
import { inspection } from "../../../app/inspection";
import { RoomsView } from "./PvpRoomsView";

/** A member's tables: the rooms flow (loaded by PvpRooms when a member opens the PVP centre). */
export function RoomsFlow() {
  return <RoomsView rooms={useActorRef(chatFlows().pvpRooms, inspection("pvpRooms"))} />;
}
