import { describeMachinePaths } from "./machine-paths";
import { transferUplineModel } from "./transfer-upline.model";

describeMachinePaths(transferUplineModel);
