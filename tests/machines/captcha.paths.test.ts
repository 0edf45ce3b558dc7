import { describeMachinePaths } from "./machine-paths";
import { captchaModel } from "./captcha.model";

describeMachinePaths(captchaModel);
