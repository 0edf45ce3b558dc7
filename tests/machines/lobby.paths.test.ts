import { describeMachinePaths } from "./machine-paths";
import { lobbyModel } from "./lobby.model";

describeMachinePaths(lobbyModel);
