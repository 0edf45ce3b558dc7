import { describeMachinePaths } from "./machine-paths";
import { contractModel, contractNoOfferModel } from "./contract.model";

describeMachinePaths(contractModel, contractNoOfferModel);
