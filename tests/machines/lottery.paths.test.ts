import { describeMachinePaths } from "./machine-paths";
import { lotteryModel, seaLotteryModel } from "./lottery.model";

describeMachinePaths(lotteryModel, seaLotteryModel);
