import { describeMachinePaths } from "./machine-paths";
import { hotListModel, guestListModel, memberListModel } from "./game-list.model";

describeMachinePaths(memberListModel, guestListModel, hotListModel);
