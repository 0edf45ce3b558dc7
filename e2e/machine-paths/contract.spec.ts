import { contractDriver, models } from "./contract.driver";
import { run, describeBrowserJourney } from "./journey";

describeBrowserJourney({ name: "contract", runs: models.map((model) => run(model, contractDriver)) });
