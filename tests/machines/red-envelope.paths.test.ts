import { describeMachinePaths } from "./machine-paths";
import { redEnvelopeGuestModel, redEnvelopeModel, redEnvelopeTrialModel } from "./red-envelope.model";

describeMachinePaths(redEnvelopeModel, redEnvelopeGuestModel, redEnvelopeTrialModel);
