import type { EventObject } from "xstate";
import type { Oracle, StepExpectation } from "../paths/oracle";

type Phase = "loading" | "ready" | "failed";

/** GLS2_roomList: asked on opening, again on reload (shown list) or retry (after a failure); the failure is shown. */
export function followPvpRooms(events: readonly EventObject[]): { phase: Phase; rooms: unknown[]; expectation: StepExpectation } {
  let phase: Phase = "loading";
  let rooms: unknown[] = [];
  let expectation: StepExpectation = { requests: [{ id: "fetchRooms" }] };
  for (const e of events) {
    const event = e as EventObject & Record<string, unknown>;
    const need = (p: Phase) => {
      if (phase !== p) throw new Error(`${event.type} cannot happen while the rooms are ${phase}`);
    };
    switch (event.type) {
      case "xstate.done.actor.fetchRooms":
        need("loading");
        phase = "ready";
        rooms = event.output as unknown[];
        expectation = { context: { rooms, error: undefined } };
        break;
      case "xstate.error.actor.fetchRooms":
        need("loading");
        phase = "failed";
        expectation = { context: { error: event.error } };
        break;
      case "ROOMS.RELOAD":
        need("ready");
        phase = "loading";
        expectation = { requests: [{ id: "fetchRooms" }] };
        break;
      case "ROOMS.RETRY":
        need("failed");
        phase = "loading";
        expectation = { requests: [{ id: "fetchRooms" }] };
        break;
      default:
        throw new Error(`the PVP rooms oracle does not know ${event.type}`);
    }
  }
  return { phase, rooms, expectation };
}

export const pvpRoomsOracle: Oracle = { step: (events) => followPvpRooms(events).expectation };
