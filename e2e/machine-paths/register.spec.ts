import { run, describeBrowserJourney } from "./journey";
import { firebaseModel, model, registerDrivers } from "./register.driver";

describeBrowserJourney({ name: "register", runs: [run(model, registerDrivers.main), run(firebaseModel, registerDrivers.firebase)] });
