import { describeMachinePaths } from "./machine-paths";
import { lotteryModel } from "./lottery.model";

describeMachinePaths(lotteryModel);
