import { describeMachinePaths } from "./machine-paths";
import { balanceModel } from "./balance.model";

describeMachinePaths(balanceModel);
