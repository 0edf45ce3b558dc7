import { describeMachinePaths } from "./machine-paths";
import { connectionChooserModel } from "./connection-chooser.model";

describeMachinePaths(connectionChooserModel);
