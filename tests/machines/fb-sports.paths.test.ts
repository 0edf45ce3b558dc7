import { describeMachinePaths } from "./machine-paths";
import { fbSportsModel } from "./fb-sports.model";

describeMachinePaths(fbSportsModel);
