import * as z from "zod/mini";
import { call } from "./call";
import { launchChatAnswerSchema, launchChatRequestSchema, modelListSchema } from "./chat";
import { pvpRoomListSchema } from "./games";
import { wheelSpinAnswerSchema, wheelStatusSchema } from "./mini-game";

/** Live chat, chat rooms, the lucky wheel and the card-game rooms. */
export const chatGameCalls = {
  /** The live models and their rooms (guest-callable, spec section 6). */
  modelList: call({ method: "GET", path: "/wps/relay/CBS_modelList", module: "CBS3", access: "guest", value: modelListSchema }),
  /** A ticket for the chat socket at `chatUrl` (guest-callable; the rooms of models need a member). */
  launchChat: call({ method: "POST", path: "/wps/relay/CBS_launchChat", module: "CBS3", access: "guest", body: launchChatRequestSchema, value: launchChatAnswerSchema }),
  /** The card-game rooms of the PVP centre (members). */
  pvpRooms: call({ method: "GET", path: "/wps/relay/GLS2_roomList", module: "GAMELO3", access: "member", value: pvpRoomListSchema }),
  wheelStatus: call({ method: "GET", path: "/wps/relay/MGS_wheelStatus", module: "PTSYS3", access: "member", value: wheelStatusSchema }),
  wheelSpin: call({ method: "POST", path: "/wps/relay/MGS_wheelSpin", module: "PTSYS3", access: "member", idempotent: true, body: z.optional(z.object({})), value: wheelSpinAnswerSchema }),
} as const;
