import { assign, setup } from "xstate";
import type { ErrorInfo, PvpRoom } from "../contract";
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
  description: "The card-game (PVP) tables a player can join; joining one opens the game like any other.",
  meta: { spec: ["2 Screens and routes › Routes", "7 Calls › Games"], screen: "Card games (PVP) centre" },
  context: { rooms: [] },
  initial: "loading",
  states: {
    loading: {
      description: "Fetching the list of card-game tables.",
      invoke: {
        id: "fetchRooms",
        src: "fetchRooms",
        onDone: { target: "ready", description: "The tables are listed.", actions: assign({ rooms: ({ event }) => event.output, error: undefined }) },
        onError: { target: "failed", description: "The tables could not be fetched.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    ready: { description: "The tables are listed.", on: { "ROOMS.RELOAD": { target: "loading", description: "The list is refreshed." } } },
    failed: { description: "The tables could not be loaded; the player can retry.", on: { "ROOMS.RETRY": { target: "loading", description: "The player tries again." } } },
  },
});
