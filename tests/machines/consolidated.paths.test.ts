import { describeMachinePaths } from "./machine-paths";
import { consolidatedModel, consolidatedPolicyOffModel, consolidatedTrialModel } from "./consolidated.model";

describeMachinePaths(consolidatedModel, consolidatedTrialModel, consolidatedPolicyOffModel);
