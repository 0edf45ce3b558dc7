import { describeMachinePaths } from "./machine-paths";
import { guestChatModel, memberChatModel, reconnectChatModel, roomChatModel } from "./live-chat.model";

describeMachinePaths(memberChatModel, guestChatModel, reconnectChatModel, roomChatModel);
