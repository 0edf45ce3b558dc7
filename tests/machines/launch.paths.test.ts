import { describeMachinePaths } from "./machine-paths";
import { memberLaunchModel, trialLaunchModel } from "./launch.model";

describeMachinePaths(memberLaunchModel, trialLaunchModel);
