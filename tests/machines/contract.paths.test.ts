import { describeMachinePaths } from "./machine-paths";
import { contractModel } from "./contract.model";

describeMachinePaths(contractModel);
