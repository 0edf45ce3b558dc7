import { describeMachinePaths } from "./machine-paths";
import { affiliateApplicationModel } from "./affiliate-application.model";

describeMachinePaths(affiliateApplicationModel);
