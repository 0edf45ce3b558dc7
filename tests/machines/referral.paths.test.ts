import { describeMachinePaths } from "./machine-paths";
import { referralModel } from "./referral.model";

describeMachinePaths(referralModel);
