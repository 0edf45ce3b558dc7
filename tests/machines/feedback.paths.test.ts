import { feedbackGuestModel, feedbackMemberModel } from "./feedback.model";
import { describeMachinePaths } from "./machine-paths";

describeMachinePaths(feedbackMemberModel, feedbackGuestModel);
