import type { EventObject } from "xstate";
import type { LiveModel } from "../../contract";
import type { Oracle, StepExpectation } from "../paths/oracle";

type Phase = "loading" | "failed" | "picking" | "inRoom";

/** Chat room popup: the model list first; only an open room can be entered; leaving lists the rooms again (fresh). */
export function followChatRooms(events: readonly EventObject[]): { phase: Phase; room?: LiveModel; expectation: StepExpectation } {
  let phase: Phase = "loading";
  let models: LiveModel[] = [];
  let room: LiveModel | undefined;
  let expectation: StepExpectation = { requests: [{ id: "fetchModels" }] };
  for (const e of events) {
    const event = e as EventObject & Record<string, unknown>;
    const need = (p: Phase) => {
      if (phase !== p) throw new Error(`${event.type} cannot happen while the rooms are ${phase}`);
    };
    switch (event.type) {
      case "xstate.done.actor.fetchModels":
        need("loading");
        phase = "picking";
        models = event.output as LiveModel[];
        expectation = { context: { models, error: undefined } };
        break;
      case "xstate.error.actor.fetchModels":
        need("loading");
        phase = "failed";
        expectation = { context: { error: event.error } };
        break;
      case "ROOMS.RETRY":
        need("failed");
        phase = "loading";
        expectation = { requests: [{ id: "fetchModels" }] };
        break;
      case "ROOMS.ENTER": {
        need("picking");
        const chosen = models.find((m) => m.modelId === event.modelId);
        if (chosen?.open) {
          phase = "inRoom";
          room = chosen;
          expectation = { context: { room } };
        } else expectation = { context: { room: undefined } };
        break;
      }
      case "ROOMS.LEAVE":
        need("inRoom");
        phase = "loading";
        room = undefined;
        expectation = { requests: [{ id: "fetchModels" }], context: { room: undefined } };
        break;
      default:
        throw new Error(`the chat rooms oracle does not know ${event.type}`);
    }
  }
  return { phase, room, expectation };
}

export const chatRoomsOracle: Oracle = { step: (events) => followChatRooms(events).expectation };
