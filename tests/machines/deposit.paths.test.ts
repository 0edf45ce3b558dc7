import { describeMachinePaths } from "./machine-paths";
import { depositModel } from "./deposit.model";

describeMachinePaths(depositModel);
