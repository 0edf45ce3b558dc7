import { describeMachinePaths } from "./machine-paths";
import { saferPlayModel } from "./safer-play.model";

describeMachinePaths(saferPlayModel);
