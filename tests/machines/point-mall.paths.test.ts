import { describeMachinePaths } from "./machine-paths";
import { pointMallGuestModel, pointMallModel, pointMallTrialModel } from "./point-mall.model";

describeMachinePaths(pointMallModel, pointMallGuestModel, pointMallTrialModel);
