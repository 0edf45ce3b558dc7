import { chatRoomsMachine } from "../../machines/chat-rooms.machine";
import type { LiveModel } from "../../contract";
import { networkError } from "../fixtures/errors";
import { answer, describeWalks, failure } from "./walks";

// The chat room popup: the live models, one room each; an open room can be entered, a closed one not; leaving a room
// reads the list again; a list that could not be read is tried again.
const SHUT: LiveModel = { modelId: "mdl_shut", name: "Fah", open: false, present: 0 };
const OPEN: LiveModel = { modelId: "mdl_open", name: "Ploy", open: true, present: 3 };
const OTHER_OPEN: LiveModel = { modelId: "mdl_mint", name: "Mint", open: true, present: 1 };
const MODELS = [SHUT, OTHER_OPEN, OPEN];
const model = { name: "chatRooms", machine: chatRoomsMachine, input: undefined };
const read = answer("fetchModels", MODELS);
const enter = (modelId: string) => ({ type: "ROOMS.ENTER", modelId });

describeWalks(model, [
  { name: "no model is listed before the list is read", steps: [], state: "loading", context: { models: [] } },
  { name: "the models read are listed", steps: [read], state: "picking", context: { models: MODELS } },
  { name: "entering an open room puts the member in that model's room", steps: [read, enter("mdl_open")], state: "inRoom", context: { room: OPEN } },
  { name: "a closed room cannot be entered", steps: [read, enter("mdl_shut")], state: "picking", requests: { fetchModels: 1 } },
  { name: "a room not in the list cannot be entered", steps: [read, enter("mdl_gone")], state: "picking", requests: { fetchModels: 1 } },
  {
    name: "leaving the room reads the list again, in no room",
    steps: [read, enter("mdl_open"), { type: "ROOMS.LEAVE" }],
    state: "loading",
    requests: { fetchModels: 2 },
    context: { room: undefined },
  },
  { name: "a list that could not be read shows the error", steps: [failure("fetchModels", networkError)], state: "failed", context: { error: networkError } },
  { name: "a list that could not be read is tried again", steps: [failure("fetchModels", networkError), { type: "ROOMS.RETRY" }], state: "loading", requests: { fetchModels: 2 } },
  { name: "a retried list that is read is listed", steps: [failure("fetchModels", networkError), { type: "ROOMS.RETRY" }, read], state: "picking", context: { models: MODELS, error: undefined } },
]);
