import { run, describeBrowserJourney } from "./journey";
import { model, withdrawalConfirmationDriver } from "./withdrawal-confirmation.driver";

describeBrowserJourney({ name: "withdrawalConfirmation", runs: [run(model, withdrawalConfirmationDriver)] });
