import { describeMachinePaths } from "./machine-paths";
import { vipModel } from "./vip.model";

describeMachinePaths(vipModel);
