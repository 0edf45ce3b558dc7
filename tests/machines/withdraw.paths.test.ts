import { describeMachinePaths } from "./machine-paths";
import { withdrawModel } from "./withdraw.model";

describeMachinePaths(withdrawModel);
