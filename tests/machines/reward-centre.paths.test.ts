import { describeMachinePaths } from "./machine-paths";
import { rewardCentreModel } from "./reward-centre.model";

describeMachinePaths(rewardCentreModel);
