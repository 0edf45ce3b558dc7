import { describeMachinePaths } from "./machine-paths";
import { missionCountModel, trialMissionCountModel } from "./mission-count.model";

describeMachinePaths(missionCountModel, trialMissionCountModel);
