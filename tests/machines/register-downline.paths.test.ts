import { describeMachinePaths } from "./machine-paths";
import { registerDownlineModel } from "./register-downline.model";

describeMachinePaths(registerDownlineModel);
