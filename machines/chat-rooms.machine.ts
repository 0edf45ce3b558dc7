import { assign, setup } from "xstate";
import type { ErrorInfo, LiveModel } from "../contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

export interface ChatRoomsContext {
  models: LiveModel[];
  /** The room the member is in (a live chat actor in that room runs beside this machine). */
  room?: LiveModel;
  error?: ErrorInfo;
}

export type ChatRoomsEvent = { type: "ROOMS.ENTER"; modelId: string } | { type: "ROOMS.LEAVE" } | { type: "ROOMS.RETRY" };

/** The chat room popup: the live models (CBS_modelList), one room each; an open room can be entered, a closed one not. */
export const chatRoomsMachine = setup({
  types: { context: {} as ChatRoomsContext, events: {} as ChatRoomsEvent },
  actors: { fetchModels: promiseNotProvided<LiveModel[]>("fetchModels") },
  guards: {
    isOpenRoom: ({ context, event }) => context.models.some((m) => m.modelId === (event as Extract<ChatRoomsEvent, { type: "ROOMS.ENTER" }>).modelId && m.open),
  },
}).createMachine({
  id: "chatRooms",
  description: "The chat room popup: the live hosts, one room each; the player can enter a room that is open, not one that is closed.",
  meta: { spec: ["2 Screens and routes › Popups", "7 Calls › Other"], screen: "Chat room popup" },
  context: { models: [] },
  initial: "loading",
  states: {
    loading: {
      description: "Fetching the list of live hosts and their rooms.",
      invoke: {
        id: "fetchModels",
        src: "fetchModels",
        onDone: { target: "picking", description: "The rooms are listed.", actions: assign({ models: ({ event }) => event.output, error: undefined }) },
        onError: { target: "failed", description: "The rooms could not be fetched.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: { description: "The rooms could not be loaded; the player can retry.", on: { "ROOMS.RETRY": { target: "loading", description: "The player tries again." } } },
    picking: {
      description: "The player picks a room.",
      on: {
        "ROOMS.ENTER": {
          guard: "isOpenRoom",
          target: "inRoom",
          description: "The player enters an open room (a closed one cannot be entered).",
          actions: assign({ room: ({ context, event }) => context.models.find((m) => m.modelId === event.modelId) }),
        },
      },
    },
    inRoom: {
      description: "The player is in a chat room.",
      on: { "ROOMS.LEAVE": { target: "loading", description: "The player leaves the room; the list is fetched again.", actions: assign({ room: undefined }) } },
    },
  },
});
