import { describeMachinePaths } from "./machine-paths";
import { chatRoomsModel } from "./chat-rooms.model";

describeMachinePaths(chatRoomsModel);
