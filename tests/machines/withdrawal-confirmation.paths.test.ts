import { describeMachinePaths } from "./machine-paths";
import { withdrawalConfirmationModel } from "./withdrawal-confirmation.model";

describeMachinePaths(withdrawalConfirmationModel);
