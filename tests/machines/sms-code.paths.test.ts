import { describeMachinePaths } from "./machine-paths";
import { smsCodeModel } from "./sms-code.model";

describeMachinePaths(smsCodeModel("platform"), smsCodeModel("firebase"));
