import { describeMachinePaths } from "./machine-paths";
import { recordsModel } from "./records.model";

describeMachinePaths(recordsModel);
