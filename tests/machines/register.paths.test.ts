import { describeMachinePaths } from "./machine-paths";
import { registerModel } from "./register.model";

describeMachinePaths(
  registerModel(),
  registerModel({ landingCode: true, sideEvents: false }),
  registerModel({ captcha: false, sideEvents: false }),
  registerModel({ firebase: true, captcha: false, sideEvents: false }),
);
