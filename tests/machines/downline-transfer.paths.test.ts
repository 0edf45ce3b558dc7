import { describeMachinePaths } from "./machine-paths";
import { downlineTransferModel } from "./downline-transfer.model";

describeMachinePaths(downlineTransferModel);
