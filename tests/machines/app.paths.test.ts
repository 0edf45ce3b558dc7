import { describeMachinePaths } from "./machine-paths";
import { appModel } from "./app.model";

describeMachinePaths(appModel);
