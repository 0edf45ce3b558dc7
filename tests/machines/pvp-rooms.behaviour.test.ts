import { pvpRoomsMachine } from "../../machines/pvp-rooms.machine";
import { networkError } from "../fixtures/errors";
import { answer, describeWalks, failure } from "./walks";

const ROOMS = [{ roomId: "r1" }];
const model = { name: "pvpRooms", machine: pvpRoomsMachine, input: undefined };

// PVP centre tables: listed once read, reloadable, a failed read offers a retry; nothing is listed before the answer.
describeWalks(model, [
  { name: "no table is listed before the list is read", steps: [], state: "loading", context: { rooms: [] } },
  { name: "the tables read are listed", steps: [answer("fetchRooms", ROOMS)], state: "ready", context: { rooms: ROOMS } },
  { name: "reload reads the list again", steps: [answer("fetchRooms", ROOMS), { type: "ROOMS.RELOAD" }], state: "loading", requests: { fetchRooms: 2 } },
  { name: "a list that could not be read is tried again", steps: [failure("fetchRooms", networkError), { type: "ROOMS.RETRY" }], state: "loading", requests: { fetchRooms: 2 } },
]);
