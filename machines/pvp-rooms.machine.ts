import { assign, setup } from "xstate";
import type { ErrorInfo, PvpRoom } from "../src/contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

export interface PvpRoomsContext {
  rooms: PvpRoom[];
  error?: ErrorInfo;
}

export type PvpRoomsEvent = { type: "ROOMS.RELOAD" } | { type: "ROOMS.RETRY" };

/** The card-game tables of the PVP centre (GLS2_roomList); joining one goes through the launch flow. */
export const pvpRoomsMachine = setup({
  types: { context: {} as PvpRoomsContext, events: {} as PvpRoomsEvent },
  actors: { fetchRooms: promiseNotProvided<PvpRoom[]>("fetchRooms") },
}).createMachine({
  id: "pvpRooms",
  context: { rooms: [] },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "fetchRooms",
        src: "fetchRooms",
        onDone: { target: "ready", actions: assign({ rooms: ({ event }) => event.output, error: undefined }) },
        onError: { target: "failed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    ready: { on: { "ROOMS.RELOAD": "loading" } },
    failed: { on: { "ROOMS.RETRY": "loading" } },
  },
});
