import { appDownloadModel } from "./app-download.model";
import { describeMachinePaths } from "./machine-paths";

describeMachinePaths(appDownloadModel);
