import { describeMachinePaths } from "./machine-paths";
import { messagesModel } from "./messages.model";

describeMachinePaths(messagesModel);
