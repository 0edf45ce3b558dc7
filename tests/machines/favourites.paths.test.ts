import { describeMachinePaths } from "./machine-paths";
import { favouritesModel } from "./favourites.model";

describeMachinePaths(favouritesModel);
