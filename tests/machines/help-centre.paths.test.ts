import { helpCentreModel } from "./help-centre.model";
import { describeMachinePaths } from "./machine-paths";

describeMachinePaths(helpCentreModel);
