import { assign, setup } from "xstate";
import type { ErrorInfo, LiveModel } from "../src/contract";
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
  context: { models: [] },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "fetchModels",
        src: "fetchModels",
        onDone: { target: "picking", actions: assign({ models: ({ event }) => event.output, error: undefined }) },
        onError: { target: "failed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: { on: { "ROOMS.RETRY": "loading" } },
    picking: {
      on: {
        "ROOMS.ENTER": {
          guard: "isOpenRoom",
          target: "inRoom",
          actions: assign({ room: ({ context, event }) => context.models.find((m) => m.modelId === event.modelId) }),
        },
      },
    },
    inRoom: { on: { "ROOMS.LEAVE": { target: "loading", actions: assign({ room: undefined }) } } },
  },
});
