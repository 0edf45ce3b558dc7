import { describeMachinePaths } from "./machine-paths";
import { pvpRoomsModel } from "./pvp-rooms.model";

describeMachinePaths(pvpRoomsModel);
