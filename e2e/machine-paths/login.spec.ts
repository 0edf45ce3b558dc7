import { run, describeBrowserJourney } from "./journey";
import { loginDriver, model } from "./login.driver";

describeBrowserJourney({ name: "login", runs: [run(model, loginDriver)] });
