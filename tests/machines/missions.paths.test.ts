import { describeMachinePaths } from "./machine-paths";
import { missionsModel } from "./missions.model";

describeMachinePaths(missionsModel);
