import { describeMachinePaths } from "./machine-paths";
import { singleWalletTransferModel, transferModel } from "./transfer.model";

describeMachinePaths(transferModel, singleWalletTransferModel);
