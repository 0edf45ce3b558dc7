import { describeMachinePaths } from "./machine-paths";
import { changePasswordModel } from "./change-password.model";

describeMachinePaths(changePasswordModel(false), changePasswordModel(true));
