import { describeMachinePaths } from "./machine-paths";
import { transferModel } from "./transfer.model";

describeMachinePaths(transferModel);
