import { describeMachinePaths } from "./machine-paths";
import { saferBreakModel } from "./safer-break.model";

describeMachinePaths(saferBreakModel);
