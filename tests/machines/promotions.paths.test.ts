import { describeMachinePaths } from "./machine-paths";
import { promotionsLinkModel, promotionsListModel } from "./promotions.model";

describeMachinePaths(promotionsListModel, promotionsLinkModel);
