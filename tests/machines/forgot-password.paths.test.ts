import { describeMachinePaths } from "./machine-paths";
import { forgotPasswordModel } from "./forgot-password.model";

describeMachinePaths(forgotPasswordModel);
