import { describeMachinePaths } from "./machine-paths";
import { luckyWheelModel } from "./lucky-wheel.model";

describeMachinePaths(luckyWheelModel);
