import { describeMachinePaths } from "./machine-paths";
import { loginModel, loginModelNoSms } from "./login.model";

describeMachinePaths(loginModel, loginModelNoSms);
