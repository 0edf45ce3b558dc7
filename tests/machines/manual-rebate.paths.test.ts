import { describeMachinePaths } from "./machine-paths";
import { manualRebateModel } from "./manual-rebate.model";

describeMachinePaths(manualRebateModel);
