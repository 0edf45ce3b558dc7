import { pvpRoomsMachine } from "../../machines/pvp-rooms.machine";
import type { PathModel } from "../paths/generate-paths";
import { networkError } from "../fixtures/errors";
import { pvpRoom } from "../fixtures/pvp";
import { pvpRoomsOracle } from "./pvp-rooms.oracle";

export const PVP_ROOMS = [pvpRoom(1), pvpRoom(2, { seated: 6 })];

export const pvpRoomsModel: PathModel<typeof pvpRoomsMachine> = {
  name: "pvpRooms",
  machine: pvpRoomsMachine,
  oracle: pvpRoomsOracle,
  payloads: {
    "xstate.done.actor.fetchRooms": () => [
      { type: "xstate.done.actor.fetchRooms", output: PVP_ROOMS },
      { type: "xstate.done.actor.fetchRooms", output: [] },
    ],
    "xstate.error.actor.fetchRooms": () => [{ type: "xstate.error.actor.fetchRooms", error: networkError }],
  },
  contextKey: (context) => [context.rooms.length, Boolean(context.error)],
};
