import { chatRoomsMachine } from "../../machines/chat-rooms.machine";
import type { LiveModel } from "../../contract";
import type { PathModel } from "../paths/generate-paths";
import { networkError } from "../fixtures/errors";
import { chatRoomsOracle } from "./chat-rooms.oracle";

export const MODELS: LiveModel[] = [
  { modelId: "mdl_open", name: "Ploy", open: true, present: 3 },
  { modelId: "mdl_shut", name: "Fah", open: false, present: 0 },
];

export const chatRoomsModel: PathModel<typeof chatRoomsMachine> = {
  name: "chatRooms",
  machine: chatRoomsMachine,
  oracle: chatRoomsOracle,
  payloads: {
    "xstate.done.actor.fetchModels": () => [{ type: "xstate.done.actor.fetchModels", output: MODELS }],
    "xstate.error.actor.fetchModels": () => [{ type: "xstate.error.actor.fetchModels", error: networkError }],
    // The open room, the closed one, one that is not in the list.
    "ROOMS.ENTER": () => ["mdl_open", "mdl_shut", "mdl_gone"].map((modelId) => ({ type: "ROOMS.ENTER", modelId })),
  },
  contextKey: (context) => [context.room?.modelId ?? null, Boolean(context.error)],
};
