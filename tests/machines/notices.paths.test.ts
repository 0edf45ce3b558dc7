import { describeMachinePaths } from "./machine-paths";
import { noticesModel } from "./notices.model";

describeMachinePaths(noticesModel);
