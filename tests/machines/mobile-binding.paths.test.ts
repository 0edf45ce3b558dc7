import { describeMachinePaths } from "./machine-paths";
import { mobileBindingModel } from "./mobile-binding.model";

describeMachinePaths(mobileBindingModel);
