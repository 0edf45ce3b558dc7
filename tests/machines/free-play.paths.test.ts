import { describeMachinePaths } from "./machine-paths";
import { freePlayModel } from "./free-play.model";

describeMachinePaths(freePlayModel);
