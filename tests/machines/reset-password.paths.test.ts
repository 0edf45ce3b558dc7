import { describeMachinePaths } from "./machine-paths";
import { resetPasswordModel } from "./reset-password.model";

describeMachinePaths(resetPasswordModel(), resetPasswordModel(""));
