import { describeMachinePaths } from "./machine-paths";
import { loginModel } from "./login.model";

describeMachinePaths(loginModel);
