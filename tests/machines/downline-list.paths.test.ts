import { describeMachinePaths } from "./machine-paths";
import { downlineListModel } from "./downline-list.model";

describeMachinePaths(downlineListModel);
