import { describeMachinePaths } from "./machine-paths";
import { realityCheckModel, trialRealityCheckModel } from "./reality-check.model";

describeMachinePaths(realityCheckModel, trialRealityCheckModel);
