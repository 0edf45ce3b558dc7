import { chatRoomsMachine } from "../../machines/chat-rooms.machine";
import { liveChatMachine } from "../../machines/live-chat.machine";
import { luckyWheelMachine } from "../../machines/lucky-wheel.machine";
import { pvpRoomsMachine } from "../../machines/pvp-rooms.machine";
import { createChatActors } from "./chat-actors";
import { flowsPerApp } from "./page-deps";

/** The live chat (/liveChat) and the chat rooms, the lucky wheel and the PVP tables, with the app's actors. */
const flowsOfApp = flowsPerApp((deps) => {
  const a = createChatActors(deps.api);
  return {
    liveChat: liveChatMachine.provide({ actors: { launchChat: a.launchChat, chatSocket: a.chatSocket } }),
    luckyWheel: luckyWheelMachine.provide({ actors: { loadWheel: a.loadWheel, spinWheel: a.spinWheel }, actions: { balanceChanged: () => deps.onBalanceChanged() } }),
    pvpRooms: pvpRoomsMachine.provide({ actors: { fetchRooms: a.fetchRooms } }),
    chatRooms: chatRoomsMachine.provide({ actors: { fetchModels: a.fetchModels } }),
  };
});

export function chatFlows() {
  const flows = flowsOfApp();
  if (!flows) throw new Error("chat flows are created with the app actor");
  return flows;
}

/** A random prefix for the client ids of one chat's messages, or an idempotency key (hex, 18 characters). */
export function newClientIdPrefix(): string {
  const bytes = new Uint8Array(9);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
